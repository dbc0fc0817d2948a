// @vitest-environment jsdom
/**
 * The first-run screen under a policy: the policy's service address filled in and not to be changed (the token
 * typed enrols the desk, tested then saved for that address), and no demo when the policy requires enrolment.
 */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SetupScreen } from '../../../renderer/screens/setup/SetupScreen';
import { useSettings } from '../../../renderer/stores/settings';
import type { SettingsView } from '../../../shared/ops/operations';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const URL = 'https://insurer.example/api';
const REACHED = { reachable: true, message: 'Connected.', tariffCount: 12 };

async function show(policy: Partial<SettingsView['policy']>): Promise<void> {
  const view = settingsView({ policy: { locked: {}, problem: null, ...policy } });
  answer({
    'settings.get': () => ({ ok: true, value: view }),
    'settings.testConnection': () => ({ ok: true, value: REACHED }),
    'settings.update': () => ({ ok: true, value: view }),
    'app.state': () => ({ ok: true, value: { setupNeeded: false, mode: 'service', timeZone: DESK_TIME_ZONE } }),
  });
  await useSettings.getState().load();
  render(<SetupScreen />);
}

beforeEach(() => useSettings.setState({ view: undefined, loadError: undefined }));
afterEach(cleanup);

it('offers only the policy’s address: filled in, disabled, and the token typed enrols the desk there', async () => {
  await show({ serviceUrl: URL, locked: { 'service.url': '/etc/claimdesk/policy.json' } });
  const address = screen.getByLabelText<HTMLInputElement>('Service address');
  expect(address.value).toBe(URL);
  expect(address.disabled).toBe(true);
  expect(screen.getByText('Set by your administrator: this desk connects to this address only.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'fleet-token' } });
  fireEvent.click(screen.getByRole('button', { name: 'Test and connect' }));
  await waitFor(() => expect(inputsOf('settings.update')[0]).toEqual({ serviceUrl: URL, token: 'fleet-token' }));
  expect(inputsOf('settings.testConnection')).toEqual([{ serviceUrl: URL, token: 'fleet-token' }]);
});

it('without a policy address, the address is typed as before, and the demo is offered', async () => {
  await show({});
  expect(screen.getByLabelText<HTMLInputElement>('Service address').disabled).toBe(false);
  expect(screen.getByRole('button', { name: 'Try the demo' })).toBeTruthy();
});

it('required enrolment: no demo, the reason in its place, and why the saved service is not used', async () => {
  const refused =
    'Your administrator requires this desk to be enrolled on this computer: the token given by CLAIMDESK_TOKEN is not used.';
  await show({ enrolmentRequired: true, serviceRefused: refused });
  expect(screen.queryByRole('button', { name: 'Try the demo' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Enrolment required' })).toBeTruthy();
  expect(screen.getByText(refused)).toBeTruthy();
  expect(screen.getByText('Enrol this desk')).toBeTruthy();
});
