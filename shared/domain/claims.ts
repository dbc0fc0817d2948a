/**
 * Claim authoring shapes: what the claim editor sends (ClaimInput), what the
 * outbox reads back (ClaimView), and the errors both answer with.
 *
 * A draft may be incomplete but is always well typed: every quantity is a whole
 * number ≥ 1 and every price exact decimal text, so a stored claim never holds a
 * NaN or a float. The full rules for sending live in `validateForQueue`.
 */
import { z } from 'zod';
import { MONEY_SCALE, type Money } from '../money';
import { Doctor, KNOWN_BREAKUP_TYPES, KNOWN_DIAGNOSIS_TYPES } from '../wire/claims';
import { IsoDate } from '../wire/primitives';

export { Doctor, KNOWN_BREAKUP_TYPES, KNOWN_DIAGNOSIS_TYPES };

export const CLAIM_STATES = ['draft', 'queued', 'sending', 'submitted', 'needs-attention'] as const;
export const ClaimState = z.enum(CLAIM_STATES);
export type ClaimState = z.infer<typeof ClaimState>;

/** States in which staff may still change a claim. */
export const EDITABLE_CLAIM_STATES: readonly ClaimState[] = ['draft', 'queued', 'needs-attention'];

export const MoneySchema = z.custom<Money>((value) => typeof value === 'bigint', 'must be an amount');

/** Largest price accepted on a line: keeps every amount exact as a JSON number (≤ 15 significant digits). */
export const MAX_PRICE_TEXT = '9999999999.9999';
export const MAX_QUANTITY = 100_000;
export const MAX_LINES = 200;
export const MAX_DIAGNOSES = 50;

const PRICE_TEXT = new RegExp(`^\\d{1,10}(\\.\\d{1,${MONEY_SCALE}})?$`);

/** A price as decimal text: ≥ 0, at most 4 decimals, no exponent, no sign (so parseMoney always reads it). */
export const PriceText = z
  .string()
  .trim()
  .regex(PRICE_TEXT, `must be an amount like 120.50, with at most ${MONEY_SCALE} decimals`);

const Text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

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

export const DiagnosisInput = z.object({
  code: Text(32),
  type: Text(32),
});
export type DiagnosisInput = z.infer<typeof DiagnosisInput>;

export const ClaimLineInput = z.object({
  tariffId: z.string().trim().min(1, 'must name the tariff').max(64),
  name: Text(500),
  /** 'medication' and 'investigation' are the values seen; any text is accepted. */
  type: z.string().trim().min(1, 'must say the kind of item, like medication').max(64),
  quantity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`),
  price: PriceText,
});
export type ClaimLineInput = z.infer<typeof ClaimLineInput>;

export const ClaimInput = z.object({
  id: z.uuid().optional(),
  authorizationNo: z.string().trim().max(64).default(''),
  cardNo: z.string().trim().max(64).optional(),
  memberName: Text(200).optional(),
  /** YYYY-MM-DD, or empty while drafting. */
  attendanceDate: z.union([IsoDate, z.literal('')]).default(''),
  /** Empty: the batch rule assigns one when the claim is queued. */
  batchNo: z.string().trim().max(64).optional(),
  doctor: DraftDoctor.prefault({}),
  complain: Text(4000).default(''),
  diagnoses: z.array(DiagnosisInput).max(MAX_DIAGNOSES).default([]),
  lines: z.array(ClaimLineInput).max(MAX_LINES, `must have at most ${MAX_LINES} lines`).default([]),
});
export type ClaimInput = z.input<typeof ClaimInput>;
export type ParsedClaimInput = z.output<typeof ClaimInput>;

/** A field the staff must fix, in plain words. `field` is a path like `lines.2.quantity`. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

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

export const DOCUMENT_STATES = ['pending', 'uploading', 'uploaded', 'needs-attention'] as const;
export const DocumentState = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof DocumentState>;

export const ALLOWED_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export const DocumentMediaType = z.enum(ALLOWED_MEDIA_TYPES);
export type DocumentMediaType = z.infer<typeof DocumentMediaType>;

export const DocumentSummary = z.object({
  id: z.number().int(),
  claimId: z.string(),
  fileName: z.string(),
  mediaType: DocumentMediaType,
  size: z.number().int(),
  sizeText: z.string(),
  state: DocumentState,
  messages: z.array(z.string()),
  attachedAt: z.string(),
  uploadedAt: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

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
  amount: MoneySchema,
  amountText: z.string(),
  claimNo: z.string().nullable(),
  amountClaimed: MoneySchema.nullable(),
  amountClaimedText: z.string().nullable(),
  /** The service's words from the last refusal, or why the claim needs a person. */
  messages: z.array(z.string()),
  /** Set when a tariff refresh changed the price of a tariff this claim uses. */
  reviewReason: z.string().nullable(),
  outcomeUnknown: z.boolean(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  queuedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  documents: z.array(DocumentSummary),
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
  reviewReason: true,
  outcomeUnknown: true,
  updatedAt: true,
}).extend({ lineCount: z.number().int(), documentCount: z.number().int(), hasMessages: z.boolean() });
export type ClaimListItem = z.infer<typeof ClaimListItem>;

export const ClaimListQuery = z.object({
  states: z.array(ClaimState).optional(),
  /** Matches member name, authorization, claim, batch or card number. */
  search: z.string().trim().max(100).optional(),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
});
export type ClaimListQuery = z.input<typeof ClaimListQuery>;

export type OutboxCounts = Record<ClaimState, number>;

/** How batch numbers are made when a claim is queued without one. */
export const BatchRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('monthly'), prefix: z.string().max(32).default('B-') }),
  z.object({ kind: z.literal('weekly'), prefix: z.string().max(32).default('B-') }),
  z.object({ kind: z.literal('daily'), prefix: z.string().max(32).default('B-') }),
  z.object({
    kind: z.literal('fixed'),
    prefix: z.string().max(32).default(''),
    fixedBatchNo: z.string().trim().min(1, 'must not be empty').max(64),
  }),
]);
export type BatchRule = z.infer<typeof BatchRule>;
export const DEFAULT_BATCH_RULE: BatchRule = { kind: 'monthly', prefix: 'B-' };

export type ClaimErrorCode =
  | 'invalid-input'
  | 'not-ready'
  | 'not-found'
  | 'claim-locked'
  | 'outcome-unknown'
  | 'document-refused'
  | 'store-failed';

export interface ClaimError {
  readonly code: ClaimErrorCode;
  /** One plain sentence for staff, with what to do next. */
  readonly message: string;
  /** Per-field problems (invalid-input, not-ready). */
  readonly fields?: readonly FieldError[];
}

export type ClaimResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClaimError };
