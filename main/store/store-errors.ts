/**
 * Turns SQLite's failures into typed store failures with words for staff.
 *
 * Only failures of the storage itself are mapped (disk full, I/O, damaged file,
 * locked, read-only). Anything else — a constraint violation, a syntax error, a
 * TypeError — is a bug in the caller and is rethrown, never disguised as data.
 */
import { Database } from './sqlite';
import { knows, render, wording, type CoreKey } from '../i18n/words';
import { StoreError, type StoreErrorCode, type StoreFailure } from './store-failure';

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: StoreFailure };

/** The failures of the storage itself (the other codes come from opening and migrating). */
type StorageCode = Extract<StoreErrorCode, 'disk-full' | 'io' | 'corrupt' | 'busy' | 'read-only' | 'cannot-open'>;

/** SQLite's primary result codes (extended codes such as SQLITE_IOERR_WRITE share the prefix). */
const PRIMARY_CODES: readonly (readonly [string, StorageCode])[] = [
  ['SQLITE_FULL', 'disk-full'],
  ['SQLITE_IOERR', 'io'],
  ['SQLITE_CORRUPT', 'corrupt'],
  ['SQLITE_NOTADB', 'corrupt'],
  ['SQLITE_BUSY', 'busy'],
  ['SQLITE_LOCKED', 'busy'],
  ['SQLITE_READONLY', 'read-only'],
  ['SQLITE_CANTOPEN', 'cannot-open'],
  ['SQLITE_PERM', 'read-only'],
];

/** The same failures met by Node's file calls (copying a backup, moving a damaged file aside). */
const FS_CODES: Readonly<Record<string, StorageCode>> = {
  ENOSPC: 'disk-full',
  EDQUOT: 'disk-full',
  EIO: 'io',
  EACCES: 'read-only',
  EPERM: 'read-only',
  EROFS: 'read-only',
  EBUSY: 'busy',
};

function fsCodeOf(error: unknown): StorageCode | undefined {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return undefined;
  return FS_CODES[error.code];
}

function codeOf(sqliteCode: string): StorageCode | undefined {
  const primary = PRIMARY_CODES.find(([prefix]) => sqliteCode === prefix || sqliteCode.startsWith(`${prefix}_`));
  return primary?.[1];
}

const WORDS = {
  'disk-full': 'store.diskFull',
  io: 'store.io',
  corrupt: 'store.corrupt',
  busy: 'store.busy',
  'read-only': 'store.readOnly',
  'cannot-open': 'store.cannotOpen',
} as const satisfies Record<StorageCode, CoreKey>;

/** What was being saved, in words: a subject of the catalogue (`store.subject.*`), else the text as given. */
function subjectWords(subject: string): string {
  const key = `store.subject.${subject}`;
  return knows(key) ? render(wording(key)) : subject;
}

/**
 * The typed failure for a storage error thrown by better-sqlite3 (or a StoreError, or
 * a Node file call's ENOSPC/EIO/EACCES…), or undefined when `error` is not one (a
 * bug: the caller should rethrow it).
 * `subject` names what was being saved, as a key of `store.subject.*`: "claim" gives
 * "The disk is full: the claim was not saved. Free some space and save again."
 */
export function storeErrorFromSqlite(error: unknown, subject = 'change'): StoreFailure | undefined {
  if (error instanceof StoreError) return { code: error.code, message: error.message };
  const code = error instanceof Database.SqliteError ? codeOf(error.code) : fsCodeOf(error);
  return code === undefined
    ? undefined
    : { code, message: render(wording(WORDS[code], { subject: subjectWords(subject) })) };
}

/** Runs `work` (typically a writeTransaction), answering storage failures as data; rethrows bugs. */
export function storeResult<T>(work: () => T, subject?: string): StoreResult<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    const failure = storeErrorFromSqlite(error, subject);
    if (failure === undefined) throw error;
    return { ok: false, error: failure };
  }
}
