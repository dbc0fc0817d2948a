/**
 * What opening the store had to tell staff (main/store/open-store.ts), as facts the page
 * words in the language it shows, each with what to do. Kept in the store until a
 * person has read it (main/store/store-notices.ts).
 */
import { z } from 'zod';

const Instant = z.iso.datetime();
const Count = z.number().int().nonnegative();

export const StoreNoticeFacts = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('restored-from-backup'),
    /** The data file was damaged, or missing while backups existed. */
    reason: z.enum(['corrupt', 'missing']),
    backupTakenAt: Instant,
    /** Claims that may have reached the insurer after the backup: checked with it before they are sent again. */
    claimsToReconcile: Count,
    /** The folder the damaged file was moved to, for support; null when there was nothing to keep. */
    keptIn: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('migrated'),
    from: Count,
    to: Count,
    /** The backup taken just before the update. */
    backupFile: z.string(),
  }),
  z.object({
    kind: z.literal('backup-failed'),
    /** The newest backup there is; null when there is none. */
    newestBackupAt: Instant.nullable(),
  }),
]);
export type StoreNoticeFacts = z.infer<typeof StoreNoticeFacts>;
export type StoreNoticeKind = StoreNoticeFacts['kind'];

export const StoreNoticeView = z.object({
  id: z.number().int(),
  /** When ClaimDesk opened its data file and found this. */
  raisedAt: Instant,
  facts: StoreNoticeFacts,
});
export type StoreNoticeView = z.infer<typeof StoreNoticeView>;
