// @vitest-environment jsdom
/**
 * No recovery key yet: the warning above the screens (with the way to Settings) and in Settings › Recovery key,
 * gone from both once a key is issued (the settings are read again); nothing when the desk has one.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RecoveryKeyMissing } from '../../../renderer/screens/recovery/RecoveryKeyMissing';
import { RecoverySection } from '../../../renderer/screens/settings/RecoverySection';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSettings } from '../../../renderer/stores/settings';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const WARNING = 'No recovery key yet: if this PC dies, its claims cannot be moved. Issue one and give it to IT.';
const KEY = 'ABCDE-FGHJK-MNPQR-STVWX-YZ234-56789-ABCDE';

beforeEach(() => {
  useNavigation.getState().goTo('visit');
  useSettings.setState({ view: settingsView({ mode: 'service', recoveryKeyMissing: true }), loadError: undefined });
});
afterEach(cleanup);

it('says it above the screens and in Settings until a key is issued', async () => {
  answer({
    'recovery.issue': () => ({ ok: true, value: { recoveryKey: KEY } }),
    'settings.get': () => ({ ok: true, value: settingsView({ mode: 'service', recoveryKeyMissing: false }) }),
  });
  const frame = render(<RecoveryKeyMissing />);
  expect(await screen.findByText(WARNING)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Issue a recovery key in Settings' }));
  expect(useNavigation.getState().screen).toBe('settings');
  expect(useNavigation.getState().params).toEqual({ settingsPage: 'data' });
  // On the Settings screen the section says it, not the frame.
  expect(screen.queryByText(WARNING)).toBeNull();
  frame.unmount();

  render(<RecoverySection />);
  expect(screen.getByText(WARNING)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Issue a new recovery key' }));
  await screen.findByRole('button', { name: 'I have written it down' });
  expect(inputsOf('recovery.issue')).toEqual([{ reason: 'replace' }]);
  await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
  expect(useSettings.getState().view?.recoveryKeyMissing).toBe(false);

  useNavigation.getState().goTo('visit');
  render(<RecoveryKeyMissing />);
  expect(screen.queryByText(WARNING)).toBeNull();
});

it('says nothing when the desk has a key', () => {
  useSettings.setState({ view: settingsView({ mode: 'service' }) });
  render(<RecoveryKeyMissing />);
  render(<RecoverySection />);
  expect(screen.queryByText(WARNING)).toBeNull();
  expect(screen.getByRole('button', { name: 'Issue a new recovery key' })).toBeTruthy();
});
