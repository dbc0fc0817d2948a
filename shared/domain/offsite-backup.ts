/**
 * Copies of the backups in the folder IT chose (main/store/offsite-backup.ts), as Settings shows them: when the
 * last good copy was made, the last failure by its reason (words on the page, never a path), and whether the
 * copies are stale (Settings and the staff alert warn).
 */
import { z } from 'zod';

const Instant = z.iso.datetime();

/** Why a copy failed, in words staff and IT understand (the log has the full error, paths included). */
export const OffsiteFailureReason = z.enum([
  /** The IT folder is not there: the share is not connected, the USB disk is out. */
  'folder-missing',
  /** The IT folder (or this desk's subfolder) cannot be written to: permissions, read-only, a file in the way. */
  'not-writable',
  /** The disk or share is full, or over its quota. */
  'full',
  /** The share did not answer in time, or the network failed during the copy. */
  'unreachable',
  /** The copy read back differs from the backup: it was removed, nothing kept under its name. */
  'copy-differs',
  /** No backup on this computer could be made to copy. */
  'no-local-backup',
  'other',
]);
export type OffsiteFailureReason = z.infer<typeof OffsiteFailureReason>;

export const OffsiteBackupStatus = z.object({
  /** The IT folder in force (setting or policy); null: copies are off. */
  folder: z.string().nullable(),
  /** This desk's subfolder of it: the desk's name and a stable id (`reception-1-3f9a2c1d`). */
  deskFolder: z.string(),
  everyHours: z.number().int(),
  lastSuccessAt: Instant.nullable(),
  lastFailure: z.object({ at: Instant, reason: OffsiteFailureReason }).nullable(),
  /** No good copy for more than twice the interval, or none yet since the folder was set. */
  stale: z.boolean(),
});
export type OffsiteBackupStatus = z.infer<typeof OffsiteBackupStatus>;

/** Stale: a folder is set and no copy succeeded since it was, or the last one is more than 2× the interval old. */
export function isOffsiteStale(
  folder: string | null,
  lastSuccessAt: string | null,
  everyHours: number,
  now: Date,
): boolean {
  if (folder === null) return false;
  if (lastSuccessAt === null) return true;
  return now.getTime() - Date.parse(lastSuccessAt) > 2 * everyHours * 3_600_000;
}
