/**
 * Reconciliation, the run's step: every claim in doubt that is due, and every
 * queued claim taken back from a hand-over, is checked against one read of its
 * batch, and the decision (decide.ts) is recorded with its audit entry. Nothing
 * is sent here: while the read fails, the claim waits in doubt and is never
 * resent blind.
 *
 * A claim is read back no sooner than its `settles_at` (settleMs after its
 * attempt), so that a request the service was still working on has landed.
 * A claim taken back from a hand-over is checked the same way before it is ever
 * sent from here (outbox/claim-outbox.ts takenBackToCheck): its baseline is the
 * newest read when it was exported, since the other desk could send it only
 * after that; one imported from a hand-over file has no baseline here, but the
 * file carries the claim numbers its maker knew were on the service. If another
 * desk sent it, its copy is adopted, its documents not uploaded from here are
 * held for staff (main/claims/taken-back.ts), and how the service read its
 * amounts is not inferred (the other desk wrote them by its own setting).
 */
import type { AuditOutcome } from '../../../shared/domain/audit';
import { revealedReading } from '../../claims/line-amounts';
import {
  deferInDoubt,
  markClaimNeedsAttention,
  markSubmitted,
  markTakenBackInDoubt,
  releaseClaim,
  waitForLookAlikes,
} from '../../claims/state';
import { holdDocumentsSentElsewhere } from '../../claims/taken-back';
import { recordAudit } from '../../store/audit';
import { writeTransaction } from '../../store/database';
import { firstSeenReads, recordBatchRead } from '../listings/batch-reads';
import {
  adoptedClaimNos,
  claimLines,
  dueUnconfirmedClaims,
  inDoubtOfBatch,
  takenBackToCheck,
  type OutboxClaim,
} from '../outbox/claim-outbox';
import { retryAt, type ItemOutcome, type RunContext } from '../run/context';
import { judgeFailure, type RunStop } from '../run/failure';
import {
  ambiguityMessage,
  decideBatch,
  lookAlikesPending,
  sentAsOf,
  type InDoubtClaim,
  type ReconcileDecision,
} from './decide';

const withLines = (ctx: RunContext, claim: OutboxClaim): InDoubtClaim => ({
  ...claim,
  lines: claimLines(ctx.db, claim.id),
});

/**
 * Reconciles every claim in doubt that is due, and every queued claim taken back
 * from a hand-over (none of them may be in flight), one batch read per batch.
 * Claims left waiting are added to `exclude` so the run does not touch them again.
 * A forced run (staff's "Sync now") skips the backoff of failed read-backs, never
 * the settle delay.
 */
export async function reconcileDue(
  ctx: RunContext,
  exclude: Set<string>,
  onItem: (outcome: ItemOutcome) => void,
): Promise<RunStop | undefined> {
  const { db } = ctx;
  const unchecked = takenBackToCheck(db, ctx.service);
  const due = [...dueUnconfirmedClaims(db, ctx.service, ctx.audit.now(), ctx.force), ...unchecked]
    .filter((claim) => !exclude.has(claim.id))
    .map((claim) => withLines(ctx, claim));
  const fresh = new Set(unchecked.map((claim) => claim.id));
  const batches = new Map<string, InDoubtClaim[]>();
  for (const claim of due) batches.set(claim.batchNo, [...(batches.get(claim.batchNo) ?? []), claim]);
  for (const [batchNo, ofBatch] of batches) {
    const pending = lookAlikesPending(ofBatch, inDoubtOfBatch(db, ctx.service, batchNo));
    const claims = ofBatch.filter((claim) => !pending.has(claim.id));
    // One taken back stays queued, unchecked, as when its batch cannot be read.
    waitForOthers(
      ctx,
      ofBatch.filter((claim) => pending.has(claim.id) && !fresh.has(claim.id)),
      pending,
    );
    // Not settled, not a failure: each is read back with its look-alikes, by a later run.
    for (const id of pending.keys()) exclude.add(id);
    if (claims.length === 0) continue;
    const read = await ctx.client.listClaimsByBatch({ batch_no: batchNo }, { signal: ctx.signal });
    const now = ctx.audit.now();
    if (!read.ok) {
      const verdict = judgeFailure(read.error, 'claim');
      if (verdict.kind === 'not-applied' && verdict.stop) return { error: read.error, stop: verdict.stop };
      writeTransaction(db, () => {
        for (const claim of claims) {
          // One taken back stays queued, unchecked: it is tried again by the next run.
          if (!fresh.has(claim.id)) deferInDoubt(db, claim.id, retryAt(ctx, claim.attempts + 1), now);
        }
      });
      for (const claim of claims) {
        exclude.add(claim.id);
        onItem({ kind: 'waiting', trouble: { error: read.error } });
      }
      continue;
    }
    recordBatchRead(db, batchNo, read.value, now);
    const decisions = decideBatch(claims, read.value, adoptedClaimNos(db, batchNo), firstSeenReads(db, batchNo));
    writeTransaction(db, () => {
      for (const claim of claims) {
        const decision = decisions.get(claim.id);
        if (!decision) continue;
        if (fresh.has(claim.id) && !markTakenBackInDoubt(db, claim.id)) continue;
        applyDecision(ctx, claim, decision, now);
      }
    });
    claims.forEach(() => onItem({ kind: 'settled' }));
  }
  return undefined;
}

/** Claims that wait for their look-alikes: read back no sooner than the latest of them is due, nor than a backoff. */
function waitForOthers(ctx: RunContext, claims: readonly InDoubtClaim[], until: ReadonlyMap<string, string>): void {
  const now = ctx.audit.now();
  writeTransaction(ctx.db, () => {
    for (const claim of claims) {
      const backoff = retryAt(ctx, claim.attempts);
      const latest = until.get(claim.id) ?? '';
      const at = latest > backoff.toISOString() ? new Date(latest) : backoff;
      waitForLookAlikes(ctx.db, claim.id, at, now);
    }
  });
}

function applyDecision(ctx: RunContext, claim: InDoubtClaim, decision: ReconcileDecision, now: Date): void {
  const { db } = ctx;
  const audit = (outcome: AuditOutcome, detail: string) =>
    recordAudit(db, { action: 'claim.send', outcome, subject: claim.id, detail }, ctx.audit);
  switch (decision.kind) {
    case 'adopt': {
      const recorded = decision.amountClaimed;
      const tells = recorded !== undefined && !claim.takenBack;
      const reading = tells ? revealedReading(claim.lines, sentAsOf(claim), recorded) : undefined;
      markSubmitted(db, claim.id, { claimNo: decision.claimNo, amountClaimed: recorded, reading }, now);
      if (claim.takenBack) {
        const held = holdDocumentsSentElsewhere(db, claim.id);
        audit(
          'ok',
          `checked with the insurer: sent from another computer (the desk it was handed to, or the PC this desk was moved from), as ${decision.claimNo}; ${held} document(s) held for staff`,
        );
        return;
      }
      audit('ok', `checked with the insurer: found as ${decision.claimNo}`);
      return;
    }
    case 'absent':
      releaseClaim(db, claim.id, null, now);
      audit('failed', 'checked with the insurer: not received; queued to send again');
      return;
    case 'ambiguous':
      markClaimNeedsAttention(db, claim.id, [ambiguityMessage(decision.claimNos)], true, now);
      audit('needs-attention', `checked with the insurer: ambiguous (${decision.claimNos.join(', ')})`);
      return;
  }
}
