/**
 * Opens ClaimDesk's one SQLite file and brings its schema up to date.
 *
 * Pragmas, and why:
 * - journal_mode=WAL: readers never wait for the writer; a crash leaves the
 *   last committed transaction whole.
 * - synchronous=FULL: WAL's default (NORMAL) may lose the last commits on power
 *   loss; a claim the UI has reported as saved must survive that, so every
 *   commit is fsynced.
 * - foreign_keys=ON: claim lines and documents cannot outlive their claim.
 * - busy_timeout: a second connection (a backup, a test) waits instead of failing.
 *
 * Every write goes through `writeTransaction` (BEGIN IMMEDIATE), so a write
 * never fails half-way on a lock upgrade.
 *
 * The app opens the store through `openStore` (open-store.ts), which adds the
 * integrity check, the backups and the restore of a damaged file around
 * `openConnection` and `migrate`; `openDatabase` is the bare open for tests and tools.
 */
import { migrations } from './migrations';
import { ensurePrivateFile } from './private-files';
import { connect, type Db, type StoreAccess } from './sqlite';
import type { Migration } from './migrations/migration';
import { StoreError } from './store-failure';

export type { Db } from './sqlite';

/** SQLite before 3.51.3 can corrupt a WAL database (fixed in 3.51.3); ClaimDesk refuses to run on it. */
export const MINIMUM_SQLITE_VERSION = '3.51.3';

interface OpenOptions extends StoreAccess {
  readonly migrations?: readonly Migration[];
}

const versionParts = (version: string): number[] => version.split('.').map(Number);

export function isSqliteVersionSupported(version: string): boolean {
  const have = versionParts(version);
  const need = versionParts(MINIMUM_SQLITE_VERSION);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** The refusal for an SQLite too old to trust with a WAL file, or undefined when `version` is fine. */
export function checkSqliteVersion(version: string): StoreError | undefined {
  if (isSqliteVersionSupported(version)) return undefined;
  return new StoreError(
    'sqlite-too-old',
    `SQLite ${version} is too old: versions before ${MINIMUM_SQLITE_VERSION} can corrupt a WAL database. Install a ClaimDesk built with a newer SQLite.`,
  );
}

export function sqliteVersion(db: Db): string {
  return (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** What a checkpointer does around a bulk write (see checkpointer.ts). */
interface BulkWriteHooks {
  /** Before BEGIN. */
  before(): void;
  /** After COMMIT (`committed`) or ROLLBACK; must not throw. */
  after(committed: boolean): void;
}

const bulkWriteHooks = new WeakMap<Db, BulkWriteHooks>();

/** Sets (or, with undefined, removes) the hooks run around `db`'s bulk writes. */
export function setBulkWriteHooks(db: Db, hooks: BulkWriteHooks | undefined): void {
  if (hooks) bulkWriteHooks.set(db, hooks);
  else bulkWriteHooks.delete(db);
}

interface WriteOptions {
  /** A transaction of thousands of pages (a full tariff refresh): its checkpoint may run elsewhere. */
  readonly bulk?: boolean;
}

const commitListeners = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` after each commit of a write transaction on `db` (never for a rollback, nor for a savepoint of
 * an outer transaction): what others show of the store (the sync status's counts) is read again the moment it
 * changed, whoever wrote it. A listener must be cheap and must not throw (a throw is dropped: the write stands).
 * Answers the unsubscribe.
 */
export function onCommit(db: Db, listener: () => void): () => void {
  const listeners = commitListeners.get(db) ?? new Set();
  commitListeners.set(db, listeners);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function committed(db: Db): void {
  for (const listener of commitListeners.get(db) ?? []) {
    try {
      listener();
    } catch {
      // The write is committed; what a listener does about it is its own business.
    }
  }
}

/** Runs `work` in a BEGIN IMMEDIATE transaction: all of it is committed, or none. */
export function writeTransaction<T>(db: Db, work: () => T, options: WriteOptions = {}): T {
  // Only an outermost transaction commits; a nested one is a savepoint of it.
  const outermost = !db.inTransaction;
  const hooks = options.bulk && outermost ? bulkWriteHooks.get(db) : undefined;
  if (!hooks) {
    const result = db.transaction(work).immediate();
    if (outermost) committed(db);
    return result;
  }
  hooks.before();
  let done = false;
  try {
    const result = db.transaction(work).immediate();
    done = true;
    return result;
  } finally {
    hooks.after(done);
    if (done) committed(db);
  }
}

/** The refusal for a file written by a newer ClaimDesk, or undefined when this one knows its schema. */
export function checkSchemaVersion(current: number, latest: number): StoreError | undefined {
  if (current <= latest) return undefined;
  return new StoreError(
    'newer-schema',
    `This data file was written by a newer ClaimDesk (schema ${current}; this version knows ${latest}). Update ClaimDesk to open it.`,
  );
}

/** Applies every migration newer than the file's user_version, each in its own transaction. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  const current = schemaVersion(db);
  const newer = checkSchemaVersion(current, list.length);
  if (newer) throw newer;
  const applied: number[] = [];
  for (const migration of list.slice(current)) {
    writeTransaction(db, () => {
      db.exec(migration.up);
      db.pragma(`user_version = ${migration.version}`);
    });
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Opens (creating if needed) the database at `file`, keyed as `access` says (sqlite.ts), with
 * the pragmas above, without migrating: `openStore` checks integrity and backs up before it migrates.
 * Throws StoreError('sqlite-too-old'), or better-sqlite3's SqliteError (e.g.
 * SQLITE_NOTADB for a file that is not a database).
 */
export function openConnection(file: string, access: StoreAccess): Db {
  // 0600 before SQLite opens it: its -wal and -shm take the database file's mode (private-files.ts).
  if (file !== ':memory:') ensurePrivateFile(file);
  const db = connect(file, access);
  try {
    const tooOld = checkSqliteVersion(sqliteVersion(db));
    if (tooOld) throw tooOld;
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted content (a purged scan, a removed document) is overwritten with zeros, not left in free pages.
    db.pragma('secure_delete = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens (creating if needed) the database at `file`, with the pragmas above, and migrates it. */
export function openDatabase(file: string, options: OpenOptions): Db {
  const db = openConnection(file, options);
  try {
    migrate(db, options.migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
