/** Wire shapes of the member endpoints (1–9 of the service document). */
import { z } from 'zod';
import {
  Base64DataUri,
  Decimal2Text,
  Decimal4Text,
  E164Phone,
  Identifier,
  IsoDate,
  ServiceTimestamp,
} from './primitives';

/** Values the document has shown; the service may send others, so reads accept any text. */
export const KNOWN_BENEFIT_ACCESS_TYPES = ['Referral', 'Direct'] as const;
export const KNOWN_VISIT_STATUSES = ['APPROVED'] as const;

export const Member = z.object({
  card_no: z.string(),
  name: z.string(),
  gender: z.string(),
  dob: IsoDate,
});
export type Member = z.infer<typeof Member>;

export const Benefit = z.object({
  code: z.string(),
  name: z.string(),
  access_type: z.string(),
});
export type Benefit = z.infer<typeof Benefit>;
export const BenefitList = z.array(Benefit);

export const VisitStartRequest = z.object({
  card_no: Identifier,
  policy_benefit_code: Identifier,
  phone: E164Phone,
});
export type VisitStartRequest = z.infer<typeof VisitStartRequest>;

export const VisitStarted = z.object({
  otp_expire_at: ServiceTimestamp,
  visit_request_id: z.string(),
});
export type VisitStarted = z.infer<typeof VisitStarted>;

/** 422 payload when the member already has a pending visit request. */
export const PendingVisit = z.object({ visit_request_id: z.string() });
export type PendingVisit = z.infer<typeof PendingVisit>;

export const VerificationRequest = z.object({
  card_no: Identifier,
  policy_benefit_code: Identifier,
  otp_code: z.string().trim().min(1, 'must not be empty').max(16),
});
export type VerificationRequest = z.infer<typeof VerificationRequest>;

export const Verified = z.object({ authorization_no: z.string() });
export type Verified = z.infer<typeof Verified>;

/**
 * A visit request or authorization as read back. The document shows only APPROVED;
 * before approval there is no authorization yet, which this reader accepts as
 * null (the simulator sends an empty string, keeping the documented type).
 */
export const VisitRecord = z.object({
  card_no: z.string(),
  policy_benefit_code: z.string(),
  status: z.string(),
  authorization_number: z.string().nullable(),
});
export type VisitRecord = z.infer<typeof VisitRecord>;
export const Authorization = VisitRecord;
export type Authorization = VisitRecord;

export const BlockRequest = z.object({
  card_no: Identifier,
  amount: z
    .number()
    .positive('must be more than zero')
    .refine(
      (n) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'must have at most 2 decimal places',
    ),
  authorization_no: Identifier,
});
export type BlockRequest = z.infer<typeof BlockRequest>;

export const BlockResult = z.object({
  benefit: z.string(),
  requested_amount: Decimal2Text,
  covered_amount: Decimal2Text,
});
export type BlockResult = z.infer<typeof BlockResult>;

export const BlockRecord = z.object({
  id: z.string(),
  authorization_no: z.string(),
  covered_amount: Decimal4Text,
  benefit: z.string(),
});
export type BlockRecord = z.infer<typeof BlockRecord>;

export const Photo = z.object({ photo: Base64DataUri.regex(/^data:image\//, 'must be an image data URI') });
export type Photo = z.infer<typeof Photo>;
