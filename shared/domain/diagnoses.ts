/**
 * The diagnosis code list as the app sees it: an entry (code and title), what the
 * list holds, a search, an import of a CSV file and its outcome. The list is the
 * desk's own (ICD-10 or the insurer's list), imported by staff; the service
 * document has no endpoint for it.
 */
import { z } from 'zod';

export const DiagnosisEntry = z.object({
  /** As stored: trimmed, upper case ("J06.9"). */
  code: z.string(),
  title: z.string(),
});
export type DiagnosisEntry = z.infer<typeof DiagnosisEntry>;

export const MAX_DIAGNOSIS_SEARCH_LIMIT = 50;

export const DiagnosisSearch = z.object({
  query: z.string().max(200),
  limit: z.number().int().min(1).max(MAX_DIAGNOSIS_SEARCH_LIMIT).default(10),
});

/** Whether a typed code is on the list, and the list's size (0: no list to check against). */
export const DiagnosisLookup = z.object({
  entry: DiagnosisEntry.nullable(),
  listCount: z.number().int().nonnegative(),
});
export type DiagnosisLookup = z.infer<typeof DiagnosisLookup>;

export const DiagnosisListInfo = z.object({
  count: z.number().int().nonnegative(),
  /** When the list in use was imported (ISO UTC); null when there is none. */
  importedAt: z.string().nullable(),
  /** The file it came from, as staff chose it. */
  sourceName: z.string().nullable(),
});
export type DiagnosisListInfo = z.infer<typeof DiagnosisListInfo>;

/**
 * The largest file the page sends. The browser mode's server takes bodies up to
 * 15 MiB (main/serve/server.ts); a CSV text grows at most twofold in JSON (a quote
 * becomes \"), so 6 MiB leaves room (test/diagnoses/diagnosis-ops.test.ts sends one).
 */
export const MAX_DIAGNOSIS_FILE_BYTES = 6 * 1024 * 1024;
/** More codes than any ICD-10 edition has (ICD-10-CM, the largest, about 74,000). */
export const MAX_DIAGNOSIS_ROWS = 100_000;

/**
 * Characters no text file holds: control characters other than tab, line feed and
 * carriage return. A file with them is not a CSV export (JSON would also write the
 * first 32 as six bytes each).
 */
export const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/u;

export const DiagnosisImport = z.object({
  fileName: z.string().trim().min(1).max(255),
  text: z.string().max(MAX_DIAGNOSIS_FILE_BYTES),
});
export type DiagnosisImport = z.infer<typeof DiagnosisImport>;

/** One line of the file that needs fixing, in staff's words. */
export const DiagnosisFileProblem = z.object({
  /** The line of the file where the row starts (1 is the header). */
  line: z.number().int().positive(),
  message: z.string(),
});
export type DiagnosisFileProblem = z.infer<typeof DiagnosisFileProblem>;

export const DiagnosisImportOutcome = z.discriminatedUnion('imported', [
  z.object({ imported: z.literal(true), list: DiagnosisListInfo }),
  z.object({
    imported: z.literal(false),
    /** What happened and that the list in use is unchanged. */
    message: z.string(),
    /** The first problems, in file order. */
    problems: z.array(DiagnosisFileProblem),
    /** Problems found beyond those listed. */
    moreProblems: z.number().int().nonnegative(),
  }),
]);
export type DiagnosisImportOutcome = z.infer<typeof DiagnosisImportOutcome>;
