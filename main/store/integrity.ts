/**
 * The integrity check run at every open and on every backup; at the app's open on a worker thread
 * (`integrityProblemsOffThread`), so that the thread opening the store, which also serves browser mode's page
 * and the window's calls, is free while the file is read.
 *
 * `PRAGMA quick_check`, not `integrity_check`: it reads every page and verifies the
 * b-tree structure, record formats and NOT NULL/CHECK constraints — the damage a
 * crash, a bad disk or a copy gone wrong causes — in O(N). `integrity_check` also
 * cross-checks every index against its table (O(N log N)), a kind of damage a
 * REINDEX repairs, at a cost that grows with the indexes: measured here, 0.67 s
 * against 0.15–0.2 s on a 106 MB index-heavy file, 0.3–0.46 s against 0.26 s on a
 * 92 MB file mostly of documents (test/bench/store.bench.ts). It runs at every
 * start, so the cheaper check that still catches a damaged file wins.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './database';
import { connect, Database, WORKER_OPEN, workerAccess, type StoreAccess } from './sqlite';

/** At most this many problems are read back: the first few say enough. */
export const MAX_PROBLEMS = 20;

/** The problems quick_check finds, or an empty list when the file is sound. */
export function integrityProblems(db: Db): string[] {
  try {
    const rows = db.pragma(`quick_check(${MAX_PROBLEMS})`) as { quick_check: string }[];
    const problems = rows.map((row) => row.quick_check).filter((text) => text !== 'ok');
    return problems;
  } catch (error) {
    // A badly damaged file makes the check itself fail (SQLITE_CORRUPT, SQLITE_NOTADB).
    if (error instanceof Database.SqliteError) return [`${error.code}: ${error.message}`];
    throw error;
  }
}

// Plain JavaScript, evaluated in the worker: it must not depend on the build (TypeScript, bundling).
const WORKER_SOURCE = `${WORKER_OPEN}
const { parentPort, workerData } = require('node:worker_threads');
const { access, file, maxProblems } = workerData;
let db;
try {
  db = openKeyed(access, file, { fileMustExist: true });
  const rows = db.pragma('quick_check(' + maxProblems + ')');
  parentPort.postMessage({ problems: rows.map((row) => row.quick_check).filter((text) => text !== 'ok') });
} catch (error) {
  // As integrityProblems: SQLite's own errors (SQLITE_CORRUPT, SQLITE_NOTADB) are what the check found.
  if (error && error.name === 'SqliteError') parentPort.postMessage({ problems: [error.code + ': ' + error.message] });
  else parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
} finally {
  db?.close();
}
`;

type CheckAnswer = { readonly problems: string[] } | { readonly failed: string };

/**
 * `integrityProblems` of the database `file` (open in this thread too: the check reads what its connection sees),
 * on a worker thread with its own connection. A worker that cannot run the check (it fails to start, or fails
 * other than by SQLite) leaves it to this thread: the check is never skipped. `library`: tests' stand-in for
 * better-sqlite3 in the worker.
 */
export async function integrityProblemsOffThread(db: Db, access: StoreAccess, library?: string): Promise<string[]> {
  const answer = await new Promise<CheckAnswer>((resolve) => {
    let answered: CheckAnswer | undefined;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { access: workerAccess(access, library), file: db.name, maxProblems: MAX_PROBLEMS },
    });
    worker.once('message', (message: CheckAnswer) => (answered = message));
    worker.once('error', (error: Error) => (answered ??= { failed: error.message }));
    worker.once('exit', (code) => resolve(answered ?? { failed: `the check's worker stopped (exit code ${code})` }));
  });
  return 'problems' in answer ? answer.problems : integrityProblems(db);
}

/** Opens `file` read-only with `access`'s key and answers `check` of it; false when SQLite cannot read it. */
function readable(file: string, access: StoreAccess, check: (db: Db) => boolean): boolean {
  let db: Db | undefined;
  try {
    db = connect(file, access, { readonly: true, fileMustExist: true });
    return check(db);
  } catch (error) {
    if (error instanceof Database.SqliteError) return false;
    throw error;
  } finally {
    db?.close();
  }
}

/** Whether the database file at `file` opens read-only with `access`'s key and passes quick_check. */
export const isFileSound = (file: string, access: StoreAccess): boolean =>
  readable(file, access, (db) => integrityProblems(db).length === 0);

/**
 * Whether `access`'s key opens `file`: its first page alone is read (with a key, decrypted and its HMAC
 * checked) for the header's user_version, the rest is not. Tells a file of another key (or a plain one) from one
 * of this key, damaged or not, without quick_check's full read.
 */
export const opensWith = (file: string, access: StoreAccess): boolean =>
  readable(file, access, (db) => typeof db.pragma('user_version', { simple: true }) === 'number');
