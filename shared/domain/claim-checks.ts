/**
 * Checks before a claim leaves the desk: one list for the claim editor's "Ready to send" checklist (live, as
 * staff type) and for the core at queue (main/claims/queue.ts), which enforces it.
 *   - errors: the sending rules (`queueProblems`, claim-rules.ts); they always block;
 *   - warnings: what the insurer is likely to cut or refuse, with the figures: no block on the authorization,
 *     a total or a line above the covered amount, lines priced from tariffs marked `pre-auth`, a quantity
 *     above the desk's threshold, an attendance date before the authorization was issued, a diagnosis code off
 *     the imported list (or, with none imported, not shaped like an ICD-10/ICD-11 code). Queueing a claim
 *     with warnings needs staff's explicit "send anyway" with a reason (audited).
 *
 * An attendance date in the future stays an error, as before: the desk's own calendar (its time zone) says
 * what today is, so a correct attendance date is never after it; "send anyway" would only send a date the
 * insurer refuses.
 *
 * What the checks need beyond the claim (`ClaimFacts`) is read by the core (main/claims/claim-facts.ts) and
 * handed to the editor by `claims.facts`, so both find the same problems. Money is exact throughout.
 */
import { z } from 'zod';
import { IsoDate } from '../wire/primitives';
import { formatMoney, MONEY_SCALE, multiplyMoney, sumMoney, tryParseMoney, type Money } from '../money';
import { queueProblems, type QueueFields } from './claim-rules';
import { claimShare } from './member-share';
import { FieldError, MoneySchema } from './claims';
import { problem } from './problems';
import { looksLikeIcdCode } from './diagnosis-shape';

export const ClaimCheck = FieldError.extend({ severity: z.enum(['error', 'warning']) });
export type ClaimCheck = z.infer<typeof ClaimCheck>;

/** A tariff a line is priced from, as the cache holds it. */
export const TariffFact = z.object({ name: z.string(), accessType: z.string() });
export type TariffFact = z.infer<typeof TariffFact>;

