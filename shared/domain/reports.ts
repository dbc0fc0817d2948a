/**
 * The clinic's reports (main/reports): a date range's claims and their sums, the co-payments collected at the
 * desk, what is still open, the documents not yet uploaded, and a batch's closing view for month-end.
 *
 * Claims belong to a range by their attendance date (a calendar date, no zone). Blocks are instants: a block
 * belongs to the range when its time, read in `timeZone` (the desk's), falls on one of the range's days.
 * Amounts are Money (exact); the insurer's recorded amount is null until a follow-up read brought one.
 */
import { z } from 'zod';
import { formatMoney, type Money } from '../money';
import { IsoDate } from '../wire/primitives';
import { ClaimState, MoneySchema } from './claims';

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ReportQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    /** The IANA zone the range's days are read in (the desk's, shared/i18n/format.ts DESK_TIME_ZONE). */
    timeZone: z.string().min(1).max(64).refine(isTimeZone, 'must be a time zone'),
    /** Make the day sheet too (its tab asks: a month's sheet is thousands of visits the other reports never show). */
    daySheet: z.boolean().optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'must not be before the start' });
export type ReportQuery = z.infer<typeof ReportQuery>;

/**
 * Sums over a set of claims (drafts are not claims yet and never count). `difference` is recorded − claimed
 * over the claims the insurer recorded an amount for; `notRead` claims have none yet (NULL: not yet read);
 * `waitingOnDocument` are queued and held for their referral letter (main/claims/referral.ts).
 */
export const ClaimTotals = z.object({
  count: z.number().int(),
  claimed: MoneySchema,
  recorded: MoneySchema,
  difference: MoneySchema,
  notRead: z.number().int(),
  waitingOnDocument: z.number().int(),
});
export type ClaimTotals = z.infer<typeof ClaimTotals>;

/** One group of a breakdown: a batch number, a doctor's name or a benefit code ('' when the claim has none). */
export const ClaimGroup = ClaimTotals.extend({ key: z.string() });
export type ClaimGroup = z.infer<typeof ClaimGroup>;

/**
 * A visit blocked on the report's days and the member's share of it (shared/domain/member-share.ts): the
 * block's (`basis: 'block'`, requested − covered) until the visit has a claim, the claim's after (its total
 * above the covered amount).
 */
export const CoPaymentRow = z.object({
  authorizationNo: z.string(),
  memberName: z.string(),
  benefit: z.string(),
  /** ISO 8601 UTC instant. */
  blockedAt: z.string(),
  requested: MoneySchema,
  covered: MoneySchema,
  /** The total of the visit's claim, once it has one. */
  claimTotal: MoneySchema.nullable(),
  claimNo: z.string().nullable(),
  basis: z.enum(['block', 'claim']),
  /** The member's share. */
  coPayment: MoneySchema,
});
export type CoPaymentRow = z.infer<typeof CoPaymentRow>;

export const CoPayments = z.object({
  rows: z.array(CoPaymentRow),
  requested: MoneySchema,
  covered: MoneySchema,
  coPayment: MoneySchema,
});
export type CoPayments = z.infer<typeof CoPayments>;

/**
 * Why a claim is still open: not sent yet, held for its referral letter (queued, main/claims/referral.ts), sent
 * with an unknown outcome, or waiting for a person.
 */
export const OpenKind = z.enum(['waiting', 'waiting-on-document', 'in-doubt', 'needs-attention']);
export type OpenKind = z.infer<typeof OpenKind>;

export const OpenClaim = z.object({
  id: z.string(),
  kind: OpenKind,
  state: ClaimState,
  claimNo: z.string().nullable(),
  memberName: z.string(),
  attendanceDate: z.string(),
  batchNo: z.string(),
  amount: MoneySchema,
});
export type OpenClaim = z.infer<typeof OpenClaim>;

export const PendingDocument = z.object({
  id: z.number().int(),
  claimId: z.string(),
  claimNo: z.string().nullable(),
  memberName: z.string(),
  fileName: z.string(),
  state: z.enum(['pending', 'uploading', 'needs-attention']),
});
export type PendingDocument = z.infer<typeof PendingDocument>;

