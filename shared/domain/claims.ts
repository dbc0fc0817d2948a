/**
 * Claim authoring shapes: what the claim editor sends (ClaimInput), what the
 * outbox reads back (ClaimView), and the errors both answer with.
 *
 * A draft may be incomplete but is always well typed: every quantity is a whole
 * number ≥ 1 and every price exact decimal text, so a stored claim never holds a
 * NaN or a float. The full rules for sending live in claim-rules.ts.
 */
import { z } from 'zod';
import type { Money } from '../money';
import { Doctor, KNOWN_BREAKUP_TYPES, KNOWN_DIAGNOSIS_TYPES } from '../wire/claims';
import { IsoDate } from '../wire/primitives';
import { FieldError, rule } from './problems';
import type { RuleCode } from './rule-wording';
import { AMOUNT_TEXT } from './typed-amount';
import { ATTENTION_KINDS } from './attention';

export { ATTENTION_KINDS, Doctor, FieldError, KNOWN_BREAKUP_TYPES, KNOWN_DIAGNOSIS_TYPES };

export const CLAIM_STATES = ['draft', 'queued', 'sending', 'submitted', 'needs-attention'] as const;
export const ClaimState = z.enum(CLAIM_STATES);
export type ClaimState = z.infer<typeof ClaimState>;

/** States in which staff may still change a claim. */
export const EDITABLE_CLAIM_STATES: readonly ClaimState[] = ['draft', 'queued', 'needs-attention'];

export const MoneySchema = z.custom<Money>((value) => typeof value === 'bigint');

const MAX_QUANTITY = 100_000;
const MAX_LINES = 200;
const MAX_DIAGNOSES = 50;
const MAX_COMPLAINT = 4000;

/**
 * A price as canonical decimal text (typed-amount.ts): ≥ 0, at most 4 decimals and 10 whole digits, no sign,
 * no grouping, so parseMoney always reads it and every amount stays exact as a JSON number. The page reads
 * what staff typed into this form in the language on screen before it sends (readAmount).
 */
const PriceText = z
  .string({ error: rule('claim.line.priceNotAmount') })
  .trim()
  .regex(AMOUNT_TEXT, rule('claim.line.priceNotAmount'));

/** An amount as the page sends it: canonical decimal text, read from what staff typed by `typedAmount`. */
export const AmountText = z.string().trim().regex(AMOUNT_TEXT, rule('amount.notAmount'));

const Text = (max: number) => z.string().max(max);

/** The doctor as the editor holds it: every field text, possibly empty until queueing. */
export const DraftDoctor = z.object({
  name: Text(200).default(''),
  gender: Text(32).default(''),
  phone: Text(32).default(''),
  email: Text(254).default(''),
  license: Text(64).default(''),
  speciality: Text(128).default(''),
  level: Text(128).default(''),
  level_code: Text(32).default(''),
});
export type DraftDoctor = z.infer<typeof DraftDoctor>;

/** A field checked as the wire's Doctor checks it, worded by the desk's rule when it fails. */
const checkedAs = (wire: z.ZodType<string>, code: RuleCode) =>
  z.string().refine((text) => wire.safeParse(text).success, rule(code));

/** A doctor for the roster and for a claim about to be queued: the wire's Doctor, in the desk's words. */
export const DoctorInput = z.object({
  name: z.string().trim().min(1, rule('doctor.name.missing')),
  gender: checkedAs(Doctor.shape.gender, 'doctor.gender.notWord'),
  phone: checkedAs(Doctor.shape.phone, 'doctor.phone.notDigits'),
  email: checkedAs(Doctor.shape.email, 'doctor.email.notAddress'),
  license: z.string(),
  speciality: z.string(),
  level: z.string(),
  level_code: z.string(),
}) satisfies z.ZodType<Doctor>;

export const DiagnosisInput = z.object({
  code: Text(32),
  type: Text(32),
});
export type DiagnosisInput = z.infer<typeof DiagnosisInput>;

