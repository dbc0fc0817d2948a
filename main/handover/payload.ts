/**
 * What a hand-over file holds once opened: the claims as this desk stored them, field for field (the JSON
 * columns as their text, amounts as integer units), with their lines and documents. Read back with zod:
 * a file that opens but does not hold this shape is treated as damaged.
 */
import { z } from 'zod';

export const PAYLOAD_FORMAT = 'claimdesk-handover';

const Instant = z.iso.datetime();
/** Integer money units (shared/money.ts), exact as stored. */
const Units = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const PayloadLine = z.object({
  lineNo: z.number().int().positive(),
  tariffId: z.string(),
  name: z.string(),
  type: z.string(),
  quantity: z.number().int().positive(),
  priceUnits: Units,
});

export const PayloadDocument = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  attachedAt: Instant,
  contentBase64: z.base64(),
  /**
   * Marked by staff as the claim's referral letter, or not (migration 17). Absent in files from versions before
   * it: `other`.
   */
  kind: z.enum(['referral', 'other']).optional(),
});

export const PayloadClaim = z.object({
  id: z.string().min(1),
  state: z.enum(['draft', 'queued']),
  batchNo: z.string(),
  authorizationNo: z.string(),
  cardNo: z.string(),
  memberName: z.string(),
  attendanceDate: z.string(),
  doctorJson: z.string(),
  complain: z.string(),
  diagnosisJson: z.string(),
  amountUnits: Units,
  messagesJson: z.string(),
  reviewReason: z.string().nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  queuedAt: Instant.nullable(),
  resubmitOf: z.string().nullable(),
  /**
   * The claim may already be on the service. Written true for every claim since migration 15 (a file may be
   * imported on more than one desk), so that a desk of an earlier version checks each claim too; this version
   * checks every imported claim whatever the file says. Absent in files from versions before migration 14.
   */
  checkFirst: z.boolean().optional(),
  /**
   * Claim numbers of the claim's batch that the desk making the file knew were on the service by then: none can
   * be another desk's copy of this claim (migration 15). Absent in files from versions before it.
   */
  knownClaimNos: z.array(z.string().min(1).max(200)).max(100_000).optional(),
  /**
   * When staff chose to send it without its referral letter (migration 17; who and why stay in the audit trail
   * of the desk that made the file). Absent in files from versions before it: not waived.
   */
  documentWaivedAt: Instant.nullable().optional(),
  /** The insurer's pre-authorization staff recorded (migration 22). Absent in files from versions before it: none. */
  preAuthorizationNo: z.string().max(64).optional(),
  /**
   * Who wrote or queued it on the desk that made the file, by her name then (People at the desk, migration 20);
   * never a person of the desk importing it. Absent in files from versions before it: no one.
   */
  byName: z.string().max(200).nullable().optional(),
  lines: z.array(PayloadLine),
  documents: z.array(PayloadDocument),
});
export type PayloadClaim = z.infer<typeof PayloadClaim>;

export const HandoverPayload = z.object({
  format: z.literal(PAYLOAD_FORMAT),
  /** The file's id: a file is imported once, and taken back once on the desk that made it. */
  id: z.uuid(),
  exportedAt: Instant,
  /** The desk's name, for staff reading the audit trail. */
  desk: z.string(),
  /** Made in the demo: its claims never go to a real insurer, nor a real desk's into the demo. */
  demo: z.boolean(),
  claims: z.array(PayloadClaim).min(1),
});
export type HandoverPayload = z.infer<typeof HandoverPayload>;

/** The payload of an opened file, or undefined when it is not one. */
export function readPayload(bytes: Buffer): HandoverPayload | undefined {
  try {
    const parsed = HandoverPayload.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
