/**
 * The sync engine's status: read once with sync.status, then kept current by
 * every sync.statusChanged event (the engine tells one after every run's change and
 * every change of the store: main/sync/engine/sync-engine.ts). `deskSyncState` reduces
 * it to the states staff see, each earned:
 *
 * - syncing: a run is under way;
 * - offline: the service was not reached (not an error: nothing is lost); offline wins over failed;
 * - slowed / failed: the last run stopped (the insurer asked to wait; or something went wrong);
 * - checking: nothing has answered yet this session;
 * - waiting-on-you: the service answers, but something needs a person (a claim refused, in doubt, held over a
 *   changed price or another claim, held for its referral letter; a document to check);
 * - connected: the service answers and nothing needs a person, but something is still to do (claims or
 *   documents waiting to go, insurer statuses not read);
 * - up-to-date: only when nothing waits and nothing needs a person.
 */
import { create } from 'zustand';
import { callOp, onEvent } from '../api';
import type { SyncStatus } from '../../shared/domain/sync';
import type { OperationError } from '../../shared/ops/define';

export type DeskSyncState =
  'offline' | 'syncing' | 'slowed' | 'failed' | 'checking' | 'waiting-on-you' | 'connected' | 'up-to-date';

/** Something needs a person: a claim or document staff must look at, or a claim held for its referral letter. */
export const needsYou = (status: SyncStatus): boolean =>
  status.needsAttentionCount > 0 || status.documentsNeedingAttentionCount > 0 || status.waitingOnDocumentCount > 0;

/** Something is still to do that ClaimDesk does by itself. */
const stillToDo = (status: SyncStatus): boolean =>
  status.pendingCount > 0 || status.pendingDocumentCount > 0 || status.unreadBatchCount > 0;

export function deskSyncState(status: SyncStatus): DeskSyncState {
  if (status.phase === 'syncing') return 'syncing';
  if (status.connectivity === 'offline') return 'offline';
  // The insurer asked ClaimDesk to wait: not a failure, nothing is lost.
  if (status.phase === 'failed' && status.slowDownUntil !== undefined) return 'slowed';
  if (status.phase === 'failed') return 'failed';
  if (status.connectivity === 'unknown') return 'checking';
  if (needsYou(status)) return 'waiting-on-you';
  if (stillToDo(status)) return 'connected';
  return 'up-to-date';
}

interface SyncStatusState {
  readonly status: SyncStatus | undefined;
  /** Why the status or the last "Sync now" could not be asked for. */
  readonly error: OperationError | undefined;
  readonly requesting: boolean;
  /** Loads the status and follows its changes; answers the unsubscribe. */
  readonly follow: () => () => void;
  readonly syncNow: () => Promise<void>;
}

/** The claims whose amounts the insurer recorded otherwise than sent (the amounts warning's list). */
export const checkAmounts = () => callOp('claims.amountCheck', {});

export const useSyncStatus = create<SyncStatusState>()((set) => ({
  status: undefined,
  error: undefined,
  requesting: false,
  follow: () => {
    const stop = onEvent('sync.statusChanged', (status) => set({ status, error: undefined }));
    void callOp('sync.status', {}).then((result) =>
      set((state) => (result.ok ? { status: state.status ?? result.value } : { error: result.error })),
    );
    return stop;
  },
  syncNow: async () => {
    set({ requesting: true });
    const result = await callOp('sync.now', {});
    set(
      result.ok
        ? { status: result.value, error: undefined, requesting: false }
        : { error: result.error, requesting: false },
    );
  },
}));