export const ClaimLineInput = z.object({
  tariffId: z.string().trim().min(1, rule('claim.line.itemMissing')).max(64),
  name: Text(500),
  /** 'medication' and 'investigation' are the values seen; any text is accepted. */
  type: z.string().trim().min(1, rule('claim.line.kindMissing')).max(64),
  quantity: z
    .number({ error: rule('claim.line.quantityNotWhole') })
    .int(rule('claim.line.quantityNotWhole'))
    .min(1, rule('claim.line.quantityNotWhole'))
    .max(MAX_QUANTITY, rule('claim.line.quantityTooLarge')),
  price: PriceText,
});
export type ClaimLineInput = z.infer<typeof ClaimLineInput>;

export const ClaimInput = z.object({
  id: z.uuid().optional(),
  authorizationNo: z.string().trim().max(64).default(''),
  cardNo: z.string().trim().max(64).optional(),
  memberName: Text(200).optional(),
  /** YYYY-MM-DD, or empty while drafting. */
  attendanceDate: z
    .string({ error: rule('claim.attendanceDate.notDate') })
    .refine((text) => text === '' || IsoDate.safeParse(text).success, rule('claim.attendanceDate.notDate'))
    .default(''),
  /** Empty: the batch rule assigns one when the claim is queued. */
  batchNo: z.string().trim().max(64).optional(),
  doctor: DraftDoctor.prefault({}),
  complain: Text(MAX_COMPLAINT).default(''),
  diagnoses: z.array(DiagnosisInput).max(MAX_DIAGNOSES).default([]),
  lines: z.array(ClaimLineInput).max(MAX_LINES, rule('claim.lines.tooMany')).default([]),
  /**
   * The insurer's pre-authorization of the items it marks pre-auth, as it gave it ('' when none): its approval of
   * those items beforehand, apart from the visit's authorization. Kept and printed; the service takes no such field.
   */
  preAuthorizationNo: z.string().trim().max(64).default(''),
});
export type ClaimInput = z.input<typeof ClaimInput>;
export type ParsedClaimInput = z.output<typeof ClaimInput>;

/**
 * The claim editor's work in progress, field by field as typed (a quantity may read "2x" until it is
 * corrected): kept by the core so that a screen switch, a reload or a restart loses nothing
 * (main/claims/work-in-progress.ts). `id` is the claim it edits, once saved.
 */
export const ClaimEditorDraft = z.object({
  id: z.uuid().optional(),
  authorizationNo: Text(64),
  cardNo: Text(64).optional(),
  memberName: Text(200).optional(),
  attendanceDate: Text(10),
  batchNo: Text(64),
  doctor: DraftDoctor,
  /** Kept past its limit while staff shorten it (the editor says it is too long): a reload loses nothing typed. */
  complain: Text(2 * MAX_COMPLAINT),
  diagnoses: z.array(z.object({ code: Text(32), type: Text(32) })).max(MAX_DIAGNOSES),
  lines: z
    .array(z.object({ tariffId: Text(64), name: Text(500), type: Text(64), quantity: Text(16), price: Text(32) }))
    .max(MAX_LINES),
  /** The insurer's pre-authorization as typed; absent in a stash from before the field, or with none typed. */
  preAuthorizationNo: Text(64).optional(),
  /** Changed since it was last saved as a claim (or never saved). */
  unsaved: z.boolean(),
});
export type ClaimEditorDraft = z.infer<typeof ClaimEditorDraft>;

export const ClaimLineView = z.object({
  lineNo: z.number().int(),
  tariffId: z.string(),
  name: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  price: MoneySchema,
  priceText: z.string(),
  amount: MoneySchema,
  amountText: z.string(),
});
export type ClaimLineView = z.infer<typeof ClaimLineView>;

const DOCUMENT_STATES = ['pending', 'uploading', 'uploaded', 'needs-attention'] as const;
export const DocumentState = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof DocumentState>;

