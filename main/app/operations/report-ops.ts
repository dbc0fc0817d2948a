/** reports.*: the clinic's reports and a batch's closing view (main/reports), read from the store. */
import { say } from '../../i18n/words';
import { batchClosing, claimsReport, listBatches } from '../../reports';
import { found, ok, type HandlersOf } from './handler';

export const reportHandlers: HandlersOf<'reports'> = {
  'reports.claims': (query, core) => ok(claimsReport(core.db, query, core.claimContext().now)),
  'reports.batches': (_input, core) => ok(listBatches(core.db)),
  'reports.batch': ({ batchNo }, core) =>
    found(batchClosing(core.db, batchNo, core.claimContext().now), say('reports.noSuchBatch', { batchNo })),
};
