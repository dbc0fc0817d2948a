/**
 * Opens ClaimDesk's store, `<dataDir>/claimdesk.sqlite`, in this order:
 *   0. find the store's key (store-key.ts; a new one only for a folder holding nothing
 *      encrypted), and encrypt what an earlier build left plain (encrypt-store.ts);
 *   1. open, keyed, with the durable pragmas (refusing an SQLite too old for WAL);
 *   2. quick_check; a damaged file (or one SQLite will not open as a database, or
 *      a vanished one while backups exist) is replaced by the newest sound backup,
 *      the damaged file kept in `corrupt/`, and the user told what was restored.
 *      The app leaves the check of a store closed cleanly to the running desk
 *      (integrityCheck 'after-clean-stop', deferred-check.ts);
 *   3. refuse a file from a newer ClaimDesk;
 *   4. back up before migrating an existing file (no backup, no migration);
 *   5. migrate, each step in its own transaction;
 *   6. the daily backup, on the first open of the UTC day.
 * It never starts on an empty database in place of a damaged one: without a sound
 * backup the answer is the error 'corrupt-no-backup' and the file stays where it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markUnsentClaimsUncertain } from '../claims/state';
import { Database } from './sqlite';
import { BACKUP_DIR, backupDatabase, isDailyBackupDue, listBackups, type BackupFile } from './backups';
import { checkSchemaVersion, migrate, openConnection, schemaVersion, writeTransaction, type Db } from './database';
import { encryptStore, holdsEncryptedFiles, needsEncrypting, PLAIN_COPY_SUFFIX, type Encrypted } from './encrypt-store';
import { integrityProblems, integrityProblemsOffThread, opensWith } from './integrity';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/migration';
import { keepPrivate } from './private-files';
import { CORRUPT_DIR, moveAside, newestSoundBackup, restoreBackup } from './recover';
import type { StoreAccess } from './sqlite';
import { storeErrorFromSqlite } from './store-errors';
import { StoreError, type StoreFailure } from './store-failure';
import { storeKeyFor, type KeySource } from './store-key';

export const DATABASE_FILE = 'claimdesk.sqlite';
/** Asks the next open to check the store first: the check after a start found it damaged (deferred-check.ts). */
export const CHECK_AT_OPEN_FILE = 'claimdesk.check-at-open';

/** A store in its data folder: the database, the files SQLite keeps beside it, its backups and damaged copies. */
export const STORE_ENTRIES: readonly string[] = [
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  `${DATABASE_FILE}-journal`,
  `${DATABASE_FILE}${PLAIN_COPY_SUFFIX}`,
  CHECK_AT_OPEN_FILE,
  BACKUP_DIR,
  CORRUPT_DIR,
];

export type StoreNotice =
  | {
      readonly kind: 'restored-from-backup';
      readonly level: 'warning';
      /** Why: the file was damaged, or it was missing while backups existed. */
      readonly reason: 'corrupt' | 'missing';
      readonly backupTakenAt: string;
      readonly backupFile: string;
      /** Where the damaged file (and its -wal/-shm) now are. */
      readonly movedAside: readonly string[];
      /** Claims that may have reached the service after the backup: the outbox reconciles them first. */
      readonly claimsToReconcile: number;
      readonly message: string;
    }
  | {
      readonly kind: 'migrated';
      readonly level: 'info';
      readonly from: number;
      readonly to: number;
      readonly backupFile: string;
      readonly message: string;
    }
  | {
      readonly kind: 'backup-failed';
      readonly level: 'warning';
      /** When the newest backup there is was taken; null when there is none. */
      readonly newestBackupAt: string | null;
      readonly message: string;
    };

interface StoreLogEntry {
  readonly event: 'encrypt' | 'integrity-check' | 'backup' | 'restore' | 'migrate';
  readonly durationMs: number;
  readonly detail: string;
}