const ALLOWED_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export const DocumentMediaType = z.enum(ALLOWED_MEDIA_TYPES);
export type DocumentMediaType = z.infer<typeof DocumentMediaType>;

/**
 * What staff said a document is: the referral letter a claim on a Referral benefit waits for, or any other
 * (the service knows no kinds: this is the desk's own mark, main/claims/referral.ts).
 */
export const DocumentKind = z.enum(['referral', 'other']);
export type DocumentKind = z.infer<typeof DocumentKind>;

export const DocumentSummary = z.object({
  id: z.number().int(),
  claimId: z.string(),
  fileName: z.string(),
  mediaType: DocumentMediaType,
  kind: DocumentKind,
  size: z.number().int(),
  sizeText: z.string(),
  state: DocumentState,
  messages: z.array(z.string()),
  attachedAt: z.string(),
  uploadedAt: z.string().nullable(),
  /**
   * When retention removed the contents (an instant, UTC), null while they are held. The record of
   * the upload stays; the contents can no longer be opened, printed or sent.
   */
  contentPurgedAt: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

/**
 * How a claim's breakup `amount`s are written: each line's unit price (the insurer multiplies by the
 * quantity) or each line's total. The service document does not say which it expects; unit by default.
 */
export const LineAmounts = z.enum(['unit', 'total']);
export type LineAmounts = z.infer<typeof LineAmounts>;

/** How the insurer turned out to read them, learned from the amount it recorded; `neither` matches no reading. */
export const ServiceReading = z.enum(['unit', 'total', 'neither']);
export type ServiceReading = z.infer<typeof ServiceReading>;

// ── The insurer's status of a sent claim (status follow-up, main/sync/follow-up/status-follow-up.ts) ──

/**
 * Statuses read as the insurer turning the claim down after receiving it: the only ones that offer
 * "Resubmit as a new claim". The service document lists only "Received", so this is ClaimDesk's reading
 * (English, French and Swahili stems: "imekataliwa", turned down); every other status is shown as it comes,
 * neutrally.
 */
const REFUSAL_STATUS = /reject|rejet|declin|denied|refus|katal/i;
export const isRefusalStatus = (status: string): boolean => REFUSAL_STATUS.test(status);

export const InsurerStatusView = z.object({
  /** As the insurer wrote it; null when its listing never showed the claim. */
  status: z.string().nullable(),
  /** The status reads as a refusal (isRefusalStatus). */
  refused: z.boolean(),
  /** The amount the insurer recorded, as its listing gave it; null when it gave none ClaimDesk can keep exactly. */
  amount: MoneySchema.nullable(),
  amountText: z.string().nullable(),
  /** When a listing last showed it (null: never). */
  seenAt: z.string().nullable(),
  /** When its batch listing first no longer showed it; null while it does. */
  missingSince: z.string().nullable(),
  /** Its status, amount or presence changed since staff last opened it. */
  changed: z.boolean(),
});
export type InsurerStatusView = z.infer<typeof InsurerStatusView>;

/** One change ClaimDesk saw. */
export const InsurerStatusChange = z.object({
  status: z.string(),
  amountText: z.string().nullable(),
  seenAt: z.string(),
});
export type InsurerStatusChange = z.infer<typeof InsurerStatusChange>;

/** Why a claim is left for a person (attention.ts). */
export const AttentionKind = z.enum(ATTENTION_KINDS);
export type AttentionKind = z.infer<typeof AttentionKind>;

export const ClaimAttention = z.object({
  kind: AttentionKind,
  /** Why, in the desk's language, one reason a line; never empty. */
  reason: z.string().min(1),
  /** For a claim in doubt: the insurer's claim numbers it may be (empty when none is named). */
  candidates: z.array(z.string()),
});
export type ClaimAttention = z.infer<typeof ClaimAttention>;

/**
 * A claim's referral letter (main/claims/referral.ts): not needed (its benefit is not a Referral one, or the
 * benefit is unknown to the desk), attached, missing, or waived by staff ("Send without", audited).
 */
export const ReferralLetter = z.enum(['not-needed', 'attached', 'missing', 'waived']);
export type ReferralLetter = z.infer<typeof ReferralLetter>;

export const ClaimView = z.object({
  id: z.string(),
  state: ClaimState,
  batchNo: z.string(),
  authorizationNo: z.string(),
  cardNo: z.string(),
  memberName: z.string(),
  attendanceDate: z.string(),
  doctor: DraftDoctor,
  complain: z.string(),
  diagnoses: z.array(DiagnosisInput),
  lines: z.array(ClaimLineView),
  /** The insurer's pre-authorization of its pre-auth items, as staff recorded it; '' when none. */
  preAuthorizationNo: z.string(),
  amount: MoneySchema,
  amountText: z.string(),
  claimNo: z.string().nullable(),
  /** What the insurer recorded (its answer or its listing); null before, or when unknown. */
  amountClaimed: MoneySchema.nullable(),
  amountClaimedText: z.string().nullable(),
  /** How the last attempt wrote its breakup amounts; null before the first. */
  sentLineAmounts: LineAmounts.nullable(),
  /** How the insurer read them, when its recorded amount tells (a line with a quantity above 1). */
  serviceReading: ServiceReading.nullable(),
  /** The service's words from the last refusal, or why the claim needs a person. */
  messages: z.array(z.string()),
  /** Set when a tariff refresh changed the price of a tariff this claim uses. */
  reviewReason: z.string().nullable(),
  outcomeUnknown: z.boolean(),
  /** Why a person must look at it: set exactly when the claim needs attention. */
  attention: ClaimAttention.nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  queuedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Who wrote or queued it last (main/desk/people: her name then); null when no one was signed in with a name. */
  by: z.string().nullable(),
  documents: z.array(DocumentSummary),
  /** What the insurer's listings said of it once sent; null until the first follow-up read. */
  insurer: InsurerStatusView.nullable(),
  insurerHistory: z.array(InsurerStatusChange),
  /** The claim this one was copied from ("Resubmit as a new claim"), and the copy made of this one. */
  resubmitOf: z.string().nullable(),
  resubmittedAs: z.string().nullable(),
  /** Claims another desk sent for this member and date that this one is held over, until staff answer. */
  lookAlikes: z.array(z.object({ claimNo: z.string(), memberName: z.string() })),
  /** Its referral letter, as the desk knows it now. */
  referralLetter: ReferralLetter,
  /** Queued and held until its referral letter is attached or staff send it without (the desk holds, not warns). */
  waitingOnDocument: z.boolean(),
});
export type ClaimView = z.infer<typeof ClaimView>;

export const ClaimListItem = ClaimView.pick({
  id: true,
  state: true,
  batchNo: true,
  authorizationNo: true,
  memberName: true,
  attendanceDate: true,
  amount: true,
  amountText: true,
  claimNo: true,
  amountClaimed: true,
  amountClaimedText: true,
  reviewReason: true,
  outcomeUnknown: true,
  attention: true,
  updatedAt: true,
  insurer: true,
  waitingOnDocument: true,
  by: true,
}).extend({ lineCount: z.number().int(), documentCount: z.number().int() });
export type ClaimListItem = z.infer<typeof ClaimListItem>;

export const ClaimListQuery = z.object({
  states: z.array(ClaimState).optional(),
  /** Matches member name, authorization, claim, batch or card number, or (read as a date) the attendance date. */
  search: z.string().trim().max(100).optional(),
  /** Only claims the insurer shows with exactly this status. */
  insurerStatus: z.string().trim().min(1).max(100).optional(),
  /** Only claims whose insurer status changed since staff last looked. */
  insurerChanged: z.boolean().optional(),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
});
export type ClaimListQuery = z.input<typeof ClaimListQuery>;

/** The one count of the outbox, for the status bar and the outbox screen alike (main/claims/read.ts). */
export const OutboxCounts = z.object({
  byState: z.record(ClaimState, z.number().int()),
  /** Claims whose last attempt has an unknown outcome, waiting to be checked with the insurer. */
  inDoubt: z.number().int(),
  /** The claims needing attention (byState), by why. */
  needsAttention: z.record(AttentionKind, z.number().int()),
  /** Documents waiting to upload, or uploading. */
  documentsPending: z.number().int(),
  documentsNeedingAttention: z.number().int(),
  /** Queued claims held for their referral letter (among byState.queued). */
  waitingOnDocument: z.number().int(),
});
export type OutboxCounts = z.infer<typeof OutboxCounts>;

/** What ClaimDesk has learned of the insurer's arithmetic, at a glance (main/claims/amount-check.ts). */
export const AmountCheckSummary = z.object({
  /** How breakup amounts are written now (the desk's setting). */
  sentAs: LineAmounts,
  /** The reading revealed by the latest claim that could tell (a quantity above 1); null until one did. */
  serviceReading: ServiceReading.nullable(),
  /** Claims whose amount recorded by the insurer differs from their total. */
  differingCount: z.number().int().nonnegative(),
});
export type AmountCheckSummary = z.infer<typeof AmountCheckSummary>;

export const DifferingClaim = z.object({
  id: z.string(),
  claimNo: z.string().nullable(),
  memberName: z.string(),
  attendanceDate: z.string(),
  amountText: z.string(),
  amountClaimedText: z.string(),
  sentLineAmounts: LineAmounts.nullable(),
});
export type DifferingClaim = z.infer<typeof DifferingClaim>;

export const AmountCheck = AmountCheckSummary.extend({
  /** The claim that revealed the reading. */
  revealedBy: z.object({ id: z.string(), claimNo: z.string().nullable(), at: z.string() }).nullable(),
  /** Newest first: the claims to follow up with the insurer. */
  differing: z.array(DifferingClaim),
});
export type AmountCheck = z.infer<typeof AmountCheck>;

/** How batch numbers are made when a claim is queued without one. */
export const BatchRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('monthly'), prefix: z.string().max(32).default('B-') }),
  z.object({ kind: z.literal('weekly'), prefix: z.string().max(32).default('B-') }),
  z.object({ kind: z.literal('daily'), prefix: z.string().max(32).default('B-') }),
  z.object({
    kind: z.literal('fixed'),
    prefix: z.string().max(32).default(''),
    fixedBatchNo: z.string().trim().min(1).max(64),
  }),
]);
export type BatchRule = z.infer<typeof BatchRule>;
export const DEFAULT_BATCH_RULE: BatchRule = { kind: 'monthly', prefix: 'B-' };

