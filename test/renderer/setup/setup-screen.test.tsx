// @vitest-environment jsdom
/**
 * The first-run choice, as the frame shows it when the core says setup is needed: marked "Demo" (the demo runs
 * behind it), the insurer's service tested before anything is saved, or the demo kept as the choice.
 */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/App';
import { i18n } from '../../../renderer/i18n';
import { useAppState } from '../../../renderer/stores/app-state';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSettings } from '../../../renderer/stores/settings';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { SettingsView } from '../../../shared/ops/operations';
import { answer, callOp, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const DEMO = settingsView({ serviceUrl: null });
const REACHED = { reachable: true, message: 'Connected: the service lists 12 tariff items.', tariffCount: 12 };

/** A desk on its first run: the demo behind the choice; `after` is what the core says once a service is saved. */
function firstRun(after: { setupNeeded: boolean; view: SettingsView; recoveryKey?: string }) {
  let saved = false;
  answer({
    'app.state': () => ({
      ok: true,
      value: { setupNeeded: !saved || after.setupNeeded, mode: 'demo', timeZone: DESK_TIME_ZONE },
    }),
    'app.tryDemo': () => ({ ok: true, value: { setupNeeded: false, mode: 'demo', timeZone: DESK_TIME_ZONE } }),
    'settings.get': () => ({ ok: true, value: DEMO }),
    'settings.testConnection': () => ({ ok: true, value: REACHED }),
    'settings.update': (patch) => {
      if (patch.serviceUrl !== undefined) saved = true;
      return { ok: true, value: saved ? after.view : DEMO };
    },
    'members.recent': () => ({ ok: true, value: [] }),
    'visits.current': () => ({ ok: true, value: null }),
    'notices.list': () => ({ ok: true, value: [] }),
    'recovery.issue': () => ({ ok: true, value: { recoveryKey: after.recoveryKey ?? null } }),
  });
}

const heading = (): HTMLElement => screen.getByRole('heading', { level: 2, name: 'Welcome to ClaimDesk' });
const connectForm = (): HTMLElement => screen.getByRole('form', { name: 'Connect to the insurer' });

beforeEach(() => {
  useAppState.setState({ setupNeeded: undefined });
  useSettings.setState({ view: undefined, loadError: undefined });
  useVisitFlow.getState().reset();
  useNavigation.getState().goTo('visit');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the first-run choice', () => {
  it('shows instead of the screens, marked Demo, with the focus on its heading', async () => {
    firstRun({ setupNeeded: false, view: DEMO });
    render(<App />);
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(screen.getByTitle('DEMO — simulated insurer service').textContent).toBe('DEMO — simulated insurer service');
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sync status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try the demo' })).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();
  });

  it('"Try the demo" is kept by the core and opens the desk', async () => {
    firstRun({ setupNeeded: false, view: DEMO });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
    expect(inputsOf('app.tryDemo')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Welcome to ClaimDesk' })).toBeNull();
    expect(screen.getByTitle('DEMO — simulated insurer service').textContent).toBe('DEMO — simulated insurer service');
  });

  it('asks for the address and the token before testing anything', async () => {
    firstRun({ setupNeeded: false, view: DEMO });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Test and connect' }));
    const address = screen.getByLabelText('Service address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Access token').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);
    expect(within(connectForm()).getByText("Enter the address of the insurer's service.")).toBeTruthy();
    expect(inputsOf('settings.testConnection')).toEqual([]);
  });

  it('saves nothing when the test does not reach the service, and says why', async () => {
    answer({
      'app.state': () => ({ ok: true, value: { setupNeeded: true, mode: 'demo', timeZone: DESK_TIME_ZONE } }),
      'settings.get': () => ({ ok: true, value: DEMO }),
      'notices.list': () => ({ ok: true, value: [] }),
      'settings.testConnection': () => ({
        ok: true,
        value: {
          reachable: false,
          message: "The service refused the token. Check it with the insurer's administrator.",
        },
      }),
    });
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Service address'), { target: { value: 'https://insurer.example' } });
    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'wrong-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test and connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service could not be used');
    expect(alert.textContent).toContain('The service refused the token.');
    expect(inputsOf('settings.testConnection')).toEqual([
      { serviceUrl: 'https://insurer.example', token: 'wrong-token' },
    ]);
    expect(inputsOf('settings.update')).toEqual([]);
  });

  it('tests, saves, keeps the language shown on the new desk, and opens it', async () => {
    const onService = settingsView({ mode: 'service', serviceUrl: 'https://insurer.example', hasToken: true });
    firstRun({ setupNeeded: false, view: onService });
    render(<App />);
    await screen.findByLabelText('Service address');
    await act(() => i18n.changeLanguage('sw'));
    fireEvent.change(screen.getByLabelText('Anwani ya huduma'), { target: { value: ' https://insurer.example ' } });
    fireEvent.change(screen.getByLabelText('Tokeni ya kufikia'), { target: { value: 'the-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jaribu na uunganishe' }));

    expect(await screen.findByRole('navigation', { name: /./ })).toBeTruthy();
    expect(inputsOf('settings.update')).toEqual([
      { serviceUrl: 'https://insurer.example', token: 'the-token' },
      { language: 'sw' },
    ]);
    const calls = callOp.mock.calls.map(([name]) => name);
    expect(calls.indexOf('settings.testConnection')).toBeLessThan(calls.indexOf('settings.update'));
    // Working with the insurer now: no demo badge.
    expect(screen.queryByText(/MAJARIBIO/)).toBeNull();
  });

  it('shows the desk’s first recovery key once it is connected, until IT has written it down', async () => {
    const onService = settingsView({ mode: 'service', serviceUrl: 'https://insurer.example', hasToken: true });
    const key = '7K3QD-M0X4H-9ZT2B-AAAAA-BBBBB-CCCCC-DDDDD';
    firstRun({ setupNeeded: false, view: onService, recoveryKey: key });
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Service address'), { target: { value: 'https://insurer.example' } });
    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'the-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test and connect' }));
    const shown = await screen.findByLabelText('Recovery key', { selector: 'p' });
    expect(shown.textContent).toBe(key.replace(/-/g, ''));
    expect(inputsOf('recovery.issue')).toEqual([{ reason: 'setup' }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have written it down' }));
    await waitFor(() => expect(screen.queryByLabelText('Recovery key', { selector: 'p' })).toBeNull());
  });

  it('says a restart is needed where the host takes its service at start (browser mode)', async () => {
    firstRun({ setupNeeded: true, view: { ...DEMO, serviceUrl: 'https://insurer.example', restartNeeded: true } });
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Service address'), { target: { value: 'https://insurer.example' } });
    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'the-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test and connect' }));
    await screen.findByText('The service is saved. Restart ClaimDesk to start working with it.');
    expect(heading()).toBeTruthy();
  });
});

it('opens the desk at once when the core does not ask (or cannot say)', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: DEMO }),
    'members.recent': () => ({ ok: true, value: [] }),
    'visits.current': () => ({ ok: true, value: null }),
  });
  render(<App />);
  expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Welcome to ClaimDesk' })).toBeNull();
});
