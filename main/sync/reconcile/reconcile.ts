/**
 * Reconciliation: deciding, without sending anything, what became of a claim
 * whose last attempt has an unknown outcome (lost answer, timeout, 5xx,
 * malformed answer, or a crash mid-send). The service has no idempotency key,
 * so resending blind could make a second claim.
 *
 * Rule. Read the claim's batch (GET /v1/claims/batch/{batch_no}). The claim's
 * candidates are the listed claims that
 *   - have its attendance date,
 *   - are not held by a local claim (adopted claim numbers are never adopted again),
 *   - were not seen in a read recorded before its attempt began (its baseline,
 *     see batch-snapshots.ts; with no baseline, every claim of the date is one),
 *   - and are not among the claim numbers known on the service before it could be
 *     sent from another desk (`known_claim_nos`, carried by a hand-over file).
 * If this claim landed, its copy is among its candidates, whatever amount the
 * service recorded and however it spells the member's name. Then:
 *   - no candidate → it did not land: queue it again (the only way to resend);
 *   - candidates whose member could be this claim's (recognise.ts: names share a
 *     word) → exactly one: adopt its claim_no; several: the one whose amount is
 *     what the service records under either reading of breakup amounts, if
 *     exactly one is;
 *   - otherwise → a person decides (needs-attention, still in doubt); never guess.
 * A single candidate whose member is clearly someone else is not adopted: it may
 * be another desk's claim while ours never arrived, so a person decides.
 * While the read itself fails, the claim waits in doubt; it is never resent blind.
 *
 * What keeps it decidable (outbox.claimForSending): two claims that could be
 * confused (same batch and date, members who could be one person) are never in
 * doubt at once. Claims of the same batch and date for different people may be;
 * their copies are told apart by name, and the claims of a batch are decided
 * together, so a copy adopted by one is no longer a candidate of the others.
 * A claim left for a person no longer holds its look-alikes back: its candidates
 * were in a read recorded before any of them is sent, so none is theirs.
 *
 * Look-alikes are decided together, never one without the other. Takes keep
 * them apart, but a restored backup puts every unsent claim in doubt at once, and
 * one may be due while a look-alike is still settling or backing off. Deciding
 * the first alone would take the other's copy for its own, or find two
 * candidates and go to a person. So a claim in doubt is decided only when every
 * claim in doubt of its batch that could be confused with it (couldBeConfused,
 * whatever their amounts: the service may record any) is decided in the same
 * pass, and so, in turn, is every one of theirs; otherwise it stays in doubt,
 * undecided, read back when the latest of them is due (lookAlikesPending). Each
 * waits for a time that comes, so they are all decided, together, in one pass;
 * one still ambiguous then goes to a person with its candidates.
 *
 * A claim is reconciled no sooner than its `settles_at` (settleMs after its
 * attempt), so that a request the service was still working on has landed.
 *
 * A claim taken back from a hand-over is reconciled the same way before it is
 * ever sent from here (outbox.takenBackToCheck): its baseline is the newest read
 * when it was exported, since the other desk could send it only after that. So is
 * every claim imported from a hand-over file (the same file may have been read on
 * another desk): it has no baseline here, but the file carries the claim numbers
 * its maker knew were on the service. If another desk sent it, its copy is adopted, its documents not uploaded from
 * here are held for staff (claims/taken-back.ts), and how the service read its
 * amounts is not inferred (the other desk wrote them by its own setting).
 */
import type { AuditOutcome } from '../../../shared/domain/audit';
import type { LineAmounts } from '../../../shared/domain/claims';
import { tryMoneyFromNumber, type Money } from '../../../shared/money';
import type { ClaimSummary } from '../../../shared/wire/claims';
import { recordedUnder, revealedReading, type PricedLine } from '../../claims/line-amounts';
import { holdDocumentsSentElsewhere } from '../../claims/taken-back';
import { naming, wording, type StoredMessage } from '../../i18n/words';
import { recordAudit } from '../../store/audit';
import { writeTransaction } from '../../store/database';
import { firstSeenReads, recordBatchRead } from '../listings/batch-reads';
import { retryAt, type ItemOutcome, type RunContext } from '../run/context';
import { judgeFailure, type RunStop } from '../run/failure';
import {
  deferInDoubt,
  markClaimNeedsAttention,
  markSubmitted,
  markTakenBackInDoubt,
  releaseClaim,
  waitForLookAlikes,
} from '../../claims/state';
import {
  adoptedClaimNos,
  claimLines,
  dueUnconfirmedClaims,
  takenBackToCheck,
  inDoubtOfBatch,
  type InDoubtLookAlike,
  type OutboxClaim,
} from '../outbox/claim-outbox';
import { couldBeConfused, namesCouldMatch } from '../listings/recognise';

/** A claim in doubt, with its lines as captured. */
export interface InDoubtClaim extends OutboxClaim {
  readonly lines: readonly PricedLine[];
}

/** How the claim's last attempt wrote its amounts (unit prices for one sent before ClaimDesk recorded it). */
const sentAsOf = (claim: InDoubtClaim): LineAmounts => claim.sentLineAmounts ?? 'unit';

export type ReconcileDecision =
  | { readonly kind: 'adopt'; readonly claimNo: string; readonly amountClaimed: Money | undefined }
  | { readonly kind: 'absent' }
  | { readonly kind: 'ambiguous'; readonly claimNos: readonly string[] };

