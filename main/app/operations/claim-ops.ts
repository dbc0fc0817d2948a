/**
 * claims.*: drafts, the outbox, and the insurer's own record. Queuing (or
 * requeuing, or resolving a claim in doubt) asks the sync engine for a run, so a
 * claim leaves the desk at once when the service is reachable.
 */
import {
  amountCheck,
  dropEditorDraft,
  getClaim,
  listClaims,
  outboxCounts,
  queueClaim,
  requeueClaim,
  resolveInDoubt,
  saveDraft,
  stashEditorDraft,
  stashedEditorDraft,
} from '../../claims';
import { remoteFailure } from '../../care/failures';
import { say } from '../../i18n/words';
import { errorCategory } from '../../remote/errors';
import { storeResult } from '../../store/store-errors';
import type { Core } from '../core';
import { fail, found, ok, type HandlerResult, type HandlersOf } from './handler';

function thenSync<T>(core: Core, result: HandlerResult<T>): HandlerResult<T> {
  if (result.ok) core.sync.runSoon();
  return result;
}

export const claimHandlers: HandlersOf<'claims'> = {
  'claims.save': (input, core) => saveDraft(core.db, input, core.claimContext()),
  'claims.queue': ({ id }, core) => thenSync(core, queueClaim(core.db, id, core.claimContext())),
  'claims.requeue': ({ id }, core) => thenSync(core, requeueClaim(core.db, id, core.claimContext())),
  'claims.get': ({ id }, core) => found(getClaim(core.db, id), say('claims.notOnDesk')),
  'claims.list': (query, core) => ok(listClaims(core.db, query)),
  'claims.counts': (_input, core) => ok(outboxCounts(core.db)),
  'claims.amountCheck': (_input, core) => ok(amountCheck(core.db)),
  'claims.stashDraft': (draft, core) => {
    const stored = storeResult(() => stashEditorDraft(core.db, draft, core.claimContext().now()), 'claimBeingWritten');
    return stored.ok ? ok({ stashed: true }) : fail(stored.error.code, stored.error.message);
  },
  'claims.stashedDraft': (_input, core) => ok(stashedEditorDraft(core.db) ?? null),
  'claims.dropStashedDraft': (_input, core) => {
    dropEditorDraft(core.db);
    return ok({ dropped: true });
  },

  'claims.resolveInDoubt': ({ id, resolution }, core) => {
    if (!resolveInDoubt(core.db, id, resolution, core.claimContext())) {
      return fail('not-in-doubt', say('claims.notWaitingForCheck'));
    }
    return thenSync(core, found(getClaim(core.db, id), say('claims.notOnDesk')));
  },

  'claims.remote': async (query, core) => {
    const answer =
      'batchNo' in query
        ? await core.client.listClaimsByBatch({ batch_no: query.batchNo })
        : await core.client.getClaim({ claim_no: query.claimNo });
    if (answer.ok) return ok(answer.value);
    // The service answers "no record" for a batch or number it does not hold: an empty answer, not a failure.
    if (errorCategory(answer.error) === 'not-found') return ok([]);
    return remoteFailure(answer.error);
  },
};
