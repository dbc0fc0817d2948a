// @vitest-environment jsdom
/**
 * The locked screen with two or more people: it asks who first (a list of names the keyboard works: arrows,
 * type-to-select, Enter), then her PIN, and signs her in by id; "Not …" goes back to the list; her own wait is
 * shown, not another's. With one person the screen is the PIN alone, as before.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LockPart } from '../../../renderer/components/LockScreenParts';
import { useLock } from '../../../renderer/stores/lock';
import type { LockStatus } from '../../../shared/domain/lock';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const PEOPLE = [
  { id: 1, name: 'Amina', retryAt: null },
  { id: 2, name: 'Grace', retryAt: null },
  { id: 3, name: 'Gloria', retryAt: null },
];
const LOCKED: LockStatus = { locked: true, pinSet: true, idleMinutes: 5, retryAt: null, people: PEOPLE, person: null };

beforeEach(() => useLock.setState({ status: undefined }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('asks who with the keyboard, then her PIN, and signs her in by id', async () => {
  answer({
    'lock.unlock': () => ({ ok: true, value: { ...LOCKED, locked: false, person: { id: 3, name: 'Gloria' } } }),
  });
  useLock.setState({ status: LOCKED });
  render(<LockPart />);
  const list = screen.getByRole('listbox', { name: /Who is at the desk/ });
  expect(document.activeElement).toBe(list);
  expect(screen.queryByLabelText('PIN')).toBeNull();
  const selected = (): string | null => screen.getByRole('option', { selected: true }).textContent;
  expect(selected()).toBe('Amina');
  fireEvent.keyDown(list, { key: 'ArrowDown', timeStamp: 1 });
  expect(selected()).toBe('Grace');
  // Typed letters within a second make one prefix: "gl" is Gloria.
  fireEvent.keyDown(list, { key: 'g', timeStamp: 5000 });
  fireEvent.keyDown(list, { key: 'l', timeStamp: 5200 });
  expect(selected()).toBe('Gloria');
  fireEvent.keyDown(list, { key: 'Home', timeStamp: 5300 });
  expect(selected()).toBe('Amina');
  fireEvent.keyDown(list, { key: 'End', timeStamp: 5400 });
  fireEvent.keyDown(list, { key: 'Enter', timeStamp: 5500 });

  const pin = await screen.findByLabelText('PIN');
  expect(screen.getByText('Gloria, enter your PIN to carry on.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(pin));
  fireEvent.change(pin, { target: { value: '4829' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  await waitFor(() => expect(inputsOf('lock.unlock')).toEqual([{ pin: '4829', personId: 3 }]));
});

it('goes back to the list with "Not …", and shows only her own wait', () => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') });
  answer({});
  const graceWaits = PEOPLE.map((one) => (one.id === 2 ? { ...one, retryAt: '2026-03-02T08:00:30.000Z' } : one));
  useLock.setState({ status: { ...LOCKED, people: graceWaits } });
  render(<LockPart />);
  fireEvent.click(screen.getByRole('option', { name: 'Amina' }));
  expect(screen.getByLabelText<HTMLInputElement>('PIN').disabled).toBe(false);
  expect(screen.queryByText(/You can try again in/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Not Amina' }));
  fireEvent.click(screen.getByRole('option', { name: 'Grace' }));
  expect(screen.getByLabelText<HTMLInputElement>('PIN').disabled).toBe(true);
  expect(screen.getByText(/You can try again in/).textContent).toContain('0:30');
  // Retired meanwhile (another window): the screen asks who again.
  act(() => useLock.setState({ status: { ...LOCKED, people: PEOPLE.filter((one) => one.id !== 2) } }));
  expect(screen.getByRole('listbox')).toBeTruthy();
});

it('with one person, asks for the PIN alone and sends no id', async () => {
  answer({ 'lock.unlock': () => ({ ok: true, value: { ...LOCKED, locked: false } }) });
  useLock.setState({ status: { ...LOCKED, people: PEOPLE.slice(0, 1) } });
  render(<LockPart />);
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4829' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
  await waitFor(() => expect(inputsOf('lock.unlock')).toEqual([{ pin: '4829' }]));
});