export const ClaimFacts = z.object({
  /** The covered amount of the authorization's latest block on this desk (claim-facts.ts), or null: no block at all. */
  covered: MoneySchema.nullable(),
  /** The desk's date the authorization was obtained by OTP at this desk; null when the desk cannot tell. */
  issuedOn: IsoDate.nullable(),
  /** The cached tariffs of the lines, by tariff id (a line whose tariff is not cached has none). */
  tariffs: z.record(z.string(), TariffFact),
  /** The desk's diagnosis list: how many codes it holds (0: none imported), and which of the claim's codes it has. */
  diagnosisList: z.object({ count: z.number().int().nonnegative(), listed: z.array(z.string()) }),
  /** The authorization's benefit, named as the member's cached benefit list names it; null when the desk cannot tell. */
  benefit: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type ClaimFacts = z.infer<typeof ClaimFacts>;

/** The desk's limits for the checks: a line's quantity above `quantityThreshold` is a warning. */
export interface CheckLimits {
  readonly quantityThreshold: number;
}
export const QUANTITY_THRESHOLD_LIMITS = { min: 1, max: 100_000 } as const;
export const DEFAULT_QUANTITY_THRESHOLD = 30;

/** No facts yet (the editor before the core answered; an authorization not typed). */
export const NO_FACTS: ClaimFacts = {
  benefit: null,
  covered: null,
  issuedOn: null,
  tariffs: {},
  diagnosisList: { count: 0, listed: [] },
};

/** The access type the insurer marks tariffs with when it expects a pre-authorization (shared/wire/tariffs.ts). */
export const isPreAuth = (tariff: TariffFact | undefined): boolean => tariff?.accessType.toLowerCase() === 'pre-auth';

type CheckedLine = QueueFields['lines'][number];

/** quantity × price, or undefined while either is not valid (the editor checks as staff type). */
function amountOf(line: CheckedLine): Money | undefined {
  const price = tryParseMoney(line.price);
  if (price === undefined || !Number.isSafeInteger(line.quantity) || line.quantity < 1) return undefined;
  return multiplyMoney(price, line.quantity);
}

/**
 * What the editor shows as lines are added: covered, the claim total, and the member's share, the claim's
 * (shared/domain/member-share.ts: its total above the covered amount).
 */
export interface Cover {
  readonly covered: Money | null;
  readonly total: Money;
  /** What the cover leaves to the member (never below zero); null without a block. */
  readonly memberShare: Money | null;
}

export function coverOf(lines: readonly CheckedLine[], facts: Pick<ClaimFacts, 'covered'>): Cover {
  const total = sumMoney(lines.map(amountOf).filter((amount): amount is Money => amount !== undefined));
  const { covered } = facts;
  if (covered === null) return { covered, total, memberShare: null };
  return { covered, total, memberShare: claimShare(total, covered) };
}

const money = (amount: Money): string => formatMoney(amount, MONEY_SCALE);
const warning = (found: FieldError): ClaimCheck => ({ ...found, severity: 'warning' });

/** A code off the imported list needs staff's word; with no list, one not shaped like a code (no list to say). */
function diagnosisWarnings(claim: QueueFields, facts: Pick<ClaimFacts, 'diagnosisList'>): ClaimCheck[] {
  const { count, listed } = facts.diagnosisList;
  return claim.diagnoses.flatMap((diagnosis, i) => {
    const code = diagnosis.code.trim();
    if (code === '') return [];
    const params = { number: i + 1, code };
    if (count > 0) {
      return listed.includes(code) ? [] : [warning(problem(`diagnoses.${i}.code`, 'claim.diagnosis.offList', params))];
    }
    return looksLikeIcdCode(code) ? [] : [warning(problem(`diagnoses.${i}.code`, 'claim.diagnosis.notIcd', params))];
  });
}

/** What the checks read of a claim: what queueing reads, and the insurer's pre-authorization staff recorded. */
export type CheckedClaim = QueueFields & { readonly preAuthorizationNo?: string };

/**
 * The warnings alone: what "send anyway" acknowledges. Items the insurer marks pre-auth are a warning until staff
 * record the insurer's pre-authorization of them.
 */
export function claimWarnings(claim: CheckedClaim, facts: ClaimFacts, limits: CheckLimits): ClaimCheck[] {
  const warnings: ClaimCheck[] = [];
  const cover = coverOf(claim.lines, facts);
  if (claim.authorizationNo.trim() !== '') {
    if (cover.covered === null) warnings.push(warning(problem('authorizationNo', 'claim.cover.noBlock')));
    else if (cover.total > cover.covered) {
      const params = {
        total: money(cover.total),
        covered: money(cover.covered),
        over: money(cover.memberShare ?? cover.total),
      };
      warnings.push(warning(problem('lines', 'claim.cover.exceeded', params)));
    }
  }
  const preAuth: number[] = [];
  claim.lines.forEach((line, i) => {
    const number = i + 1;
    if (isPreAuth(facts.tariffs[line.tariffId])) preAuth.push(number);
    if (Number.isSafeInteger(line.quantity) && line.quantity > limits.quantityThreshold) {
      const params = { number, quantity: line.quantity, threshold: limits.quantityThreshold };
      warnings.push(warning(problem(`lines.${i}.quantity`, 'claim.line.quantityHigh', params)));
    }
    const amount = amountOf(line);
    if (amount !== undefined && facts.covered !== null && amount > facts.covered) {
      const params = { number, amount: money(amount), covered: money(facts.covered) };
      warnings.push(warning(problem(`lines.${i}.price`, 'claim.line.aboveCover', params)));
    }
  });
  if (preAuth.length > 0 && (claim.preAuthorizationNo ?? '').trim() === '') {
    const params = { lines: preAuth.join(', '), count: preAuth.length };
    warnings.push(warning(problem('lines', 'claim.lines.preAuth', params)));
  }
  warnings.push(...diagnosisWarnings(claim, facts));
  const { attendanceDate } = claim;
  if (facts.issuedOn !== null && IsoDate.safeParse(attendanceDate).success && attendanceDate < facts.issuedOn) {
    const params = { date: attendanceDate, issued: facts.issuedOn };
    warnings.push(warning(problem('attendanceDate', 'claim.attendanceDate.beforeAuthorization', params)));
  }
  return warnings;
}

/**
 * Every check of a claim about to be queued, errors first. `today` is the desk's calendar date (YYYY-MM-DD,
 * its own time zone). Empty: ready to send.
 */
export function claimChecks(claim: CheckedClaim, facts: ClaimFacts, limits: CheckLimits, today: string): ClaimCheck[] {
  const errors = queueProblems(claim, today).map((found): ClaimCheck => ({ ...found, severity: 'error' }));
  return [...errors, ...claimWarnings(claim, facts, limits)];
}

export const SEND_ANYWAY_REASON_MAX = 500;

/** Staff's "send anyway" of a claim with warnings: why, in their words (audited with who and which warnings). */
export const SendAnyway = z.object({ reason: z.string().trim().min(1).max(SEND_ANYWAY_REASON_MAX) });
export type SendAnyway = z.infer<typeof SendAnyway>;

/** A check as a problem of the refusal that lists it (the operation's `fields`). */
export const asProblem = ({ severity: _severity, ...found }: ClaimCheck): FieldError => found;
