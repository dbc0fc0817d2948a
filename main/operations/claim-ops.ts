/**
 * claims.*: drafts, the outbox, and the insurer's own record. Queuing (or
 * requeuing, or resolving a claim in doubt) asks the sync engine for a run, so a
 * claim leaves the desk at once when the service is reachable.
 */
import {
  amountCheck,
  claimFacts,
  confirmDifferentVisit,
  deleteDraft,
  draftOnAuthorization,
  dropEditorDraft,
  getClaim,
  insurerRecord,
  listClaims,
  outboxCounts,
  queueClaim,
  requeueClaim,
  resolveInDoubt,
  returnToDraft,
  saveDraft,
  sendWithoutDocument,
  stashEditorDraft,
  stashedEditorDraft,
} from '../claims';
import { say } from '../i18n/words';
import type { Core } from '../core/core';
import { fail, found, ok, type HandlerResult, type HandlersOf } from './handler';

function thenSync<T>(core: Core, result: HandlerResult<T>): HandlerResult<T> {
  if (result.ok) core.sync.runSoon();
  return result;
}

export const claimHandlers: HandlersOf<'claims'> = {
  'claims.save': (input, core) => saveDraft(core.claims(), input),
  'claims.queue': ({ id, sendAnyway }, core) => thenSync(core, queueClaim(core.claims(), id, sendAnyway)),
  'claims.requeue': ({ id }, core) => thenSync(core, requeueClaim(core.claims(), id)),
  'claims.differentVisit': ({ id }, core) => thenSync(core, confirmDifferentVisit(core.claims(), id)),
  'claims.sendWithoutDocument': ({ id, reason }, core) =>
    thenSync(core, sendWithoutDocument(core.claims(), id, reason)),
  'claims.deleteDraft': ({ id }, core) => deleteDraft(core.claims(), id),
  'claims.backToDraft': ({ id }, core) => returnToDraft(core.claims(), id),
  'claims.get': ({ id }, core) => found(getClaim(core.claims(), id), say('claims.notOnDesk')),
  'claims.draftFor': ({ authorizationNo }, core) => {
    const id = draftOnAuthorization(core.claims(), authorizationNo);
    return ok(id === undefined ? null : { id });
  },
  'claims.list': (query, core) => ok(listClaims(core.claims(), query)),
  'claims.counts': (_input, core) => ok(outboxCounts(core.claims())),
  'claims.amountCheck': (_input, core) => ok(amountCheck(core.claims())),
  'claims.stashDraft': (draft, core) => {
    const stored = stashEditorDraft(core.claims(), draft);
    return stored.ok ? ok({ stashed: true }) : fail(stored.error.code, stored.error.message);
  },
  'claims.stashedDraft': (_input, core) => ok(stashedEditorDraft(core.claims()) ?? null),
  'claims.dropStashedDraft': (_input, core) => {
    dropEditorDraft(core.claims());
    return ok({ dropped: true });
  },
  'claims.facts': ({ authorizationNo, tariffIds, diagnosisCodes }, core) =>
    ok(claimFacts(core.claims(), authorizationNo, tariffIds, diagnosisCodes)),

  'claims.resolveInDoubt': ({ id, resolution }, core) => {
    const claims = core.claims();
    if (!resolveInDoubt(claims, id, resolution)) return fail('not-in-doubt', say('claims.notWaitingForCheck'));
    return thenSync(core, found(getClaim(claims, id), say('claims.notOnDesk')));
  },

  'claims.remote': (query, core) => insurerRecord(core.claims(), query),
};
