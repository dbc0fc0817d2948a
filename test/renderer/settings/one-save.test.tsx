// @vitest-environment jsdom
/**
 * Settings' one way to save (renderer/screens/settings/settings-drafts.ts): changes on several pages are kept
 * across page switches and a screen left, named in the bar, saved together by one Save (or Enter in a field) as
 * one settings.update, the updater's own operation only after it was taken; a refusal names the page of its
 * field and saves nothing; Undo puts the saved values back.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SettingsScreen } from '../../../renderer/screens/settings/SettingsScreen';
import { undoAllDrafts } from '../../../renderer/screens/settings/settings-drafts';
import { useSettings } from '../../../renderer/stores/settings';
import type { LockStatus } from '../../../shared/domain/lock';
import { problem } from '../../../shared/domain/problems';
import type { OperationInput } from '../../../shared/ops/operations';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { updateStatus } from '../updates/fixtures';
import { saveSettings, saveState } from './save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const VIEW = settingsView();
const IDLE = 'Lock after (minutes)';
const CLINIC = 'Clinic name';
const DEFER = 'Days staff may answer “Later”';
const UNLOCKED: LockStatus = { locked: false, pinSet: false, idleMinutes: 5, retryAt: null, people: [], person: null };

const openPage = (name: string): void => void fireEvent.click(screen.getByRole('tab', { name }));
const value = (label: string): string => screen.getByLabelText<HTMLInputElement>(label).value;
const type = (label: string, typed: string): void =>
  void fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });

/** The desk answers every save with the view it makes; an idle time of 0 is refused next to its field. */
function desk(): void {
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'idle' }) }),
    'lock.status': () => ({ ok: true, value: UNLOCKED }),
    'settings.update': (patch: OperationInput<'settings.update'>) =>
      patch.lock?.idleMinutes === 0
        ? {
            ok: false,
            error: {
              code: 'invalid-input',
              message: 'Please correct this and try again.',
              fields: [problem('lock.idleMinutes', 'input.tooSmall', { field: 'lock.idleMinutes', minimum: 1 })],
            },
          }
        : {
            ok: true,
            value: {
              ...VIEW,
              language: patch.language ?? VIEW.language,
              clinicName: patch.clinicName ?? VIEW.clinicName,
              lock: { idleMinutes: patch.lock?.idleMinutes ?? VIEW.lock.idleMinutes },
            },
          },
    'updates.configure': (settings) => ({
      ok: true,
      value: updateStatus({ phase: 'idle' }, { settings: { channel: 'stable', deferDays: 7, ...settings } }),
    }),
  });
}

beforeEach(async () => {
  undoAllDrafts();
  useSettings.setState({ view: undefined, loadError: undefined });
  desk();
  await useSettings.getState().load();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

it('keeps changes on several pages across page switches, names them, and saves them all as one update', async () => {
  render(<SettingsScreen />);
  type(IDLE, '10');
  expect(saveState()).toBe('Not saved yet, on: At the desk.');
  openPage('Insurer and claims');
  type(CLINIC, 'Uhai Clinic Westlands');
  openPage('At the desk');
  expect(value(IDLE)).toBe('10');
  expect(saveState()).toBe('Not saved yet, on: At the desk, Insurer and claims.');
  expect(inputsOf('settings.update')).toEqual([]);

  saveSettings();
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  const [patch, ...more] = inputsOf('settings.update');
  expect(more).toEqual([]);
  expect([patch?.lock, patch?.clinicName]).toEqual([{ idleMinutes: 10 }, 'Uhai Clinic Westlands']);
  openPage('Insurer and claims');
  expect(value(CLINIC)).toBe('Uhai Clinic Westlands');
  expect(saveState()).toBe('Settings saved.');
});

it('saves nothing when one field is refused, names its page from another, and keeps every change', async () => {
  render(<SettingsScreen />);
  type(IDLE, '0');
  openPage('This computer');
  await screen.findByLabelText(DEFER);
  type(DEFER, '3');
  saveSettings();
  expect(await screen.findByText('Correct the field marked in red, on: At the desk.')).toBeTruthy();
  // The updater's own operation waits for the desk's settings to be taken.
  expect(inputsOf('updates.configure')).toEqual([]);
  expect(value(DEFER)).toBe('3');
  openPage('At the desk');
  expect(screen.getByLabelText(IDLE).getAttribute('aria-invalid')).toBe('true');

  type(IDLE, '2');
  saveSettings();
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => patch.lock)).toEqual([{ idleMinutes: 0 }, { idleMinutes: 2 }]);
  expect(inputsOf('updates.configure')).toEqual([{ enabled: true, deferDays: 3 }]);
  expect(screen.queryByText('Correct the field marked in red, on: At the desk.')).toBeNull();
});

it('saves every change with Enter in a field, says when nothing changed, and undoes back to what is saved', async () => {
  render(<SettingsScreen />);
  fireEvent.submit(screen.getByLabelText(IDLE));
  expect(await screen.findByText('Nothing has changed since the last save.')).toBeTruthy();

  type(IDLE, '15');
  fireEvent.submit(screen.getByLabelText(IDLE));
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').map((patch) => patch.lock)).toEqual([{ idleMinutes: 15 }]);

  type(IDLE, '30');
  fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
  expect(value(IDLE)).toBe('15');
  expect(saveState()).toBe('');
  expect(screen.queryByRole('button', { name: 'Undo changes' })).toBeNull();
});

it('keeps a change when staff leave the screen and come back to it', () => {
  const first = render(<SettingsScreen />);
  type(IDLE, '20');
  first.unmount();
  render(<SettingsScreen />);
  expect(value(IDLE)).toBe('20');
  expect(saveState()).toBe('Not saved yet, on: At the desk.');
});

it('changes the language of the page only once it is saved', async () => {
  render(<SettingsScreen />);
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
  saveSettings();
  expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeTruthy();
  expect(inputsOf('settings.update')).toEqual([{ language: 'fr' }]);
});
