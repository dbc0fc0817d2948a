/**
 * The reports screen's one way to the core: the claims report over a range of the desk's days, the batches
 * sent, one batch's closing view, and when a sync run ends (the batch view is made again then).
 */
import type { SyncStatus } from '../../../shared/domain/sync';
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';

export const reportsModel = {
  claims: (range: OperationInput<'reports.claims'>) => callOp('reports.claims', range),
  batches: () => callOp('reports.batches', {}),
  batch: (batchNo: string) => callOp('reports.batch', { batchNo }),
  /** Asks for the batch's insurer statuses to be read again, by the sync engine's follow-up read. */
  readBatch: (batchNo: string) => callOp('followUp.readBatch', { batchNo }),
  onSyncStatus: (listener: (status: SyncStatus) => void) => onEvent('sync.statusChanged', listener),
};
