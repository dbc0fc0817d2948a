/**
 * Handing claims to another desk (main/handover): what the page sends and gets back.
 * The file itself travels as base64, as documents and the diagnostics archive do.
 */
import { z } from 'zod';
import { ClaimState } from './claims';

/** The shortest passphrase accepted: the file may leave the clinic on a USB stick. */
export const MIN_PASSPHRASE_LENGTH = 12;

export const HandoverPassphrase = z.string().min(MIN_PASSPHRASE_LENGTH).max(1024);

export const HandoverExportInput = z.object({ passphrase: HandoverPassphrase });

/**
 * A file to import crosses in parts of at most this many bytes (base64 in one operation each), then is
 * imported whole: the browser mode's operations carry at most 15 MiB each (main/serve/server.ts), and a
 * hand-over with its scans can be far larger.
 */
export const HANDOVER_PART_BYTES = 6 * 1024 * 1024;

/** One part of a file on its way in: without `uploadId` it starts an upload, with it the next part follows. */
export const HandoverUploadInput = z.object({
  uploadId: z.uuid().optional(),
  contentBase64: z.string().max(Math.ceil(HANDOVER_PART_BYTES / 3) * 4),
});

/** The upload's id (for the next part and the import) and its bytes so far. */
export const HandoverUploaded = z.object({ uploadId: z.uuid(), bytes: z.number().int().nonnegative() });

export const HandoverImportInput = z.object({
  fileName: z.string().min(1).max(255),
  uploadId: z.uuid(),
  passphrase: z.string().min(1).max(1024),
});

/** One claim in a hand-over file, as the page lists it. */
export const HandoverClaim = z.object({
  id: z.string(),
  state: ClaimState,
  memberName: z.string(),
  authorizationNo: z.string(),
  attendanceDate: z.string(),
  amountText: z.string(),
  documentCount: z.number().int().nonnegative(),
});
export type HandoverClaim = z.infer<typeof HandoverClaim>;

/** A file made on this desk: its bytes to save, and the claims it handed over. */
export const HandoverExported = z.object({
  handoverId: z.string(),
  fileName: z.string(),
  contentBase64: z.string(),
  claims: z.array(HandoverClaim),
});
export type HandoverExported = z.infer<typeof HandoverExported>;

/**
 * A file read on this desk: `imported`, its claims are now this desk's to send; `taken-back`, the file
 * this desk made came back and its claims are this desk's again.
 */
export const HandoverImported = z.object({
  kind: z.enum(['imported', 'taken-back']),
  handoverId: z.string(),
  claims: z.array(HandoverClaim),
});
export type HandoverImported = z.infer<typeof HandoverImported>;

/** A hand-over file this desk made or read. */
export const HandoverRecord = z.object({
  id: z.string(),
  direction: z.enum(['exported', 'imported']),
  at: z.iso.datetime(),
  claimCount: z.number().int().nonnegative(),
  takenBackAt: z.iso.datetime().nullable(),
  /** Whether this desk still holds the file (one it made), so it can be saved again. */
  canSaveAgain: z.boolean(),
});
export type HandoverRecord = z.infer<typeof HandoverRecord>;
