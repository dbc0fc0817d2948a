/**
 * The sync engine's status: read once with sync.status, then kept current by
 * every sync.statusChanged event. `deskSyncState` reduces it to the states staff
 * see; offline wins over failed, since an unreachable service is not an error, and
 * nothing reads "up to date" before the service has answered.
 */
import { create } from 'zustand';
import { callOp, onEvent } from '../api';
import type { SyncStatus } from '../../shared/domain/sync';
import type { OperationError } from '../../shared/ops/define';

export type DeskSyncState = 'offline' | 'syncing' | 'slowed' | 'failed' | 'checking' | 'up-to-date';

export function deskSyncState(status: SyncStatus): DeskSyncState {
  if (status.phase === 'syncing') return 'syncing';
  if (status.connectivity === 'offline') return 'offline';
  // The insurer asked ClaimDesk to wait: not a failure, nothing is lost.
  if (status.phase === 'failed' && status.slowDownUntil !== undefined) return 'slowed';
  if (status.phase === 'failed') return 'failed';
  if (status.connectivity === 'unknown') return 'checking';
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
