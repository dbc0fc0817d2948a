// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SettingsScreen } from '../../../renderer/screens/settings/SettingsScreen';
import { undoAllDrafts } from '../../../renderer/screens/settings/settings-drafts';
import { useSettings } from '../../../renderer/stores/settings';
import { useNavigation } from '../../../renderer/stores/navigation';
import { problem } from '../../../shared/domain/problems';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { updateStatus } from '../updates/fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const VIEW = settingsView();

const describedText = (label: string): string => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

beforeEach(() => {
  useSettings.setState({ view: undefined, loadError: undefined });
  undoAllDrafts();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** A page of the settings, by its tab, as staff open it. */
const openPage = (name: string): boolean => fireEvent.click(screen.getByRole('tab', { name }));

it('shows the demo state, says what the connection test found, and puts save errors next to their fields', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'off' }) }),
    'settings.testConnection': () => ({
      ok: true,
      value: { reachable: false, message: "The service refused the token. Check it with the insurer's administrator." },
    }),
    'settings.update': (patch) =>
      patch.serviceTimeZone === 'UTC'
        ? { ok: true, value: { ...VIEW, serviceUrl: 'https://insurer.example', hasToken: true, restartNeeded: true } }
        : {
            ok: false,
            error: {
              code: 'invalid-input',
              message: 'Please correct this and try again.',
              fields: [problem('serviceTimeZone', 'timeZone.unknown', { field: 'serviceTimeZone' })],
            },
          },
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);

  // The receptionist's page first; the IT person's each on its own.
  expect(screen.getByRole('tab', { name: 'At the desk' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('combobox', { name: /Language/ })).toBeTruthy();
  expect(screen.queryByLabelText('Service address')).toBeNull();
  openPage('Data and backups');
  expect(screen.getByText('/home/desk/.claimdesk')).toBeTruthy();
  openPage('This computer');
  expect(await screen.findByText('Updates are off.')).toBeTruthy();
  openPage('Insurer and claims');
  expect(screen.getByText('Demo — simulated insurer service')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Service address'), { target: { value: 'https://insurer.example' } });
  fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The service refused the token.');

  fireEvent.change(screen.getByLabelText('Service time zone'), { target: { value: 'Mars/Base' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByText('Service time zone must be a time zone such as UTC or Africa/Nairobi.');
  expect(describedText('Service time zone')).toContain('must be a time zone');
  expect(inputsOf('settings.update')).toEqual([
    {
      serviceUrl: 'https://insurer.example',
      clinicName: 'Uhai Clinic',
      deskName: 'Front desk',
      staffName: 'Amina',
      batchRule: { kind: 'monthly', prefix: 'B-' },
      serviceTimeZone: 'Mars/Base',
      lineAmounts: 'unit',
      countryCode: '254',
      severalClaimsPerAuthorization: false,
      documentSizeLimit: 1024 * 1024,
      referralLetter: 'hold',
      quantityThreshold: 30,
      tariffDropHoldPercent: 50,
      handoverUploadLimit: 64 * 1024 * 1024,
      token: 'secret',
    },
  ]);

  fireEvent.change(screen.getByLabelText('Service time zone'), { target: { value: 'UTC' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(screen.getByText('Restart needed')).toBeTruthy();
  expect(describedText('Service time zone')).toBe(
    'The zone the insurer writes its times in, such as UTC or Africa/Nairobi.',
  );
});

it('lets staff choose how line amounts are sent, saying it applies to claims sent from now on', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'settings.update': (patch) => ({
      ok: true,
      value: { ...VIEW, lineAmounts: patch.lineAmounts ?? VIEW.lineAmounts },
    }),
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);
  openPage('Insurer and claims');
  const group = screen.getByRole('group', { name: 'Line amounts are sent as' });
  const hint = document.getElementById(group.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toMatch(/^For claims sent from now on/);
  const unit = screen.getByRole<HTMLInputElement>('radio', { name: /Unit price/ });
  const total = screen.getByRole<HTMLInputElement>('radio', { name: /Line total/ });
  expect([unit.checked, total.checked]).toEqual([true, false]);
  fireEvent.click(total);
  // The country code as people write it, plus sign and all.
  fireEvent.change(screen.getByLabelText('Country code for phone numbers'), { target: { value: ' +255 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => [patch.lineAmounts, patch.countryCode])).toEqual([
    ['total', '255'],
  ]);
});

it('lets staff set the share of tariffs a full download may remove unchecked, and the largest hand-over file', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'settings.update': () => ({ ok: true, value: VIEW }),
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);
  openPage('Insurer and claims');
  const share = screen.getByLabelText<HTMLInputElement>(
    'Share of the tariffs a full download may remove unchecked (%)',
  );
  expect(share.value).toBe('50');
  fireEvent.change(share, { target: { value: ' 20 ' } });
  const largest = screen.getByLabelText<HTMLSelectElement>('Largest hand-over file taken in');
  expect(largest.value).toBe(String(64 * 1024 * 1024));
  fireEvent.change(largest, { target: { value: String(128 * 1024 * 1024) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => [patch.tariffDropHoldPercent, patch.handoverUploadLimit])).toEqual([
    [20, 128 * 1024 * 1024],
  ]);
});

it('lets staff say the insurer accepts several claims per authorization, off until they do, saying why', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'settings.update': (patch) => ({
      ok: true,
      value: { ...VIEW, severalClaimsPerAuthorization: patch.severalClaimsPerAuthorization ?? false },
    }),
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);
  openPage('Insurer and claims');
  const group = screen.getByRole('group', { name: 'Claims per authorization' });
  const hint = document.getElementById(group.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toMatch(
    /^Leave this off unless the insurer has said so in writing: an authorization is one visit/,
  );
  const several = screen.getByRole<HTMLInputElement>('checkbox', {
    name: 'The insurer accepts several claims per authorization',
  });
  expect(several.checked).toBe(false);
  fireEvent.click(several);
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => patch.severalClaimsPerAuthorization)).toEqual([true]);
});

it('asks for the token again when staff type a new service address, and shows the refusal next to it', async () => {
  const saved = settingsView({ mode: 'service', serviceUrl: 'https://insurer.example', hasToken: true });
  answer({
    'settings.get': () => ({ ok: true, value: saved }),
    'settings.update': (patch) =>
      patch.token === undefined
        ? {
            ok: false,
            error: {
              code: 'invalid-input',
              message: 'A new service address needs its token: enter the token again.',
              fields: [problem('token', 'settings.tokenAgain')],
            },
          }
        : { ok: true, value: { ...saved, serviceUrl: 'https://other.example', restartNeeded: true } },
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);
  openPage('Insurer and claims');
  const testButton = (): HTMLButtonElement => screen.getByRole('button', { name: 'Test connection' });

  expect(describedText('Access token')).toMatch(/^A token is saved/);
  expect(testButton().disabled).toBe(false);

  // The same address, written differently, keeps the saved token.
  fireEvent.change(screen.getByLabelText('Service address'), { target: { value: ' https://insurer.example/ ' } });
  expect(describedText('Access token')).toMatch(/^A token is saved/);

  fireEvent.change(screen.getByLabelText('Service address'), { target: { value: 'https://other.example' } });
  expect(describedText('Access token')).toBe(
    'This is a new address: type its token. The saved token is only sent to the address it was saved with.',
  );
  expect(testButton().disabled).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByText('A new service address needs its token: enter the token again.');
  expect(describedText('Access token')).toContain('enter the token again');

  fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'other-token-1234' } });
  expect(testButton().disabled).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => [patch.serviceUrl, patch.token])).toEqual([
    ['https://other.example', undefined],
    ['https://other.example', 'other-token-1234'],
  ]);
});

it('opens on the page a warning named, keeps the page across a reload, and moves by arrow keys', async () => {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'off' }) }),
  });
  await useSettings.getState().load();
  useNavigation.getState().goTo('settings', { settingsPage: 'insurer' });
  const first = render(<SettingsScreen />);
  expect(screen.getByRole('tab', { name: 'Insurer and claims' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByLabelText('Service address')).toBeTruthy();
  const insurer = screen.getByRole('tab', { name: 'Insurer and claims' });
  fireEvent.keyDown(insurer, { key: 'ArrowRight' });
  const data = screen.getByRole('tab', { name: 'Data and backups' });
  expect(document.activeElement).toBe(data);
  expect(screen.getByText('/home/desk/.claimdesk')).toBeTruthy();
  first.unmount();

  // A reload (or the screen opened from the tabs, with no page named) comes back to the page shown.
  useNavigation.getState().goTo('settings');
  render(<SettingsScreen />);
  expect(screen.getByRole('tab', { name: 'Data and backups' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByLabelText('Service address')).toBeNull();
});
