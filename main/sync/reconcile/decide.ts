/**
 * Reconciliation's rule, pure: what became of claims in doubt, decided from one
 * listing of their batch. The service has no idempotency key, so a claim whose
 * answer was lost is resent only when this rule proves it absent; otherwise its
 * copy is adopted or a person decides, never a guess.
 *
 * A claim's candidates are the listed claims that
 *   - have its attendance date,
 *   - are not held by a local claim (adopted claim numbers are never adopted again),
 *   - were not seen in a read recorded before its attempt began (its baseline,
 *     see listings/batch-reads.ts; with no baseline, every claim of the date is one),
 *   - and are not among the claim numbers known on the service before it could be
 *     sent from another desk (`known_claim_nos`, carried by a hand-over file).
 * If this claim landed, its copy is among its candidates, whatever amount the
 * service recorded and however it spells the member's name. Then:
 *   - no candidate → it did not land: queue it again (the only way to resend);
 *   - candidates whose member could be this claim's (listings/recognise.ts: names
 *     share a word) → exactly one: adopt its claim_no; several: the one whose
 *     amount is what the service records under either reading of breakup
 *     amounts, if exactly one is;
 *   - otherwise → a person decides (needs-attention, still in doubt).
 * A single candidate whose member is clearly someone else is not adopted: it may
 * be another desk's claim while ours never arrived.
 *
 * What keeps it decidable (outbox/claim-outbox.ts claimForSending): two claims
 * that could be confused (same batch and date, members who could be one person)
 * are never in doubt at once. Claims of one batch are decided together, so a
 * copy adopted by one is no longer a candidate of the others; a claim left for a
 * person holds its look-alikes back no longer (its candidates were read before
 * any of them was sent). A restored backup can still put look-alikes in doubt at
 * once: then a claim is decided only in the same pass as every look-alike in
 * doubt of its batch, and theirs in turn (lookAlikesPending: each waits until
 * the latest of them is due, so all are decided together in one pass); deciding
 * the first alone would take the other's copy for its own.
 */
import type { LineAmounts } from '../../../shared/domain/claims';
import { tryMoneyFromNumber, type Money } from '../../../shared/money';
import type { ClaimSummary } from '../../../shared/wire/claims';
import { recordedUnder, type PricedLine } from '../../claims/line-amounts';
import { naming, wording, type StoredMessage } from '../../i18n/words';
import { couldBeConfused, namesCouldMatch } from '../listings/recognise';
import type { InDoubtLookAlike, OutboxClaim } from '../outbox/claim-outbox';

/** A claim in doubt, with its lines as captured. */
export interface InDoubtClaim extends OutboxClaim {
  readonly lines: readonly PricedLine[];
}

/** How the claim's last attempt wrote its amounts (unit prices for one sent before ClaimDesk recorded it). */
export const sentAsOf = (claim: InDoubtClaim): LineAmounts => claim.sentLineAmounts ?? 'unit';

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
