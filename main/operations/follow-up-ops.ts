/**
 * followUp.*: the insurer's status of sent claims. Opening a batch asks the sync engine for a follow-up
 * read (never a read of its own, so the engine's backoff, offline state and sends come first); looking at
 * a claim and resubmitting a refused one are claim use cases.
 */
import { insurerStatusesSeen, markInsurerLooked, resubmitAsNewClaim } from '../claims';
import { say } from '../i18n/words';
import { readBatchSoon } from '../sync/follow-up/status-follow-up';
import { fail, ok, type HandlersOf } from './handler';

export const followUpHandlers: HandlersOf<'followUp'> = {
  'followUp.readBatch': ({ batchNo }, core) => ok(readBatchSoon(core, batchNo)),
  'followUp.looked': ({ id }, core) =>
    markInsurerLooked(core.claims(), id) ? ok({ looked: true as const }) : fail('not-found', say('claims.notOnDesk')),
  'followUp.statuses': (_input, core) => ok(insurerStatusesSeen(core.claims())),
  'followUp.resubmit': ({ id }, core) => resubmitAsNewClaim(core.claims(), id),
};