export interface OpenStoreOptions {
  readonly now: () => Date;
  /** better-sqlite3's native module for the running host (native-binding.ts). */
  readonly nativeBinding?: string;
  /** Where the store's key is kept (store-key.ts). */
  readonly keys: KeySource;
  readonly log?: (entry: StoreLogEntry) => void;
  /** The migration list; tests pass their own, the app the default. */
  readonly migrations?: readonly Migration[];
  /**
   * Where the open's quick_check runs: on this thread (the default, for tests that open many stores), on a worker
   * ('worker': this thread stays free to answer while the file is read, integrity.ts), or, for a store closed
   * cleanly (no WAL left behind, no check asked for), not at the open: the answer says `checkLater` and the
   * running desk checks it (the app: 'after-clean-stop', deferred-check.ts); otherwise on a worker.
   */
  readonly integrityCheck?: 'worker' | 'inline' | 'after-clean-stop';
  /** better-sqlite3's entry point for that worker; tests pass a stand-in that fails. */
  readonly workerLibrary?: string;
}

type OpenStoreResult =
  | {
      ok: true;
      db: Db;
      notices: StoreNotice[];
      /** The open did not check the store (it was closed cleanly): the caller runs the check once it runs. */
      checkLater: boolean;
      /** How the store's connections are opened (its key included): for the checkpointer and the backups. */
      access: StoreAccess;
    }
  | { ok: false; error: StoreFailure };

/** The options, with the store's key once it is known. */
type Opening = OpenStoreOptions & { readonly access: StoreAccess };

interface Paths {
  readonly file: string;
  /** CHECK_AT_OPEN_FILE in the data folder. */
  readonly checkMarker: string;
  readonly backupDir: string;
  readonly corruptDir: string;
}

type Step<T> = { ok: true; value: T } | { ok: false; error: StoreFailure };

const utcMinute = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function openFailure(error: unknown, file: string): StoreFailure {
  if (error instanceof StoreError) return { code: error.code, message: error.message };
  const mapped = storeErrorFromSqlite(error);
  if (mapped === undefined) throw error;
  const why: Partial<Record<StoreFailure['code'], string>> = {
    'disk-full': 'the disk is full. Free some space and start ClaimDesk again.',
    io: 'the disk could not be read or written. Check that it is connected and working, then start ClaimDesk again.',
    busy: 'another program is using it. Close any other ClaimDesk window and start ClaimDesk again.',
    'read-only': 'ClaimDesk may not write to its data folder. Ask your support to check its permissions.',
  };
  return {
    code: mapped.code,
    message: `ClaimDesk could not open its data file ${file}: ${why[mapped.code] ?? reasonOf(error)}`,
  };
}

function isDamage(error: unknown): boolean {
  return error instanceof Database.SqliteError && storeErrorFromSqlite(error)?.code === 'corrupt';
}

function hasData(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).size > 0;
}

/**
 * Whether the store was closed cleanly the last time: SQLite removes the WAL as the last connection closes, so a
 * WAL left behind means a process that ended without closing (killed, crashed, the power cut); and no check was
 * asked for since.
 */
const closedCleanly = (paths: Paths): boolean =>
  hasData(paths.file) && !fs.existsSync(`${paths.file}-wal`) && !fs.existsSync(paths.checkMarker);

/** Logs how long `event` took since `start`, with what it found; answers the value. */
const logged =
  <T>(log: OpenStoreOptions['log'], event: StoreLogEntry['event'], start: number, detail: (value: T) => string) =>
  (value: T): T => {
    log?.({ event, durationMs: performance.now() - start, detail: detail(value) });
    return value;
  };

function timed<T>(
  log: OpenStoreOptions['log'],
  event: StoreLogEntry['event'],
  work: () => T,
  detail: (value: T) => string,
): T {
  return logged(log, event, performance.now(), detail)(work());
}

async function timedAsync<T>(
  log: OpenStoreOptions['log'],
  event: StoreLogEntry['event'],
  work: () => Promise<T>,
  detail: (value: T) => string,
): Promise<T> {
  const start = performance.now();
  return logged(log, event, start, detail)(await work());
}

/** Replaces the damaged or missing file by the newest sound backup; an error when there is none. */
function restore(paths: Paths, reason: 'corrupt' | 'missing', options: Opening): Step<StoreNotice> {
  const { backup, unsound } = newestSoundBackup(paths.backupDir, paths.corruptDir, options.access);
  if (backup === undefined) {
    const damagedBackups =
      unsound.length > 0 ? ` ${unsound.length} backup(s) were damaged too and were kept in ${paths.corruptDir}.` : '';
    return {
      ok: false,
      error: {
        code: 'corrupt-no-backup',
        message:
          `ClaimDesk's data file ${paths.file} is ${reason === 'corrupt' ? 'damaged' : 'missing'} and no good backup was found to restore it.${damagedBackups} ` +
          'ClaimDesk has not started, so nothing was overwritten or lost further. Call your support to recover the file.',
      },
    };
  }
  const movedAside = moveAside(paths.file, paths.corruptDir, options.now(), options.access.key);
  timed(
    options.log,
    'restore',
    () => restoreBackup(backup, paths.file),
    () => `restored ${backup.file} (${reason})`,
  );
  return { ok: true, value: restoredNotice(reason, backup, movedAside, paths) };
}

function restoredNotice(
  reason: 'corrupt' | 'missing',
  backup: BackupFile,
  movedAside: string[],
  paths: Paths,
): StoreNotice {
  const what = reason === 'corrupt' ? 'was damaged' : 'was missing';
  const kept = movedAside.length > 0 ? ` The damaged file was kept in ${paths.corruptDir} for your support.` : '';
  return {
    kind: 'restored-from-backup',
    level: 'warning',
    reason,
    backupTakenAt: backup.takenAt,
    backupFile: backup.file,
    movedAside,
    claimsToReconcile: 0,
    message:
      `ClaimDesk's data file ${what}, so it was restored from the automatic backup taken on ${utcMinute(backup.takenAt)}. ` +
      'Anything saved after that time (claims, visits, authorizations, documents, settings) may be missing: check your recent work and enter again what is not there. ' +
      `Claims that were waiting to be sent will be checked against the insurer before they are sent again.${kept}`,
  };
}

/**
 * A connection to `file` whose every table's first page reads: what the start reads (its settings, the schema)
 * stays readable until the running desk's check; undefined, the connection closed, when SQLite finds damage.
 */
function openTouched(file: string, access: StoreAccess): Db | undefined {
  let db: Db | undefined;
  try {
    db = openConnection(file, access);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[];
    for (const table of tables) db.prepare(`SELECT 1 FROM "${table.replaceAll('"', '""')}" LIMIT 1`).get();
    return db;
  } catch (error) {
    db?.close();
    if (isDamage(error)) return undefined;
    throw error;
  }
}

/** quick_check of the store just opened, where the options say (OpenStoreOptions.integrityCheck). */
const checkOpened = (db: Db, options: Opening): Promise<string[]> =>
  options.integrityCheck === undefined || options.integrityCheck === 'inline'
    ? Promise.resolve(integrityProblems(db))
    : integrityProblemsOffThread(db, options.access, options.workerLibrary);

interface Opened {
  readonly db: Db;
  readonly checkLater: boolean;
}

