/** reports.*: the clinic's reports and a batch's closing view (main/reports), read from the store. */
import { say } from '../i18n/words';
import { batchClosing, claimsReport, listBatches } from '../reports';
import { found, ok, type HandlersOf } from './handler';

export const reportHandlers: HandlersOf<'reports'> = {
  'reports.claims': (query, core) => ok(claimsReport(core.store(), query)),
  'reports.batches': (_input, core) => ok(listBatches(core.store())),
  'reports.batch': ({ batchNo }, core) =>
    found(batchClosing(core.store(), batchNo), say('reports.noSuchBatch', { batchNo })),
};