/**
 * The claim an authorization already has (main/claims/authorization-claims.ts): named when a second claim on it
 * is refused (`authorization-claimed`) and in the claim editor's authorization picker, so staff can open it.
 */
export const ClaimOnAuthorization = z.object({
  id: z.string(),
  state: ClaimState,
  claimNo: z.string().nullable(),
  /** Handed to another desk (main/handover), which sends it from there. */
  handedOver: z.boolean(),
});
export type ClaimOnAuthorization = z.infer<typeof ClaimOnAuthorization>;

type ClaimErrorCode =
  | 'invalid-input'
  | 'not-ready'
  | 'not-found'
  | 'claim-locked'
  | 'outcome-unknown'
  | 'document-refused'
  | 'document-purged'
  | 'not-refused'
  | 'already-resubmitted'
  | 'not-held'
  | 'authorization-claimed'
  | 'needs-confirmation'
  | 'store-failed';

export interface ClaimError {
  readonly code: ClaimErrorCode;
  /** One plain sentence for staff, with what to do next. */
  readonly message: string;
  /** Per-field problems (invalid-input, not-ready), or the warnings to confirm (needs-confirmation). */
  readonly fields?: readonly FieldError[];
  /** authorization-claimed: the claim the authorization already has. */
  readonly claim?: ClaimOnAuthorization;
}

export type ClaimResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClaimError };
