/** Wire shapes of the claim endpoints (12–15). */
import { z } from 'zod';
import { AmountNumber, Base64DataUri, DigitsPhone, Identifier, IsoDate } from './primitives';

export const KNOWN_DIAGNOSIS_TYPES = ['Principal', 'Secondary'] as const;
export const KNOWN_BREAKUP_TYPES = ['medication', 'investigation'] as const;
export const KNOWN_CLAIM_STATUSES = ['Received'] as const;

/**
 * Which doctor fields are required is not shown, so ClaimDesk always sends every
 * documented field; only the name is required to be non-empty, the rest may be
 * empty text when the clinic does not know them.
 */
export const Doctor = z.object({
  name: z.string().trim().min(1, 'must not be empty'),
  gender: z.string().regex(/^[A-Z]*$/, 'must be an upper-case word, like FEMALE'),
  phone: z.union([DigitsPhone, z.literal('')]),
  email: z.union([z.email('must be an email address'), z.literal('')]),
  license: z.string(),
  speciality: z.string(),
  level: z.string(),
  level_code: z.string(),
});
export type Doctor = z.infer<typeof Doctor>;

export const Diagnosis = z.object({
  code: z.string().trim().min(1, 'must not be empty'),
  type: z.string().min(1),
});
export type Diagnosis = z.infer<typeof Diagnosis>;

export const BreakupLine = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  quantity: z.number().int('must be a whole number').positive('must be at least 1'),
  amount: AmountNumber,
});
export type BreakupLine = z.infer<typeof BreakupLine>;

export const ClaimSubmission = z.object({
  batch_no: Identifier,
  authorization_no: Identifier,
  attendance_date: IsoDate,
  doctor: Doctor,
  complain: z.string(),
  diagnosis: z.array(Diagnosis).min(1, 'needs at least one diagnosis'),
  breakup: z.array(BreakupLine).min(1, 'needs at least one line'),
});
export type ClaimSubmission = z.infer<typeof ClaimSubmission>;

export const ClaimReceipt = z.object({
  claim_no: z.string(),
  amount_claimed: z.number(),
});
export type ClaimReceipt = z.infer<typeof ClaimReceipt>;

export const ClaimSummary = z.object({
  claim_no: z.string(),
  member_name: z.string(),
  attendance_date: IsoDate,
  claimed_amount: z.number(),
  status: z.string(),
});
export type ClaimSummary = z.infer<typeof ClaimSummary>;
export const ClaimSummaryList = z.array(ClaimSummary);

export const DocumentUpload = z.object({
  claim_no: Identifier,
  attachment: Base64DataUri,
});
export type DocumentUpload = z.infer<typeof DocumentUpload>;
