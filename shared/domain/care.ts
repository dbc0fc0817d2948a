/**
 * Local records of care: members looked up, visits started, authorizations
 * obtained (by OTP or typed in from a phone call), benefit blocks and the desk's
 * doctors. Amounts are Money; instants ISO UTC; dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { parseMoney } from '../money';
import { Benefit } from '../wire/members';
import { Doctor } from '../wire/claims';
import { Identifier } from '../wire/primitives';
import { AmountText, ClaimOnAuthorization, MoneySchema } from './claims';
import { rule, type FieldError } from './problems';
import { CardNoText, OtpCode, PhoneText } from './typed-input';

export const RecentMember = z.object({
  cardNo: z.string(),
  name: z.string(),
  gender: z.string(),
  dob: z.string(),
  benefits: z.array(Benefit),
  fetchedAt: z.string(),
});
export type RecentMember = z.infer<typeof RecentMember>;

/** The card staff probably meant, for one the service did not find: with the member's name when the desk has seen it. */
export const CardSuggestion = z.object({ cardNo: z.string(), name: z.string().nullable() });
export type CardSuggestion = z.infer<typeof CardSuggestion>;

/** A member as shown after a lookup: fresh from the service, or the cached copy while offline. */
export const MemberLookup = RecentMember.extend({ source: z.enum(['service', 'cache']) });
export type MemberLookup = z.infer<typeof MemberLookup>;

export const VisitView = z.object({
  visitRequestId: z.string(),
  cardNo: z.string(),
  benefitCode: z.string(),
  /** When the OTP stops being valid, ISO UTC; '' when unknown (a visit started elsewhere). */
  otpExpireAt: z.string(),
  startedAt: z.string(),
  status: z.string(),
  authorizationNo: z.string().nullable(),
  /** The number the code was sent to ('' for a visit started elsewhere). */
  phone: z.string(),
  /** Where the service says it sent the code, masked as in its message ("+2547•••678"); '' when it did not say. */
  sentTo: z.string(),
});
export type VisitView = z.infer<typeof VisitView>;

export const AuthorizationSource = z.enum(['otp', 'manual']);
export type AuthorizationSource = z.infer<typeof AuthorizationSource>;

/** Outcome of checking an authorization against the service: approved, or not known there. */
export const CheckOutcome = z.enum(['approved', 'not-approved', 'not-found']);
export type CheckOutcome = z.infer<typeof CheckOutcome>;

export const AuthorizationView = z.object({
  authorizationNo: z.string(),
  /** Empty for a number typed in offline, until it is checked. */
  cardNo: z.string(),
  benefitCode: z.string(),
  memberName: z.string(),
  status: z.string(),
  source: AuthorizationSource,
  obtainedAt: z.string(),
  checkedAt: z.string().nullable(),
  checkOutcome: CheckOutcome.nullable(),
  /** True once the service confirmed it (always for one obtained by OTP). */
  verified: z.boolean(),
});
export type AuthorizationView = z.infer<typeof AuthorizationView>;

export const BlockView = z.object({
  authorizationNo: z.string(),
  benefit: z.string(),
  requested: MoneySchema,
  covered: MoneySchema,
  /** requested − covered: what the member pays. */
  coPayment: MoneySchema,
  requestedText: z.string(),
  coveredText: z.string(),
  coPaymentText: z.string(),
  blockedAt: z.string(),
});
export type BlockView = z.infer<typeof BlockView>;

/**
 * The visit the Visit screen comes back to after a screen switch, a reload or a restart: the latest
 * visit staff have not moved on from, waiting for its code or authorized (with its block, if any).
 */
export const VisitInProgress = z.object({
  member: MemberLookup,
  visit: VisitView,
  authorization: AuthorizationView.nullable(),
  block: BlockView.nullable(),
});
export type VisitInProgress = z.infer<typeof VisitInProgress>;

/** Starting a visit: the service texts the member a code (a phone typed the local way gets the desk's country code). */
export const StartVisitInput = z.object({ cardNo: CardNoText, benefitCode: Identifier, phone: PhoneText });
export type StartVisitInput = z.output<typeof StartVisitInput>;

export const VerifyOtpInput = z.object({ cardNo: CardNoText, benefitCode: Identifier, otp: OtpCode });
export type VerifyOtpInput = z.output<typeof VerifyOtpInput>;

/** An amount to block, as the page read it: whole cents above zero (the service takes at most 2 decimals). */
export const BlockAmount = AmountText.transform(parseMoney)
  .refine((amount) => amount > 0n, rule('amount.notPositive'))
  .refine((amount) => amount % 100n === 0n, rule('amount.notCents'));

export const BlockInput = z.object({ authorizationNo: Identifier, cardNo: CardNoText, amount: BlockAmount });
export type BlockInput = z.output<typeof BlockInput>;

/** An authorization as the claim editor's picker shows it. */
export const AuthorizationPick = AuthorizationView.extend({
  benefitName: z.string(),
  block: BlockView.nullable(),
});
export type AuthorizationPick = z.infer<typeof AuthorizationPick>;

/**
 * A recent authorization in the picker, with the claim it already has and the id of its draft being written
 * (main/claims/authorization-claims.ts), each null when there is none.
 */
export const AuthorizationChoice = AuthorizationPick.extend({
  claim: ClaimOnAuthorization.nullable(),
  draftId: z.string().nullable(),
});
export type AuthorizationChoice = z.infer<typeof AuthorizationChoice>;

export const DoctorEntry = Doctor.extend({ id: z.number().int() });
export type DoctorEntry = z.infer<typeof DoctorEntry>;

export type CareErrorCode =
  | 'invalid-input'
  | 'not-found'
  | 'offline'
  | 'service-error'
  | 'access-refused'
  | 'rejected'
  | 'visit-pending'
  | 'otp-invalid-or-expired'
  | 'not-approved'
  | 'outcome-unknown'
  | 'cancelled'
  | 'store-failed';

export interface CareError {
  readonly code: CareErrorCode;
  /** Plain words for reception staff, with what to do next. */
  readonly message: string;
  /** The service's own messages, when it sent any. */
  readonly serviceMessages?: readonly string[];
  /** visit-pending: the visit waiting for its code, to resume it. */
  readonly visitRequestId?: string;
  readonly pendingVisit?: { readonly status: string; readonly authorizationNo: string | null };
  /** invalid-input: what to correct, per field. */
  readonly fields?: readonly FieldError[];
}

export type CareResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CareError };