/** Steps 1–2: a connection to a sound file, restoring a backup when needed. */
async function openSound(paths: Paths, options: Opening, notices: StoreNotice[]): Promise<Step<Opened>> {
  if (options.integrityCheck === 'after-clean-stop' && closedCleanly(paths)) {
    const db = openTouched(paths.file, options.access);
    if (db) return { ok: true, value: { db, checkLater: true } };
    // A file that does not open, or a table whose first page is damaged, is checked (and restored) now.
  }
  if (!hasData(paths.file) && listBackups(paths.backupDir).length > 0) {
    const restored = restore(paths, 'missing', options);
    if (!restored.ok) return restored;
    notices.push(restored.value);
  }
  for (let attempt = 0; ; attempt++) {
    let problems: string[];
    let db: Db | undefined;
    try {
      db = openConnection(paths.file, options.access);
      const opened = db;
      problems = await timedAsync(
        options.log,
        'integrity-check',
        () => checkOpened(opened, options),
        (found) => found.join('; ') || 'ok',
      );
    } catch (error) {
      db?.close();
      if (!isDamage(error)) return { ok: false, error: openFailure(error, paths.file) };
      problems = [reasonOf(error)];
      db = undefined;
    }
    if (problems.length === 0 && db !== undefined) {
      fs.rmSync(paths.checkMarker, { force: true });
      return { ok: true, value: { db, checkLater: false } };
    }
    db?.close();
    if (attempt > 0) {
      // A backup that passed its check just now fails once in place: the disk itself is suspect.
      return {
        ok: false,
        error: {
          code: 'corrupt',
          message: `ClaimDesk's restored data file fails its check too (${problems.join('; ')}). The disk may be failing: call your support.`,
        },
      };
    }
    if (isWrongKey(paths, options.access)) return { ok: false, error: wrongKey(paths.file) };
    const restored = restore(paths, 'corrupt', options);
    if (!restored.ok) return restored;
    notices.push(restored.value);
  }
}

/**
 * A key that is not the store's own (a mistyped CLAIMDESK_DB_KEY) makes the database read as
 * damaged. Before anything is moved, the backups tell: when there are some and the key opens
 * none of them, the key is wrong, not every file damaged at once. (Backups the key opens but
 * that are damaged are the restore's to judge.)
 */
function isWrongKey(paths: Paths, access: StoreAccess): boolean {
  const backups = listBackups(paths.backupDir);
  return backups.length > 0 && backups.every((backup) => !opensWith(backup.file, access));
}

const wrongKey = (file: string): StoreFailure => ({
  code: 'wrong-key',
  message:
    `ClaimDesk's data file ${file} and all its backups are encrypted with another key than the one given. ` +
    'Nothing was moved or overwritten. Put the right key back (CLAIMDESK_DB_KEY, or the key file), or call your support.',
});

async function backUp(db: Db, paths: Paths, options: Opening, reason: string): Promise<BackupFile> {
  const start = performance.now();
  const backup = await backupDatabase(db, paths.backupDir, { now: options.now, access: options.access });
  options.log?.({ event: 'backup', durationMs: performance.now() - start, detail: `${reason}: ${backup.file}` });
  return backup;
}

/** Steps 3–6 on a sound connection. */
async function upgrade(db: Db, paths: Paths, options: Opening, notices: StoreNotice[]): Promise<Step<Db>> {
  const list = options.migrations ?? allMigrations;
  const from = schemaVersion(db);
  const newer = checkSchemaVersion(from, list.length);
  if (newer) return { ok: false, error: { code: newer.code, message: newer.message } };

  if (from >= 1 && from < list.length) {
    let backup: BackupFile;
    try {
      backup = await backUp(db, paths, options, 'pre-migration');
    } catch (error) {
      return {
        ok: false,
        error: {
          code: 'backup-failed',
          message: `ClaimDesk must update its data file and backs it up first, but the backup failed (${reasonOf(error)}). Nothing was changed. Free some disk space and start ClaimDesk again.`,
        },
      };
    }
    try {
      timed(
        options.log,
        'migrate',
        () => migrate(db, list),
        (applied) => `applied ${applied.join(', ')}`,
      );
    } catch (error) {
      const failed = list[schemaVersion(db)];
      return {
        ok: false,
        error: {
          code: 'migration-failed',
          message:
            `ClaimDesk could not update its data file: step ${failed?.version ?? '?'} (${failed?.name ?? 'unknown'}) failed (${reasonOf(error)}) and was undone. ` +
            `The file is still at version ${schemaVersion(db)}, and a backup from before the update is at ${backup.file}. Call your support.`,
        },
      };
    }
    notices.push({
      kind: 'migrated',
      level: 'info',
      from,
      to: list.length,
      backupFile: backup.file,
      message: `ClaimDesk updated its data file to version ${list.length}; a backup from before the update is at ${backup.file}.`,
    });
  } else {
    migrate(db, list);
  }

  const restoredAt = notices.findIndex((notice) => notice.kind === 'restored-from-backup');
  const restored = notices[restoredAt];
  if (restored?.kind === 'restored-from-backup') {
    notices[restoredAt] = { ...restored, claimsToReconcile: writeTransaction(db, () => markUnsentClaimsUncertain(db)) };
  }

  if (isDailyBackupDue(paths.backupDir, options.now())) {
    try {
      await backUp(db, paths, options, 'daily');
    } catch (error) {
      const newest = listBackups(paths.backupDir)[0];
      notices.push({
        kind: 'backup-failed',
        level: 'warning',
        newestBackupAt: newest?.takenAt ?? null,
        message:
          `ClaimDesk could not make today's automatic backup (${reasonOf(error)}). Your work is still saved as usual, ` +
          `but the newest backup is ${newest ? `from ${utcMinute(newest.takenAt)}` : 'missing'}. Free some disk space; ClaimDesk tries again at its next start.`,
      });
    }
  }
  return { ok: true, value: db };
}

