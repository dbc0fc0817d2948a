/**
 * Reconciliation: deciding, without sending anything, what became of a claim
 * whose last attempt has an unknown outcome (lost answer, timeout, 5xx,
 * malformed answer, or a crash mid-send). The service has no idempotency key,
 * so resending blind could make a second claim.
 *
 * Rule. Read the claim's batch (GET /v1/claims/batch/{batch_no}) and keep the
 * remote summaries that match the local claim — same attendance date, same
 * claimed amount (as Money), same member name when the local one is known
 * (case and spaces ignored) — leaving out every claim_no a local claim already
 * holds. Then:
 *   - exactly one match → it is ours: adopt its claim_no (submitted);
 *   - none (and the read succeeded) → the attempt did not land: queue it again;
 *   - several → a person decides (needs-attention, still in doubt); never guess.
 * While the read itself fails, the claim waits in doubt; it is never resent blind.
 *
 * Invariant that keeps ambiguity rare (enforced by outbox.claimForSending): no
 * two local claims whose match keys collide are ever in doubt at the same time.
 * A claim waits while another with its key is `sending`. So when a claim is
 * reconciled, every other local claim with its key has a definite outcome —
 * submitted with a claim_no (excluded above) or never sent — and at most one
 * unadopted remote claim can be ours. Several matches can then only come from
 * claims made outside this desk's outbox (another desk, the insurer's portal).
 *
 * A claim is reconciled no sooner than `settleMs` after its attempt, so that a
 * request the service was still working on when we gave up has landed.
 */
import type { AuditOutcome } from '../../shared/domain/audit';
import { moneyFromNumber, type Money } from '../../shared/money';
import type { ClaimSummary } from '../../shared/wire/claims';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import { retryAt, type ItemOutcome, type RunContext } from './context';
import { judgeFailure, type RunStop } from './failure';
import { namesMatch, type MatchKey } from './match-key';
import {
  adoptedClaimNos,
  deferInDoubt,
  dueUnconfirmedClaims,
  markClaimNeedsAttention,
  markSubmitted,
  releaseClaim,
  type OutboxClaim,
} from './outbox';

export type ReconcileDecision =
  | { readonly kind: 'adopt'; readonly claimNo: string; readonly amountClaimed: Money }
  | { readonly kind: 'absent' }
  | { readonly kind: 'ambiguous'; readonly claimNos: readonly string[] };

/** The remote amount as Money, or undefined when it is not a usable amount (never a match then). */
function remoteAmount(summary: ClaimSummary): Money | undefined {
  try {
    return moneyFromNumber(summary.claimed_amount);
  } catch {
    return undefined;
  }
}

/** Pure: the decision for one local claim against its batch's summaries. Never throws. */
export function decideReconciliation(
  local: Omit<MatchKey, 'batchNo'>,
  remote: readonly ClaimSummary[],
  adopted: ReadonlySet<string>,
): ReconcileDecision {
  const matches: { claimNo: string; amount: Money }[] = [];
  for (const summary of remote) {
    if (adopted.has(summary.claim_no) || summary.attendance_date !== local.attendanceDate) continue;
    const amount = remoteAmount(summary);
    if (amount !== local.amount || !namesMatch(local.memberName, summary.member_name)) continue;
    if (!matches.some((match) => match.claimNo === summary.claim_no))
      matches.push({ claimNo: summary.claim_no, amount });
  }
  const [only, ...others] = matches;
  if (!only) return { kind: 'absent' };
  if (others.length === 0) return { kind: 'adopt', claimNo: only.claimNo, amountClaimed: only.amount };
  return { kind: 'ambiguous', claimNos: matches.map((match) => match.claimNo) };
}

/** What staff read on a claim left ambiguous. */
export function ambiguityMessage(claimNos: readonly string[]): string {
  const listed = claimNos.join(', ');
  return (
    `${claimNos.length} claims on the insurer's service match this one (${listed}) and ClaimDesk cannot tell which ` +
    'is ours. Check with the insurer which one is this claim, then choose it here; nothing was sent again.'
  );
}

// ── The reconciliation step of a run ────────────────────────────────────────

/**
 * Reconciles every claim in doubt that is due (none of them may be in flight),
 * one batch read per batch. Claims left waiting are added to `exclude` so the
 * run does not touch them again.
 */
export async function reconcileDue(
  ctx: RunContext,
  exclude: Set<string>,
  onItem: (outcome: ItemOutcome) => void,
): Promise<RunStop | undefined> {
  const { db } = ctx;
  const due = dueUnconfirmedClaims(db, ctx.audit.now()).filter((claim) => !exclude.has(claim.id));
  const batches = new Map<string, OutboxClaim[]>();
  for (const claim of due) batches.set(claim.batchNo, [...(batches.get(claim.batchNo) ?? []), claim]);
  for (const [batchNo, claims] of batches) {
    const read = await ctx.client.listClaimsByBatch({ batch_no: batchNo }, { signal: ctx.signal });
    const now = ctx.audit.now();
    if (!read.ok) {
      const verdict = judgeFailure(read.error, 'claim');
      if (verdict.kind === 'not-applied' && verdict.stop) return { error: read.error, stop: verdict.stop };
      writeTransaction(db, () => {
        for (const claim of claims) deferInDoubt(db, claim.id, retryAt(ctx, claim.attempts + 1), now);
      });
      for (const claim of claims) {
        exclude.add(claim.id);
        onItem({ kind: 'waiting', trouble: { error: read.error } });
      }
      continue;
    }
    const adopted = adoptedClaimNos(db, batchNo);
    for (const claim of claims) {
      const decision = decideReconciliation(claim, read.value, adopted);
      writeTransaction(db, () => applyDecision(ctx, claim, decision, now));
      if (decision.kind === 'adopt') adopted.add(decision.claimNo);
      onItem({ kind: 'settled' });
    }
  }
  return undefined;
}

function applyDecision(ctx: RunContext, claim: OutboxClaim, decision: ReconcileDecision, now: Date): void {
  const { db } = ctx;
  const audit = (outcome: AuditOutcome, detail: string) =>
    recordAudit(db, { action: 'claim.send', outcome, subject: claim.id, detail }, ctx.audit);
  switch (decision.kind) {
    case 'adopt':
      markSubmitted(db, claim.id, decision, now);
      audit('ok', `checked with the insurer: found as ${decision.claimNo}`);
      return;
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
