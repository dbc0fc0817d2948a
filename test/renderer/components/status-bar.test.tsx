// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusBar } from '../../../renderer/components/StatusBar';
import { useSyncStatus } from '../../../renderer/stores/sync-status';
import type { SyncStatus } from '../../../shared/domain/sync';
import { syncStatus } from '../../support/sync-status';
import { answer, emit, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const BASE = syncStatus();

const bar = (): HTMLElement => screen.getByRole('region', { name: 'Sync status' });

async function showStatus(status: SyncStatus): Promise<void> {
  answer({ 'sync.status': () => ({ ok: true, value: status }), 'sync.now': () => ({ ok: true, value: status }) });
  render(<StatusBar />);
  await screen.findByText(
    (_, element) => element?.classList.contains('sync-state') === true && !/Reading/.test(element.textContent),
  );
}

beforeEach(() => useSyncStatus.setState({ status: undefined, error: undefined, requesting: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('status bar', () => {
  it('shows offline in grey words, not as a failure, even when the last run failed for it', async () => {
    await showStatus({
      ...BASE,
      connectivity: 'offline',
      phase: 'failed',
      pendingCount: 2,
      lastError: { message: 'x', whatToDo: 'y' },
    });
    expect(bar().textContent).toContain('Offline — claims are kept');
    expect(bar().className).toContain('status-offline');
    expect(bar().textContent).toContain('2 claims waiting');
    expect(bar().textContent).not.toContain('Sync failed');
  });

  it('shows a run with how much of it is done, beside what still waits', async () => {
    await showStatus({ ...BASE, phase: 'syncing', progress: { done: 1, total: 4 }, pendingCount: 3 });
    expect(bar().textContent).toContain('Sending 1 of 4…');
    expect(bar().textContent).toContain('3 claims waiting');
    expect(screen.getByRole('progressbar', { name: 'Sync progress' })).toBeTruthy();
  });

  it('shows a failure with what happened and what to do', async () => {
    await showStatus({
      ...BASE,
      phase: 'failed',
      needsAttentionCount: 1,
      needsAttentionByKind: { 'in-doubt': 0, refused: 1, 'price-changed': 0, 'another-claim': 0 },
      lastError: { message: "The service refused ClaimDesk's access key.", whatToDo: 'Check the token in Settings.' },
    });
    expect(bar().textContent).toContain("Sync failed: The service refused ClaimDesk's access key.");
    expect(bar().textContent).toContain('Check the token in Settings.');
    expect(bar().textContent).toContain('1 needs attention (1 refused)');
  });

  it('says the insurer asked to slow down, and until when, as waiting rather than a failure', async () => {
    await showStatus({
      ...BASE,
      phase: 'failed',
      pendingCount: 9,
      slowDownUntil: '2026-11-27T15:20:02.000Z',
      lastError: {
        message: 'The insurer asked ClaimDesk to slow down.',
        whatToDo: 'ClaimDesk waits until 15:20:02 UTC, as the insurer asked, then carries on by itself.',
      },
    });
    expect(bar().textContent).toContain('The insurer asked ClaimDesk to slow down.');
    expect(bar().textContent).toContain('ClaimDesk waits until 15:20:02');
    expect(bar().textContent).not.toContain('Sync failed');
    expect(bar().className).toContain('status-slowed');
    expect(bar().textContent).toContain('9 claims waiting');
  });

  it('says why the claims left for a person are', async () => {
    await showStatus({
      ...BASE,
      needsAttentionCount: 4,
      needsAttentionByKind: { 'in-doubt': 2, refused: 1, 'price-changed': 1, 'another-claim': 0 },
    });
    expect(bar().textContent).toContain('4 need attention (2 in doubt, 1 refused, 1 with a changed price)');
  });

  it('shows up to date with the age of the last sync, refreshed every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:03:00.000Z'));
    await showStatus({ ...BASE, lastSuccessfulSyncAt: '2026-11-21T11:00:00.000Z' });
    expect(bar().textContent).toContain('Up to date');
    expect(bar().textContent).toContain('(3 minutes ago)');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(bar().textContent).toContain('(4 minutes ago)');
  });

  it('is not up to date while the insurer’s statuses of some batches could not be read, and says so', async () => {
    await showStatus({ ...BASE, unreadBatchCount: 2, lastSuccessfulSyncAt: '2026-11-21T11:00:00.000Z' });
    expect(bar().textContent).not.toContain('Up to date');
    expect(bar().textContent).toContain('Connected — sending by itself');
    expect(screen.getByText(/0 claims waiting/).textContent).toBe(
      '0 claims waiting · insurer statuses of 2 batches not read (ClaimDesk tries again)',
    );
  });

  it('never says up to date before the service has answered', async () => {
    await showStatus({ ...BASE, connectivity: 'unknown', pendingCount: 1 });
    expect(bar().textContent).toContain('Checking the connection to the insurer…');
    expect(bar().textContent).not.toContain('Up to date');
    expect(bar().textContent).not.toContain('Connected');
  });

  it('follows sync.statusChanged events and runs "Sync now"', async () => {
    await showStatus(BASE);
    act(() => emit('sync.statusChanged', { ...BASE, connectivity: 'offline' }));
    expect(bar().textContent).toContain('Offline —');
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(inputsOf('sync.now')).toEqual([{}]);
    await screen.findByText('Up to date');
  });

  it.each<[string, Partial<SyncStatus>, string, string]>([
    ['nothing waits and nothing needs a person', {}, 'Up to date', 'status-up-to-date'],
    ['a claim waits to go', { pendingCount: 1 }, 'Connected — sending by itself', 'status-connected'],
    ['a document waits to upload', { pendingDocumentCount: 1 }, 'Connected — sending by itself', 'status-connected'],
    [
      'a claim was refused',
      { needsAttentionCount: 1, needsAttentionByKind: { ...BASE.needsAttentionByKind, refused: 1 } },
      'Connected — waiting on you',
      'status-waiting-on-you',
    ],
    [
      'a claim waits for its referral letter',
      { pendingCount: 1, waitingOnDocumentCount: 1 },
      'Connected — waiting on you',
      'status-waiting-on-you',
    ],
    [
      'a document must be checked',
      { documentsNeedingAttentionCount: 1 },
      'Connected — waiting on you',
      'status-waiting-on-you',
    ],
  ])('says only what is true when %s', async (_case, patch, said, className) => {
    await showStatus({ ...BASE, lastSuccessfulSyncAt: '2026-11-21T11:00:00.000Z', ...patch });
    expect(screen.getByRole('status').textContent).toBe(said);
    expect(bar().className).toContain(className);
    if (said !== 'Up to date') expect(bar().textContent).not.toContain('Up to date');
  });

  it('while offline, says when it tries next, counting down outside the live region', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00.000Z'));
    await showStatus({
      ...BASE,
      connectivity: 'offline',
      phase: 'failed',
      pendingCount: 1,
      nextTryAt: '2026-11-21T11:00:05.000Z',
      lastError: { message: 'x', whatToDo: 'y' },
    });
    expect(bar().textContent).toContain('next try in 5 seconds');
    expect(screen.getByRole('status').textContent).toBe('Offline — claims are kept');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(bar().textContent).toContain('next try in 2 seconds');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(bar().textContent).toContain('trying again now');
    // The probe answered: the status moves on by itself, and the next try is no longer said.
    act(() => emit('sync.statusChanged', { ...BASE, pendingCount: 0 }));
    expect(screen.getByRole('status').textContent).toBe('Up to date');
    expect(bar().textContent).not.toContain('next try');
  });
});