/** Step 0's conversion, logged; a failure leaves the store as it was, and says so. */
function encrypt(paths: Paths, options: Opening): Step<Encrypted> {
  const { key, nativeBinding } = options.access;
  if (key === null) return { ok: true, value: { database: 'was-encrypted', backups: 0, sealed: 0 } };
  // Each step is logged with the time since the conversion began.
  const began = performance.now();
  try {
    const value = timed(
      options.log,
      'encrypt',
      () =>
        encryptStore(paths, { nativeBinding, key }, (step) =>
          options.log?.({ event: 'encrypt', durationMs: performance.now() - began, detail: step }),
        ),
      (done) => `database ${done.database}, ${done.backups} backup(s) encrypted, ${done.sealed} damaged file(s) sealed`,
    );
    return { ok: true, value };
  } catch (error) {
    const full = storeErrorFromSqlite(error)?.code === 'disk-full';
    return {
      ok: false,
      error: {
        code: full ? 'disk-full' : 'encryption-failed',
        message:
          `ClaimDesk encrypts its data on this computer, and could not finish doing so (${reasonOf(error)}). ` +
          `Nothing was lost: your data is as it was. ${full ? 'Free as much disk space as the data folder takes, then start ClaimDesk again.' : 'Call your support.'}`,
      },
    };
  }
}

/** Opens, checks, restores if needed, backs up and migrates the store in `dataDir`. Never throws for a storage failure. */
export async function openStore(dataDir: string, options: OpenStoreOptions): Promise<OpenStoreResult> {
  const paths: Paths = {
    file: path.join(dataDir, DATABASE_FILE),
    checkMarker: path.join(dataDir, CHECK_AT_OPEN_FILE),
    backupDir: path.join(dataDir, BACKUP_DIR),
    corruptDir: path.join(dataDir, CORRUPT_DIR),
  };
  const notices: StoreNotice[] = [];
  let db: Db | undefined;
  try {
    // Folders 0700, files 0600, repaired here for a folder an earlier build (or a loose umask) left readable.
    keepPrivate(dataDir);
    const key = storeKeyFor(dataDir, options.keys, holdsEncryptedFiles(paths));
    const opening: Opening = { ...options, access: { nativeBinding: options.nativeBinding, key } };
    if (needsEncrypting(paths)) {
      const encrypted = encrypt(paths, opening);
      if (!encrypted.ok) return encrypted;
    }
    const opened = await openSound(paths, opening, notices);
    if (!opened.ok) return opened;
    db = opened.value.db;
    const upgraded = await upgrade(db, paths, opening, notices);
    if (!upgraded.ok) {
      db.close();
      return upgraded;
    }
    return { ok: true, db, notices, access: opening.access, checkLater: opened.value.checkLater };
  } catch (error) {
    db?.close();
    return { ok: false, error: openFailure(error, paths.file) };
  }
}