/** The listed claims that could be `claim`'s copy (see the rule above), one per claim number. */
function candidatesOf(
  claim: InDoubtClaim,
  listing: readonly ClaimSummary[],
  taken: ReadonlySet<string>,
  firstSeen: ReadonlyMap<string, number>,
): ClaimSummary[] {
  const byNo = new Map<string, ClaimSummary>();
  for (const summary of listing) {
    if (taken.has(summary.claim_no) || summary.attendance_date !== claim.attendanceDate) continue;
    if (claim.knownClaimNos.has(summary.claim_no)) continue;
    const seen = firstSeen.get(summary.claim_no);
    if (claim.baselineRead !== null && seen !== undefined && seen <= claim.baselineRead) continue;
    if (!byNo.has(summary.claim_no)) byNo.set(summary.claim_no, summary);
  }
  return [...byNo.values()];
}

/** The one candidate that is this claim's by name, then by amount; undefined when none or several are. */
function chooseAmong(claim: InDoubtClaim, candidates: readonly ClaimSummary[]): ClaimSummary | undefined {
  const sameMember = candidates.filter((summary) => namesCouldMatch(claim.memberName, summary.member_name));
  if (sameMember.length === 1) return sameMember[0];
  const recordable = Object.values(recordedUnder(claim.lines, sentAsOf(claim)));
  const sameAmount = sameMember.filter((summary) => {
    const amount = tryMoneyFromNumber(summary.claimed_amount);
    return amount !== undefined && recordable.includes(amount);
  });
  return sameAmount.length === 1 ? sameAmount[0] : undefined;
}

/**
 * Pure: the decision for every claim in doubt of one batch against that batch's
 * listing. `adopted`: claim numbers local claims hold; `firstSeen`: the first read
 * that showed each claim number (the current listing included). Never throws.
 */
export function decideBatch(
  claims: readonly InDoubtClaim[],
  listing: readonly ClaimSummary[],
  adopted: ReadonlySet<string>,
  firstSeen: ReadonlyMap<string, number>,
): Map<string, ReconcileDecision> {
  const decisions = new Map<string, ReconcileDecision>();
  const taken = new Set(adopted);
  let undecided = [...claims];
  // Adoptions remove candidates from the others, so decide until a pass changes nothing.
  for (let changed = true; changed;) {
    changed = false;
    const choices = new Map<string, { claim: InDoubtClaim; summary: ClaimSummary }[]>();
    for (const claim of undecided) {
      const candidates = candidatesOf(claim, listing, taken, firstSeen);
      if (candidates.length === 0) {
        decisions.set(claim.id, { kind: 'absent' });
        changed = true;
        continue;
      }
      const chosen = chooseAmong(claim, candidates);
      if (chosen) choices.set(chosen.claim_no, [...(choices.get(chosen.claim_no) ?? []), { claim, summary: chosen }]);
    }
    for (const [claimNo, [only, ...others]] of choices) {
      // A copy two claims would both take is neither's: left for a person.
      if (!only || others.length > 0) continue;
      decisions.set(only.claim.id, {
        kind: 'adopt',
        claimNo,
        amountClaimed: tryMoneyFromNumber(only.summary.claimed_amount),
      });
      taken.add(claimNo);
      changed = true;
    }
    undecided = undecided.filter((claim) => !decisions.has(claim.id));
  }
  for (const claim of undecided) {
    const claimNos = candidatesOf(claim, listing, taken, firstSeen).map((summary) => summary.claim_no);
    decisions.set(claim.id, { kind: 'ambiguous', claimNos });
  }
  return decisions;
}

/**
 * Pure: the claims of `deciding` that must wait for a look-alike (see the rule above), each with when the
 * latest it waits for is due ('' when that one is due already, but the run left it waiting). `inDoubt`: every
 * claim in doubt of the batch.
 */
export function lookAlikesPending(
  deciding: readonly InDoubtClaim[],
  inDoubt: readonly InDoubtLookAlike[],
): Map<string, string> {
  const ids = new Set(deciding.map((claim) => claim.id));
  const holding: { identity: InDoubtClaim | InDoubtLookAlike; dueAt: string }[] = inDoubt
    .filter((other) => !ids.has(other.id))
    .map((other) => ({ identity: other, dueAt: other.dueAt ?? '' }));
  const until = new Map<string, string>();
  // One that waits holds back its own look-alikes, until the same time.
  for (let changed = true; changed;) {
    changed = false;
    for (const claim of deciding) {
      if (until.has(claim.id)) continue;
      const dueAts = holding.filter((held) => couldBeConfused(held.identity, claim)).map((held) => held.dueAt);
      if (dueAts.length === 0) continue;
      const latest = dueAts.reduce((a, b) => (a > b ? a : b));
      until.set(claim.id, latest);
      holding.push({ identity: claim, dueAt: latest });
      changed = true;
    }
  }
  return until;
}

/** What staff read on a claim left for a person, its candidates kept with it. */
export const ambiguityMessage = (claimNos: readonly string[]): StoredMessage =>
  naming(wording('sync.mayBeThis', { count: claimNos.length, claimNos: claimNos.join(', ') }), claimNos);

// ── The reconciliation step of a run ────────────────────────────────────────

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
          `checked with the insurer: sent by the desk it was handed to, as ${decision.claimNo}; ${held} document(s) held for staff`,
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
