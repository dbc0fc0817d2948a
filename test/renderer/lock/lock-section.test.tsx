// @vitest-environment jsdom
/**
 * Settings › Locked screen: the idle time is a setting saved by Settings' one Save (settings.update); the PIN is set through
 * lock.setPin, with the current one once one is set, typed twice, and refused next to the field concerned.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LockSection } from '../../../renderer/screens/settings/LockSection';
import { useLock } from '../../../renderer/stores/lock';
import type { LockStatus } from '../../../shared/domain/lock';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { renderWithSaveBar, saveSettings } from '../settings/save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const NO_PIN: LockStatus = { locked: false, pinSet: false, idleMinutes: 5, retryAt: null, people: [], person: null };

beforeEach(() => useLock.setState({ status: undefined }));
afterEach(cleanup);

it('saves the idle time as a setting', async () => {
  answer({
    'lock.status': () => ({ ok: true, value: NO_PIN }),
    'settings.update': () => ({ ok: true, value: settingsView({ lock: { idleMinutes: 2 } }) }),
  });
  renderWithSaveBar(<LockSection idleMinutes={5} />);
  fireEvent.change(screen.getByLabelText('Lock after (minutes)'), { target: { value: '2' } });
  expect(screen.getByText('Not saved yet, on: At the desk.')).toBeTruthy();
  saveSettings();
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update')).toEqual([{ lock: { idleMinutes: 2 } }]);
  // What the setting changes is read again once it is saved.
  await waitFor(() => expect(inputsOf('lock.status').length).toBeGreaterThan(1));
});

it('sets a first PIN typed twice alike, and says there was none', async () => {
  answer({
    'lock.status': () => ({ ok: true, value: NO_PIN }),
    'lock.setPin': () => ({ ok: true, value: { ...NO_PIN, pinSet: true } }),
  });
  render(<LockSection idleMinutes={5} />);
  expect(await screen.findByText(/No PIN is set: the screen still locks/)).toBeTruthy();
  expect(screen.queryByLabelText('Current PIN')).toBeNull();
  fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: '4829' } });
  fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '4828' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the PIN' }));
  expect(await screen.findByText('The two new PINs are not the same.')).toBeTruthy();
  expect(inputsOf('lock.setPin')).toEqual([]);

  fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '4829' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the PIN' }));
  expect(await screen.findByText('The PIN is set.')).toBeTruthy();
  expect(inputsOf('lock.setPin')).toEqual([{ current: '', pin: '4829' }]);
  // Now one is set: the current one is asked for, and the fields are empty again.
  expect(screen.getByLabelText<HTMLInputElement>('Current PIN').value).toBe('');
  expect(screen.getByLabelText<HTMLInputElement>('New PIN').value).toBe('');
});

it('shows the core’s refusal next to the field it concerns', async () => {
  answer({
    'lock.status': () => ({ ok: true, value: { ...NO_PIN, pinSet: true } }),
    'lock.setPin': ({ pin }) => ({
      ok: false,
      error:
        pin === '12'
          ? { code: 'pin-form', message: 'A PIN is 4 to 12 digits.' }
          : { code: 'wrong-pin', message: 'That PIN is not right. Try again.' },
    }),
  });
  render(<LockSection idleMinutes={5} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(await waitFor(() => 'Current PIN'), '0000');
  type('New PIN', '12');
  type('New PIN again', '12');
  fireEvent.click(screen.getByRole('button', { name: 'Set the PIN' }));
  const form = await screen.findByText('A PIN is 4 to 12 digits.');
  expect(screen.getByLabelText('New PIN').getAttribute('aria-describedby')).toContain(form.id);

  type('New PIN', '5555');
  type('New PIN again', '5555');
  fireEvent.click(screen.getByRole('button', { name: 'Set the PIN' }));
  const wrong = await screen.findByText('That PIN is not right. Try again.');
  expect(screen.getByLabelText('Current PIN').getAttribute('aria-describedby')).toContain(wrong.id);
});
