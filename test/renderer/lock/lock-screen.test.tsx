// @vitest-environment jsdom
/**
 * The locked screen in the page: the desk stays mounted under the lock (what was typed is still there after
 * unlocking, and the focus goes back to it) but is hidden and inert while the lock's PIN field has the focus;
 * wrong PINs show the core's refusal, a wait disables the field with the time left; the page locks by itself
 * after the idle time (a controlled clock) and on Ctrl+Shift+L.
 */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/App';
import { LockPart } from '../../../renderer/components/LockScreenParts';
import { useAppState } from '../../../renderer/stores/app-state';
import { useLock } from '../../../renderer/stores/lock';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSettings } from '../../../renderer/stores/settings';
import type { LockStatus } from '../../../shared/domain/lock';
import { answer, callOp, emit, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const OPEN: LockStatus = { locked: false, pinSet: true, idleMinutes: 5, retryAt: null, people: [], person: null };
const LOCKED: LockStatus = { ...OPEN, locked: true };

beforeEach(() => {
  useAppState.setState({ setupNeeded: undefined });
  useSettings.setState({ view: undefined, loadError: undefined });
  useLock.setState({ status: undefined, shown: undefined, reloads: undefined });
  useNavigation.getState().goTo('settings', { settingsPage: 'insurer' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const deskAnswers = (lock: LockStatus) => ({
  'app.state': () => ({ ok: true, value: { setupNeeded: false, mode: 'demo', timeZone: DESK_TIME_ZONE } }) as const,
  'settings.get': () => ({ ok: true, value: settingsView() }) as const,
  'visits.current': () => ({ ok: true, value: null }) as const,
  'lock.status': () => ({ ok: true, value: lock }) as const,
});

it('shows nothing before the core has said whether the desk is locked, then the lock alone', async () => {
  let tell: (status: LockStatus) => void = () => undefined;
  answer({
    ...deskAnswers(LOCKED),
    'lock.status': () => new Promise((resolve) => (tell = (value) => resolve({ ok: true, value }))),
  });
  const { container } = render(<App />);
  await waitFor(() => expect(inputsOf('lock.status')).toHaveLength(1));
  expect(container.querySelector('.app')).toBeNull();
  act(() => tell(LOCKED));
  const pin = await screen.findByLabelText('PIN');
  await waitFor(() => expect(document.activeElement).toBe(pin));
  const desk = container.querySelector('.app');
  expect(desk?.hasAttribute('inert')).toBe(true);
  expect(screen.getByRole('dialog', { name: 'ClaimDesk is locked' })).toBeTruthy();
});

it('keeps what was typed under the lock and gives the focus back; a wrong PIN is refused in words', async () => {
  // The core's lock, as the fake keeps it: a refusal makes the page read the status again.
  let core = OPEN;
  const now = (status: LockStatus) => ({ ok: true, value: (core = status) }) as const;
  answer({
    ...deskAnswers(OPEN),
    'lock.status': () => now(core),
    'lock.lock': () => now(LOCKED),
    'lock.unlock': ({ pin }) =>
      pin === '4829'
        ? now(OPEN)
        : { ok: false, error: { code: 'wrong-pin', message: 'That PIN is not right. Try again.' } },
  });
  const { container } = render(<App />);
  const deskName = await screen.findByLabelText('Desk name');
  fireEvent.change(deskName, { target: { value: 'Reception 2, typed' } });
  deskName.focus();

  // Pressed from the keyboard: the focus is on the button, but goes back to the work after unlocking.
  const lockNow = screen.getByRole('button', { name: 'Lock now' });
  lockNow.focus();
  fireEvent.click(lockNow);
  const pin = await screen.findByLabelText('PIN');
  expect(container.querySelector('.app')?.hasAttribute('inert')).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(pin));

  fireEvent.change(pin, { target: { value: '1111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  expect(await screen.findByText('That PIN is not right. Try again.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('PIN').value).toBe('');

  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4829' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(container.querySelector('.app')?.hasAttribute('inert')).toBe(false);
  // The same field, never unmounted: what was typed is there, and the focus is back on it.
  expect(screen.getByLabelText('Desk name')).toBe(deskName);
  expect((deskName as HTMLInputElement).value).toBe('Reception 2, typed');
  expect(document.activeElement).toBe(deskName);
  expect(inputsOf('lock.unlock')).toEqual([{ pin: '1111' }, { pin: '4829' }]);
});

it('locks when another window locks, and the desk’s own keys stay with the desk while locked', async () => {
  answer(deskAnswers(OPEN));
  render(<App />);
  await screen.findByLabelText('Desk name');
  act(() => emit('lock.statusChanged', LOCKED));
  const pin = await screen.findByLabelText('PIN');
  fireEvent.keyDown(pin, { key: '1', altKey: true });
  expect(useNavigation.getState().screen).toBe('settings');
});

it('waits with the field disabled and the time left, after too many wrong PINs', () => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') });
  answer({});
  useLock.setState({ status: LOCKED });
  render(<LockPart />);
  expect(screen.getByLabelText<HTMLInputElement>('PIN').disabled).toBe(false);
  // The core's status after the wrong PIN that started the wait.
  act(() => useLock.setState({ status: { ...LOCKED, retryAt: '2026-03-02T08:00:30.000Z' } }));
  expect(screen.getByLabelText<HTMLInputElement>('PIN').disabled).toBe(true);
  expect(screen.getByText(/You can try again in/).textContent).toContain('0:30');
  act(() => {
    vi.advanceTimersByTime(10_000);
  });
  expect(screen.getByText(/You can try again in/).textContent).toContain('0:20');
  expect(document.activeElement).toBe(screen.getByRole('dialog'));
  act(() => {
    vi.advanceTimersByTime(20_000);
  });
  expect(screen.getByLabelText<HTMLInputElement>('PIN').disabled).toBe(false);
  // The field may be used again: it has the focus back.
  expect(document.activeElement).toBe(screen.getByLabelText('PIN'));
  expect(screen.queryByText(/You can try again in/)).toBeNull();
});

it('with no PIN set, says anyone can open it and opens on one button', async () => {
  answer({ 'lock.unlock': () => ({ ok: true, value: { ...OPEN, pinSet: false } }) });
  useLock.setState({ status: { ...LOCKED, pinSet: false } });
  render(<LockPart />);
  expect(screen.getByText(/No PIN is set, so anyone can open this screen/)).toBeTruthy();
  const open = screen.getByRole('button', { name: 'Show the desk' });
  expect(document.activeElement).toBe(open);
  fireEvent.click(open);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(inputsOf('lock.unlock')).toEqual([{ pin: '' }]);
});

it('locks after the idle time with no activity, and not while there is some', () => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') });
  answer({ 'lock.lock': () => ({ ok: true, value: LOCKED }) });
  useLock.setState({ status: { ...OPEN, idleMinutes: 2 } });
  render(<LockPart />);
  act(() => {
    vi.advanceTimersByTime(90_000);
  });
  fireEvent.pointerMove(document.body);
  act(() => {
    vi.advanceTimersByTime(90_000);
  });
  fireEvent.keyDown(document.body, { key: 'a' });
  act(() => {
    vi.advanceTimersByTime(119_999);
  });
  expect(inputsOf('lock.lock')).toHaveLength(0);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(inputsOf('lock.lock')).toHaveLength(1);
});

it('locks on Ctrl+Shift+L', () => {
  answer({ 'lock.lock': () => ({ ok: true, value: LOCKED }) });
  useLock.setState({ status: OPEN });
  render(<LockPart />);
  fireEvent.keyDown(window, { key: 'L', ctrlKey: true, shiftKey: true });
  expect(callOp).toHaveBeenCalledWith('lock.lock', {});
});

it('loads the desk again once unlocked when the core refused it while locked (a page loaded while locked)', async () => {
  let core = LOCKED;
  const refused = { ok: false, error: { code: 'locked', message: 'The desk is locked.' } } as const;
  answer({
    ...deskAnswers(LOCKED),
    'lock.status': () => ({ ok: true, value: core }) as const,
    'lock.unlock': () => ({ ok: true, value: (core = OPEN) }) as const,
    'visits.current': () => (core.locked ? refused : ({ ok: true, value: null } as const)),
  });
  render(<App />);
  const pin = await screen.findByLabelText('PIN');
  await waitFor(() => expect(inputsOf('visits.current')).toHaveLength(1));
  const deskName = screen.getByLabelText('Desk name');
  fireEvent.change(pin, { target: { value: '4829' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The visit in progress is asked for again, and the screen is a new one, loaded unlocked.
  await waitFor(() => expect(inputsOf('visits.current')).toHaveLength(2));
  expect(screen.getByLabelText('Desk name')).not.toBe(deskName);

  // Locked again with the desk shown: unlocking keeps it as it was, even after a refusal meanwhile.
  const loaded = screen.getByLabelText('Desk name');
  act(() => emit('lock.statusChanged', (core = LOCKED)));
  await screen.findByLabelText('PIN');
  expect(await callOp('visits.current', {})).toMatchObject({ error: { code: 'locked' } });
  act(() => emit('lock.statusChanged', (core = OPEN)));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByLabelText('Desk name')).toBe(loaded);
  expect(inputsOf('visits.current')).toHaveLength(3);
});
