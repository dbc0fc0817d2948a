/**
 * "Forget this device": what stops it (claims not yet sent or in doubt, documents not yet uploaded), and the
 * word staff type to confirm it, in the desk's language (main/desk/forget-device.ts).
 */
import { z } from 'zod';
import { ClaimState, DocumentState } from './claims';

export const ForgetBlockingClaim = z.object({
  id: z.string(),
  memberName: z.string(),
  attendanceDate: z.string(),
  state: ClaimState,
  /** Its last attempt has an unknown outcome, or it is being sent: only the insurer can say whether it arrived. */
  inDoubt: z.boolean(),
});
export type ForgetBlockingClaim = z.infer<typeof ForgetBlockingClaim>;

export const ForgetBlockingDocument = z.object({
  id: z.number().int(),
  claimId: z.string(),
  memberName: z.string(),
  fileName: z.string(),
  state: DocumentState,
});
export type ForgetBlockingDocument = z.infer<typeof ForgetBlockingDocument>;

export const ForgetCheck = z.object({
  /** The word to type to confirm (the core checks it again). */
  word: z.string(),
  claims: z.array(ForgetBlockingClaim),
  documents: z.array(ForgetBlockingDocument),
});
export type ForgetCheck = z.infer<typeof ForgetCheck>;
