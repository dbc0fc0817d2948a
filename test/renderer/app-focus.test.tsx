// @vitest-environment jsdom
/** Every screen switch lands the focus on the new screen: its heading, or the field the screen chose itself. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../renderer/App';
import { useNavigation } from '../../renderer/stores/navigation';
import { useVisitFlow } from '../../renderer/screens/visit/visit-model';
import { answer } from './fake-api';

vi.mock('../../renderer/api', () => import('./fake-api'));

beforeEach(() => {
  useVisitFlow.getState().reset();
  useNavigation.getState().goTo('outbox');
  answer({ 'members.recent': () => ({ ok: true, value: [] }), 'visits.current': () => ({ ok: true, value: null }) });
});
afterEach(cleanup);

it('moves the focus to each screen switched to, never leaving it on the page body', async () => {
  render(<App />);
  const heading = (name: string): HTMLElement => screen.getByRole('heading', { level: 2, name });
  await waitFor(() => expect(document.activeElement).toBe(heading('Outbox and claims')));
  expect(heading('Outbox and claims').tabIndex).toBe(-1);

  for (const [target, name] of [
    ['tariffs', 'Tariffs'],
    ['settings', 'Settings'],
    ['claim', 'New claim'],
  ] as const) {
    act(() => useNavigation.getState().goTo(target));
    // Screens other than the Visit screen load on first use: wait for it, then for the focus.
    await waitFor(() => expect(document.activeElement, target).toBe(heading(name)));
  }

  // The Visit screen chose its field: the card number, ready for a scan.
  act(() => useNavigation.getState().goTo('visit'));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')));
});
