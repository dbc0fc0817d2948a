// @vitest-environment jsdom
/** Settings under a policy file: a locked field is disabled and says who set it; a refused file is a notice. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SettingsScreen } from '../../../renderer/screens/settings/SettingsScreen';
import { useSettings } from '../../../renderer/stores/settings';
import type { SettingsView } from '../../../shared/ops/operations';
import { answer } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { updateStatus } from '../updates/fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const FILE = '/etc/claimdesk/policy.json';

const describedText = (label: string): string => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

const disabled = (label: string): boolean =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).disabled;

async function show(view: SettingsView): Promise<void> {
  answer({
    'settings.get': () => ({ ok: true, value: view }),
    'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'off' }) }),
  });
  await useSettings.getState().load();
  render(<SettingsScreen />);
}

/** A page of the settings, by its tab, as staff open it. */
const openPage = (name: string): boolean => fireEvent.click(screen.getByRole('tab', { name }));

beforeEach(() => useSettings.setState({ view: undefined, loadError: undefined }));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

it('shows a value set by policy disabled, with the file that set it', async () => {
  await show(
    settingsView({
      deskName: 'Reception 1',
      lock: { idleMinutes: 10 },
      policy: {
        locked: {
          deskName: FILE,
          'lock.idleMinutes': FILE,
          language: FILE,
          'retention.documentDays': FILE,
          'updates.enabled': FILE,
        },
        problem: null,
      },
    }),
  );
  const note = `Set by your administrator (policy: ${FILE})`;
  const updates = 'Check for updates every day and download them';
  const lockedOn = (labels: readonly string[]): void => {
    for (const label of labels) {
      expect(disabled(label)).toBe(true);
      expect(describedText(label)).toContain(note);
    }
  };
  lockedOn(['Lock after (minutes)', 'Language']);
  openPage('This computer');
  await screen.findByLabelText(updates); // once the updater's status is in
  lockedOn([updates]);
  openPage('Data and backups');
  lockedOn(['Scanned documents, after the insurer received them']);
  // What the policy leaves to staff stays open.
  expect(disabled('Recent members, after their last look-up')).toBe(false);
  openPage('Insurer and claims');
  lockedOn(['Desk name']);
  expect(screen.getByLabelText<HTMLInputElement>('Desk name').value).toBe('Reception 1');
  expect(disabled('Staff name')).toBe(false);
  expect(disabled('Service address')).toBe(false);
  expect(screen.queryByText("IT's policy is refused: none of its settings apply")).toBeNull();
});

it('says why a policy file was refused, and locks nothing', async () => {
  const problem = `The policy file ${FILE} is refused, nothing of it applied: unknown key langauge`;
  await show(settingsView({ policy: { locked: {}, problem } }));
  expect(screen.getByText("IT's policy is refused: none of its settings apply")).toBeTruthy();
  expect(screen.getByText(problem)).toBeTruthy();
  // On every page, the receptionist's first.
  expect(disabled('Language')).toBe(false);
  openPage('Insurer and claims');
  expect(screen.getByText("IT's policy is refused: none of its settings apply")).toBeTruthy();
  expect(disabled('Desk name')).toBe(false);
});

it('names the registry key or the file per value, with IT’s contact, and locks the service address', async () => {
  const KEY = 'HKLM\\Software\\Policies\\ClaimDesk';
  const URL = 'https://insurer.example/api';
  await show(
    settingsView({
      serviceUrl: URL,
      policy: {
        locked: { deskName: FILE, 'lock.idleMinutes': KEY, 'service.url': KEY },
        problem: null,
        contact: 'IT desk, ext. 214',
        serviceUrl: URL,
        enrolmentRequired: false,
        serviceRefused: null,
      },
    }),
  );
  expect(describedText('Lock after (minutes)')).toContain(`(policy: ${KEY}; contact: IT desk, ext. 214)`);
  openPage('Insurer and claims');
  expect(describedText('Desk name')).toContain(
    `Set by your administrator (policy: ${FILE}; contact: IT desk, ext. 214)`,
  );
  expect(disabled('Service address')).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>('Service address').value).toBe(URL);
  expect(describedText('Service address')).toContain(`(policy: ${KEY}; contact: IT desk, ext. 214)`);
  expect(screen.queryByText('Enrol this desk again')).toBeNull();
});

it('says to enrol again when the saved service is not the policy’s', async () => {
  const refused = 'The saved service address (https://old.example) is not the one your administrator set …';
  await show(
    settingsView({
      hasToken: true,
      policy: { locked: {}, problem: null, serviceUrl: 'https://insurer.example', serviceRefused: refused },
    }),
  );
  expect(screen.getByText('Enrol this desk again')).toBeTruthy();
  expect(screen.getByText(refused)).toBeTruthy();
  openPage('Insurer and claims');
  // The token saved for the other address is not offered as this desk's.
  expect(describedText('Access token')).toContain('type its token');
  expect(describedText('Access token')).not.toContain('A token is saved');
});
