// @vitest-environment jsdom
/**
 * Settings › People at this desk: the people listed, "(you)" on the one signed in, who cannot retire herself;
 * adding one takes her name and her PIN typed twice alike; the core's refusals are shown; a retire asks first.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PeopleSection } from '../../../renderer/screens/settings/PeopleSection';
import type { PeopleView } from '../../../shared/domain/people';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const AMINA = { id: 1, name: 'Amina', addedAt: '2026-03-02T08:00:00.000Z', addedBy: '' };
const GRACE = { id: 2, name: 'Grace', addedAt: '2026-03-02T09:00:00.000Z', addedBy: 'Amina' };
const ONE: PeopleView = { people: [AMINA], retired: [], currentId: 1 };
const TWO: PeopleView = { people: [AMINA, GRACE], retired: [], currentId: 1 };

afterEach(cleanup);

it('adds a person with her PIN typed twice alike, and shows a name refused', async () => {
  answer({
    'lock.status': () => ({ ok: false, error: { code: 'internal', message: '?' } }),
    'people.list': () => ({ ok: true, value: ONE }),
    'people.add': ({ name }) =>
      name === 'amina'
        ? { ok: false, error: { code: 'name-taken', message: 'Someone at this desk is already called amina.' } }
        : { ok: true, value: TWO },
  });
  render(<PeopleSection />);
  expect(await screen.findByText('Amina (you)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retire Amina' })).toBeNull();
  const add = (name: string, pin: string, again: string): void => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.change(screen.getByLabelText('Her PIN'), { target: { value: pin } });
    fireEvent.change(screen.getByLabelText('Her PIN again'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the person' }));
  };
  add('Grace', '4829', '4828');
  expect(await screen.findByText('The two new PINs are not the same.')).toBeTruthy();
  expect(inputsOf('people.add')).toEqual([]);
  add('amina', '4829', '4829');
  expect(await screen.findByText('Someone at this desk is already called amina.')).toBeTruthy();
  add('Grace', '4829', '4829');
  expect(await screen.findByText('Grace can now sign in at this desk.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retire Grace' })).toBeTruthy();
  expect(inputsOf('people.add')).toEqual([
    { name: 'amina', pin: '4829' },
    { name: 'Grace', pin: '4829' },
  ]);
});

it('renames, and retires only after asking', async () => {
  answer({
    'lock.status': () => ({ ok: false, error: { code: 'internal', message: '?' } }),
    'people.list': () => ({ ok: true, value: TWO }),
    'people.rename': () => ({ ok: true, value: { ...TWO, people: [AMINA, { ...GRACE, name: 'Grace N.' }] } }),
    'people.retire': () => ({ ok: true, value: ONE }),
  });
  render(<PeopleSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Rename Grace' }));
  fireEvent.change(screen.getByLabelText('New name for Grace'), { target: { value: 'Grace N.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the name' }));
  expect(await screen.findByText('Grace N.')).toBeTruthy();
  expect(inputsOf('people.rename')).toEqual([{ id: 2, name: 'Grace N.' }]);

  fireEvent.click(screen.getByRole('button', { name: 'Retire Grace N.' }));
  expect(inputsOf('people.retire')).toEqual([]);
  fireEvent.click(await screen.findByRole('button', { name: 'Retire Grace N.' }));
  await waitFor(() => expect(screen.queryByText('Grace N.')).toBeNull());
  expect(inputsOf('people.retire')).toEqual([{ id: 2 }]);
});

it('with no one yet, says to set a PIN first', async () => {
  answer({
    'lock.status': () => ({ ok: false, error: { code: 'internal', message: '?' } }),
    'people.list': () => ({ ok: true, value: { people: [], retired: [], currentId: null } }),
  });
  render(<PeopleSection />);
  expect(await screen.findByText(/Set a PIN under “Locked screen” first/)).toBeTruthy();
  expect(screen.queryByLabelText('Name')).toBeNull();
});

it('shows the retired people on request, read-only, and no toggle when there are none', async () => {
  const retired = [{ id: 3, name: 'Zawadi', retiredAt: '2026-11-20T07:30:00.000Z' }];
  answer({
    'lock.status': () => ({ ok: false, error: { code: 'internal', message: '?' } }),
    'people.list': () => ({ ok: true, value: { ...ONE, retired } }),
  });
  render(<PeopleSection />);
  const toggle = await screen.findByLabelText('Show the retired person (1)');
  expect(screen.queryByRole('list', { name: 'Retired people' })).toBeNull();
  fireEvent.click(toggle);
  const list = screen.getByRole('list', { name: 'Retired people' });
  // the day in the desk's zone (CI runs UTC-12 too) (CI also runs in UTC-12)
  expect(list.textContent).toMatch(/^Zawadi, retired (19|20) Nov 2026/);
  expect(list.querySelector('button, input')).toBeNull();
  cleanup();
  answer({
    'lock.status': () => ({ ok: false, error: { code: 'internal', message: '?' } }),
    'people.list': () => ({ ok: true, value: ONE }),
  });
  render(<PeopleSection />);
  await screen.findByText('Amina (you)');
  expect(screen.queryByLabelText(/Show the retired/)).toBeNull();
});
