// @vitest-environment jsdom
/**
 * The notice above every screen: nothing until an update is ready; then "Restart and install" or "Later";
 * once staff agree, what the install waits for, and the core told each time the claim editor opens or closes.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateReady } from '../../../renderer/components/UpdateReady';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useUpdates } from '../../../renderer/stores/updates';
import type { UpdateState } from '../../../shared/domain/updates';
import { answer, emit, inputsOf } from '../fake-api';
import { resetUpdatesStore, updateStatus } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const READY: UpdateState = { phase: 'ready', version: '1.5.0', waitingFor: null };
const notice = () => screen.queryByRole('region', { name: 'Update' });

/** Renders the notice on `state` and waits for the status to be read. */
async function show(state: UpdateState): Promise<void> {
  answer({ 'updates.status': () => ({ ok: true, value: updateStatus(state) }) });
  render(<UpdateReady />);
  await vi.waitFor(() => expect(useUpdates.getState().status?.state).toEqual(state));
}

beforeEach(() => {
  resetUpdatesStore();
  useNavigation.setState({ screen: 'visit' });
});
afterEach(cleanup);

describe('the limit to “Later”', () => {
  it('says when the update will install at a start, with the time zone named', async () => {
    answer({
      'updates.status': () => ({
        ok: true,
        value: { ...updateStatus(READY), installsAfter: '2026-12-05T06:00:00.000Z' },
      }),
    });
    render(<UpdateReady />);
    const after = await screen.findByText(/^Installs at the next start after/);
    // the day and zone of the machine (CI also runs in UTC-12)
    expect(after.textContent).toMatch(/(4|5) Dec 2026.*\b(EAT|GMT[+-]\d+|UTC[+-]\d+|UTC|GMT)\b/);
    expect(after.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-05T06:00:00.000Z');
  });

  it('says nothing of it while no wait is known', async () => {
    await show(READY);
    expect(screen.queryByText(/^Installs at the next start after/)).toBeNull();
  });
});

describe('when it shows', () => {
  it.each<UpdateState>([
    { phase: 'off' },
    { phase: 'checking' },
    { phase: 'up-to-date', checkedAt: '2026-11-24T08:02:00.000Z' },
    { phase: 'downloading', version: '1.5.0', percent: 50 },
    {
      phase: 'failed',
      stage: 'check',
      failure: { reason: 'unreachable', detail: 'x' },
      failedAt: '2026-11-24T08:02:00.000Z',
    },
    { phase: 'unavailable' },
  ])('shows nothing while the updater is $phase', async (state) => {
    await show(state);
    expect(notice()).toBeNull();
  });

  it('appears when a download is ready, and goes for that version with “Later”', async () => {
    await show({ phase: 'downloading', version: '1.5.0', percent: 99 });
    act(() => emit('updates.statusChanged', updateStatus(READY)));
    expect((await screen.findByRole('region', { name: 'Update' })).textContent).toContain(
      'ClaimDesk 1.5.0 is ready to install.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(notice()).toBeNull();
    act(() => emit('updates.statusChanged', updateStatus({ ...READY, version: '1.6.0' })));
    expect(await screen.findByText('ClaimDesk 1.6.0 is ready to install.')).toBeTruthy();
  });

  it('says when it is installing', async () => {
    await show({ phase: 'installing', version: '1.5.0' });
    expect(await screen.findByText('Installing ClaimDesk 1.5.0. ClaimDesk closes and starts again.')).toBeTruthy();
  });
});

describe('installing from the notice', () => {
  it('tells the core the claim editor is open, shows why it waits, and tells it again when the editor closes', async () => {
    useNavigation.setState({ screen: 'claim' });
    await show(READY);
    answer({
      'updates.install': ({ claimEditorOpen }) => ({
        ok: true,
        value: updateStatus(
          claimEditorOpen ? { ...READY, waitingFor: ['editing'] } : { phase: 'installing', version: '1.5.0' },
        ),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restart and install' }));
    expect(
      await screen.findByText(
        'The Claim screen is open. Save the claim and leave the screen; the install starts then.',
      ),
    ).toBeTruthy();
    expect(inputsOf('updates.install')).toEqual([{ claimEditorOpen: true }]);

    act(() => useNavigation.getState().goTo('outbox'));
    expect(await screen.findByText('Installing ClaimDesk 1.5.0. ClaimDesk closes and starts again.')).toBeTruthy();
    expect(inputsOf('updates.install')).toEqual([{ claimEditorOpen: true }, { claimEditorOpen: false }]);
  });

  it('after a reload while the install waits, tells the core where the page is now', async () => {
    answer({
      'updates.status': () => ({ ok: true, value: updateStatus({ ...READY, waitingFor: ['editing'] }) }),
      'updates.install': () => ({ ok: true, value: updateStatus({ phase: 'installing', version: '1.5.0' }) }),
    });
    render(<UpdateReady />);
    await screen.findByText('Installing ClaimDesk 1.5.0. ClaimDesk closes and starts again.');
    expect(inputsOf('updates.install')).toEqual([{ claimEditorOpen: false }]);
  });

  it('does not tell the core about the editor unless staff agreed', async () => {
    await show(READY);
    act(() => useNavigation.getState().goTo('claim'));
    act(() => useNavigation.getState().goTo('visit'));
    await screen.findByText('ClaimDesk 1.5.0 is ready to install.');
    expect(inputsOf('updates.install')).toEqual([]);
  });
});
