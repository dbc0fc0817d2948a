/**
 * Sends claims that claimForSending (outbox/claim-outbox.ts) has marked `sending` (write-ahead, committed), in
 * three steps the pipeline (pipeline.ts) spreads over its commits:
 *   takeClaims   — marks the next claims and reads each one's wire body, in the caller's transaction;
 *   sendClaim    — the request only; its verdict (settled / waiting / stop) is known at once;
 *   recordSent   — the definite outcome or the doubt, with its audit entry, in the caller's transaction.
 * Until recordSent's transaction commits, the claim stays `sending` with outcome_unknown = 1 in the store: a
 * crash in between leaves it in doubt, and reconciliation adopts its claim_no; it is never resent blind.
 *
 * Why a claim in doubt can always be recognised on the service later: claimForSending never hands out a claim
 * that could be confused (listings/recognise.ts) with one in doubt (see reconcile/decide.ts). A 200 whose body
 * cannot be read means stored but claim_no unknown: in doubt, like a lost answer.
 */
import { revealedReading, type PricedLine } from '../../claims/line-amounts';
import { claimNoHolder, getClaim } from '../../claims/read';
import { toClaimSubmission } from '../../claims/submission';
import { naming, wording } from '../../i18n/words';
import type { RemoteError } from '../../remote/errors';
import { insurerRefusal, recordAudit } from '../../store/audit';
import type { AuditOutcome } from '../../../shared/domain/audit';
import { formatMoney, tryMoneyFromNumber } from '../../../shared/money';
import type { ClaimSubmission } from '../../../shared/wire/claims';
import { retryAt, type ItemOutcome, type RunContext } from '../run/context';
import { judgeFailure, type Verdict } from '../run/failure';
import { holdIfLookAlike } from './look-alike-check';
import { markClaimNeedsAttention, markOutcomeUnknown, markSubmitted, releaseClaim } from '../../claims/state';
import { claimForSending, type OutboxClaim } from '../outbox/claim-outbox';

/** A claim marked `sending`, with the body read when it was marked (it cannot be edited while sending). */
export interface ClaimToSend extends OutboxClaim {
  readonly submission: ClaimSubmission;
  readonly lines: readonly PricedLine[];
}

type Answer =
  | { readonly kind: 'accepted'; readonly claimNo: string; readonly claimed: number }
  | { readonly kind: 'failed'; readonly error: RemoteError; readonly verdict: Exclude<Verdict, { kind: 'in-doubt' }> }
  | { readonly kind: 'in-doubt'; readonly error: RemoteError };

/** A claim's request has ended; what it means is in `outcome`, not yet recorded in the store. */
export interface SentClaim {
  readonly claim: ClaimToSend;
  readonly answer: Answer;
  readonly outcome: ItemOutcome;
  /** When the answer arrived. */
  readonly at: Date;
}

/** Marks up to `max` claims `sending` (see claimForSending) and reads their bodies; run inside a transaction. */
export function takeClaims(ctx: RunContext, max: number, exclude: ReadonlySet<string>): ClaimToSend[] {
  const { sentAs, force } = ctx;
  const hold = (claim: OutboxClaim): boolean => holdIfLookAlike(ctx, claim);
  return claimForSending(ctx.db, ctx.service, ctx.audit.now(), max, { exclude, sentAs, force, hold }).map((claim) => {
    const view = getClaim(ctx, claim.id);
    if (!view) throw new Error(`claim ${claim.id} vanished while sending`);
    return { ...claim, submission: toClaimSubmission(view, sentAs), lines: view.lines };
  });
}

function outcomeOf(answer: Answer): ItemOutcome {
  switch (answer.kind) {
    case 'accepted':
      return { kind: 'settled' };
    case 'in-doubt':
      return { kind: 'waiting', trouble: { error: answer.error } };
    case 'failed': {
      const { error, verdict } = answer;
      if (verdict.kind === 'refused') return { kind: 'settled' };
      return verdict.stop
        ? { kind: 'stop', trouble: { error, stop: verdict.stop } }
        : { kind: 'waiting', trouble: { error } };
    }
  }
}

export async function sendClaim(ctx: RunContext, claim: ClaimToSend): Promise<SentClaim> {
  const result = await ctx.client.submitClaim(claim.submission, { signal: ctx.signal });
  let answer: Answer;
  if (result.ok) answer = { kind: 'accepted', claimNo: result.value.claim_no, claimed: result.value.amount_claimed };
  else {
    const verdict = judgeFailure(result.error, 'claim');
    answer =
      verdict.kind === 'in-doubt'
        ? { kind: 'in-doubt', error: result.error }
        : { kind: 'failed', error: result.error, verdict };
  }
  return { claim, answer, outcome: outcomeOf(answer), at: ctx.audit.now() };
}

/** Records one answer and its audit entry; run inside the caller's transaction. */
export function recordSent(ctx: RunContext, { claim, answer, at }: SentClaim): void {
  const { db } = ctx;
  const audit = (outcome: AuditOutcome, detail: string): void => {
    recordAudit(db, { action: 'claim.send', outcome, subject: claim.id, detail }, { ...ctx.audit, now: () => at });
  };
  switch (answer.kind) {
    case 'accepted': {
      const { claimNo } = answer;
      if (claimNoHolder(db, claimNo) !== undefined) {
        markClaimNeedsAttention(db, claim.id, [naming(wording('sync.claimNoHeld', { claimNo }), [claimNo])], true, at);
        audit('needs-attention', `claim number ${claimNo} already held`);
        return;
      }
      const amountClaimed = tryMoneyFromNumber(answer.claimed);
      const reading = amountClaimed === undefined ? undefined : revealedReading(claim.lines, ctx.sentAs, amountClaimed);
      markSubmitted(db, claim.id, { claimNo, amountClaimed, reading }, at);
      const recorded = amountClaimed === undefined ? 'an unreadable amount' : formatMoney(amountClaimed);
      audit('ok', `${claimNo}, ${recorded} recorded by the insurer, attempt ${claim.attempts}`);
      return;
    }
    case 'failed': {
      const { error, verdict } = answer;
      if (verdict.kind === 'refused') {
        markClaimNeedsAttention(db, claim.id, verdict.messages, false, at);
        audit('rejected', insurerRefusal(verdict.messages.length));
        return;
      }
      releaseClaim(db, claim.id, verdict.stop ? null : retryAt(ctx, claim.attempts), at);
      audit(error.kind === 'offline' ? 'offline' : 'failed', `not sent: ${error.kind}`);
      return;
    }
    case 'in-doubt': {
      const { error } = answer;
      const timing = { settlesAt: new Date(at.getTime() + ctx.settleMs), retryAt: retryAt(ctx, claim.attempts, true) };
      markOutcomeUnknown(db, claim.id, timing, [wording('sync.answerLost')], at);
      audit(
        'failed',
        `outcome unknown (${error.kind}${error.status === undefined ? '' : ` ${error.status}`}); will check with the insurer`,
      );
      return;
    }
  }
}