/**
 * Where a visit of the report's days stands (main/reports/day-sheet.ts), from the code sent to the claim sent:
 * waiting for its code (sent, not yet expired), lapsed (never verified: expired or refused), authorized (no block,
 * no claim), blocked (an amount blocked, no claim), and then as its claim stands (drafted, waiting to be sent,
 * held for its referral letter, in doubt, waiting for a person, or sent).
 */
export const DayVisitState = z.enum([
  'waiting-for-code',
  'lapsed',
  'authorized',
  'blocked',
  'draft',
  'waiting',
  'held',
  'in-doubt',
  'needs-attention',
  'sent',
]);
export type DayVisitState = z.infer<typeof DayVisitState>;

/** A visit started (or an authorization typed in) on the report's days, in the desk's zone. */
export const DayVisit = z.object({
  /** When the visit started or the authorization was recorded, ISO 8601 UTC. */
  at: z.string(),
  memberName: z.string(),
  /** The card's last four characters (main/store/masking.ts): the list is read at a shared desk. */
  card: z.string(),
  benefit: z.string(),
  authorizationNo: z.string().nullable(),
  state: DayVisitState,
  claimNo: z.string().nullable(),
});
export type DayVisit = z.infer<typeof DayVisit>;

export const ClaimsReport = z.object({
  query: z.object({ from: z.string(), to: z.string(), timeZone: z.string(), daySheet: z.boolean() }),
  /** When the report was made, ISO 8601 UTC. */
  madeAt: z.string(),
  totals: ClaimTotals,
  byBatch: z.array(ClaimGroup),
  byDoctor: z.array(ClaimGroup),
  byBenefit: z.array(ClaimGroup),
  /** By who wrote or queued the claims last (main/desk/people); key '' for claims of no named person. */
  byPerson: z.array(ClaimGroup),
  coPayments: CoPayments,
  /**
   * The benefits' names by code, for the codes of `byBenefit` and `coPayments` that the desk has seen named (a
   * member's benefits at look-up); a code not here is shown as it is.
   */
  benefitNames: z.record(z.string(), z.string()),
  open: z.array(OpenClaim),
  documents: z.array(PendingDocument),
  /** The day sheet, when the query asked for it (else empty): each visit of the days and where it stands, in order. */
  visits: z.array(DayVisit),
});
export type ClaimsReport = z.infer<typeof ClaimsReport>;

export const BatchSummary = z.object({
  batchNo: z.string(),
  count: z.number().int(),
  firstDate: z.string(),
  lastDate: z.string(),
});
export type BatchSummary = z.infer<typeof BatchSummary>;

export const BatchClaim = z.object({
  id: z.string(),
  claimNo: z.string().nullable(),
  memberName: z.string(),
  attendanceDate: z.string(),
  state: ClaimState,
  outcomeUnknown: z.boolean(),
  /** Queued and held for its referral letter (main/claims/referral.ts). */
  waitingOnDocument: z.boolean(),
  /** The insurer's status as its listing showed it; null until the first follow-up read. */
  insurerStatus: z.string().nullable(),
  /** The listing of its batch no longer shows it (flagged, never deleted). */
  missingFromListing: z.boolean(),
  amount: MoneySchema,
  recorded: MoneySchema.nullable(),
  /** File names of its documents not yet uploaded. */
  missingDocuments: z.array(z.string()),
});
export type BatchClaim = z.infer<typeof BatchClaim>;

export const BatchClosing = z.object({
  batchNo: z.string(),
  madeAt: z.string(),
  claims: z.array(BatchClaim),
  totals: ClaimTotals,
  /** Documents of the batch's claims not yet uploaded. */
  missingDocuments: z.number().int(),
});
export type BatchClosing = z.infer<typeof BatchClosing>;

/** An amount as exact decimal text: every digit it has, and at least two decimals ("12.50", "0.005"). */
export function exactAmount(amount: Money): string {
  const [whole = '', fraction = ''] = formatMoney(amount, 4).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
