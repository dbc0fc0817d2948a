/**
 * A backup's copy, made on a worker thread so the window never waits on it: `VACUUM INTO`
 * writes a consistent snapshot of the database (the WAL's commits included) to a new file,
 * encrypted with the store's key as the source is (SQLite's backup API refuses an encrypted
 * source), as a self-contained rollback-journal file; the copy is then checked with quick_check.
 * On an encrypted 100 MB store both take most of a second (docs/benchmarks.md).
 */
import { Worker } from 'node:worker_threads';
import { MAX_PROBLEMS } from './integrity';
import { WORKER_OPEN, workerAccess, type StoreAccess } from './sqlite';

// Plain JavaScript, evaluated in the worker: it must not depend on the build (TypeScript, bundling).
const WORKER_SOURCE = `${WORKER_OPEN}
const { parentPort, workerData } = require('node:worker_threads');
const { access, source, target, maxProblems } = workerData;
try {
  const from = openKeyed(access, source, { fileMustExist: true });
  try {
    from.prepare('VACUUM INTO ?').run(target);
  } finally {
    from.close();
  }
  const copy = openKeyed(access, target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const rows = copy.pragma('quick_check(' + maxProblems + ')');
    parentPort.postMessage({ problems: rows.map((row) => row.quick_check).filter((text) => text !== 'ok') });
  } finally {
    copy.close();
  }
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? (error.code ? error.code + ': ' : '') + error.message : String(error) });
}
`;

type CopyAnswer = { readonly problems: readonly string[] } | { readonly failed: string };

/**
 * Copies the database `source` into `target` (absent, or an empty file made 0600 beforehand) and checks
 * the copy; resolves with its problems (empty when sound), rejects when the copy could not be made.
 */
export function copyDatabase(source: string, target: string, access: StoreAccess): Promise<readonly string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { access: workerAccess(access), source, target, maxProblems: MAX_PROBLEMS },
    });
    let answer: CopyAnswer | undefined;
    worker.once('message', (message: CopyAnswer) => (answer = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer === undefined) reject(new Error(`the backup worker stopped (exit code ${code})`));
      else if ('failed' in answer) reject(new Error(answer.failed));
      else resolve(answer.problems);
    });
  });
}
