// @vitest-environment jsdom
/**
 * The page takes over from the first screen's stand-in the host served in its HTML (shared/first-screen.ts,
 * the markup itself): the card lookup takes what was typed, the caret and a lookup asked with Enter, in the frame it
 * first shows in; any other first screen (the lock, the first run's choice) drops the stand-in and what it held.
 */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstScreenShell } from '../../../shared/first-screen';
import { App } from '../../../renderer/App';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import { useAppState } from '../../../renderer/stores/app-state';
import { useLock } from '../../../renderer/stores/lock';
import { useNavigation } from '../../../renderer/stores/navigation';
import type { LockStatus } from '../../../shared/domain/lock';
import { answer, inputsOf } from '../fake-api';
import { MEMBER } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const OPEN: LockStatus = { locked: false, pinSet: true, idleMinutes: 5, retryAt: null, people: [], person: null };

const WORDS = {
  appName: 'ClaimDesk',
  heading: 'Visit',
  form: 'Member lookup',
  label: 'Card number',
  hint: 'Scan the card, or type the number and press Enter.',
  submit: 'Look up',
};

/** The stand-in as served (its script left out: jsdom runs none), with what staff did in it. */
function standIn({ typed, caret, asked }: { typed: string; caret?: [number, number]; asked: boolean }) {
  document.body.insertAdjacentHTML('afterbegin', firstScreenShell(WORDS).replace(/<script[^>]*><\/script>/, ''));
  const input = document.getElementById('first-screen-card') as HTMLInputElement;
  input.value = typed;
  if (caret) {
    input.focus();
    input.setSelectionRange(...caret);
  }
  // What its script does on Enter (renderer/public/first-screen.js).
  if (asked) (input.form as HTMLFormElement).dataset['asked'] = 'true';
}

const desk = (lock: LockStatus, setupNeeded = false) =>
  answer({
    'app.state': () => ({ ok: true, value: { setupNeeded, mode: 'demo', timeZone: DESK_TIME_ZONE } }),
    'lock.status': () => ({ ok: true, value: lock }),
    'visits.current': () => ({ ok: true, value: null }),
    'members.recent': () => ({ ok: true, value: [] }),
    'members.lookup': () => ({ ok: true, value: MEMBER }),
  });

beforeEach(() => {
  useVisitFlow.getState().reset();
  useAppState.setState({ setupNeeded: undefined });
  useLock.setState({ status: undefined, shown: undefined, reloads: undefined });
  useNavigation.getState().goTo('visit');
});
afterEach(cleanup);

it('takes what was typed, the caret and the focus, in the frame the card lookup first shows in', async () => {
  desk(OPEN);
  standIn({ typed: 'CD-100001', caret: [3, 3], asked: false });
  render(<App />);
  // The stand-in's own field is there until the page's shows: then only the page's.
  await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  const field = screen.getByLabelText<HTMLInputElement>('Card number');
  expect(field.value).toBe('CD-100001');
  expect(document.activeElement).toBe(field);
  expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  expect(inputsOf('members.lookup')).toEqual([]);
});

it('looks up the card when Enter was pressed in the stand-in', async () => {
  desk(OPEN);
  standIn({ typed: ' CD-1000017 ', caret: [12, 12], asked: true });
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Achieng Otieno' })).toBeTruthy();
  expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-1000017' }]);
});

it('keeps the field empty and unfocused when nothing was typed and the focus was elsewhere', async () => {
  desk(OPEN);
  standIn({ typed: '', asked: false });
  render(<App />);
  await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  const field = screen.getByLabelText<HTMLInputElement>('Card number');
  expect(field.value).toBe('');
  expect(inputsOf('members.lookup')).toEqual([]);
});

it('drops the stand-in and what it held when the desk opens locked: nothing is looked up', async () => {
  desk({ ...OPEN, locked: true });
  standIn({ typed: 'CD-1000017', caret: [10, 10], asked: true });
  render(<App />);
  await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  expect(screen.getByLabelText('Card number', { selector: 'input' })).toHaveProperty('value', '');
  expect(inputsOf('members.lookup')).toEqual([]);
});

it('drops the stand-in when the first run asks how the desk starts', async () => {
  desk(OPEN, true);
  standIn({ typed: 'CD-1000017', caret: [10, 10], asked: true });
  render(<App />);
  await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(inputsOf('members.lookup')).toEqual([]);
});
