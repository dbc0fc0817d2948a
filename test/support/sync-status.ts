/** A sync status for tests (the page's and the core's doubles): idle and online, nothing waiting, never synced; override what a test needs. */
import type { SyncStatus } from '../../shared/domain/sync';

export const syncStatus = (patch: Partial<SyncStatus> = {}): SyncStatus => ({
  connectivity: 'online',
  phase: 'idle',
  pendingCount: 0,
  unconfirmedCount: 0,
  waitingOnDocumentCount: 0,
  needsAttentionCount: 0,
  needsAttentionByKind: { 'in-doubt': 0, refused: 0, 'price-changed': 0, 'another-claim': 0 },
  pendingDocumentCount: 0,
  documentsNeedingAttentionCount: 0,
  unreadBatchCount: 0,
  amounts: { sentAs: 'unit', serviceReading: null, differingCount: 0 },
  lastSuccessfulSyncAt: null,
  lastAttemptAt: null,
  ...patch,
});
