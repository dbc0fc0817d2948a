/**
 * When things go wrong: the problems staff are told about (a screen restarted, an unexpected
 * error, a background task that failed), and the diagnostics archive staff can send to
 * support, as the page sees it before saving it.
 */
import { z } from 'zod';

const Instant = z.iso.datetime();

/**
 * What happened: the host's own problems, or a background task of the core that failed
 * (its part: sync, tariffs, backup, settings, store — the data file's upkeep, such as the
 * checkpoint worker — or the demo diagnosis list).
 */
export const StaffAlertKind = z.enum([
  'screen-restarted',
  'unexpected-error',
  'sync',
  'tariffs',
  'backup',
  'offsite-backup',
  'settings',
  'store',
  'store-damaged',
  'diagnoses',
]);
export type StaffAlertKind = z.infer<typeof StaffAlertKind>;

/** One kind of problem, told once however often it happens (`count` times, the last at `lastAt`), until dismissed. */
export const StaffAlert = z.object({
  id: z.number().int(),
  kind: StaffAlertKind,
  firstAt: Instant,
  lastAt: Instant,
  count: z.number().int().positive(),
});
export type StaffAlert = z.infer<typeof StaffAlert>;

/** The facts files of the archive, one per subject. */
export const DiagnosticsSubject = z.enum(['versions', 'settings', 'sync', 'claims', 'integrity']);
export type DiagnosticsSubject = z.infer<typeof DiagnosticsSubject>;

/** What one file of the archive holds: a log (its lines and the time they span), or facts shown whole. */
export const DiagnosticsContent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('log'),
    lines: z.number().int().nonnegative(),
    from: Instant.nullable(),
    to: Instant.nullable(),
  }),
  z.object({ kind: z.literal('facts'), subject: DiagnosticsSubject, text: z.string() }),
]);
export type DiagnosticsContent = z.infer<typeof DiagnosticsContent>;

export const DiagnosticsFile = z.object({
  /** Its path inside the archive. */
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  content: DiagnosticsContent,
});
export type DiagnosticsFile = z.infer<typeof DiagnosticsFile>;

/** The archive as built, kept by the core until it is saved (`id`) so that what is saved is what was shown. */
export const DiagnosticsPreview = z.object({
  id: z.string(),
  fileName: z.string(),
  bytes: z.number().int().nonnegative(),
  files: z.array(DiagnosticsFile),
  /** Written into the IT folder (`backup.folder` set: "Send to IT"); else the desktop app asks where, the browser downloads it. */
  savedBy: z.enum(['it-folder', 'dialog', 'download']),
});
export type DiagnosticsPreview = z.infer<typeof DiagnosticsPreview>;

export const DiagnosticsSaved = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), path: z.string() }),
  z.object({ kind: z.literal('cancelled') }),
  /** "Send to IT": written into this desk's folder inside the IT folder, at `path`. */
  z.object({ kind: z.literal('sent'), path: z.string() }),
  z.object({ kind: z.literal('download'), fileName: z.string(), contentBase64: z.string() }),
]);
export type DiagnosticsSaved = z.infer<typeof DiagnosticsSaved>;
