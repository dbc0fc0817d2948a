/**
 * Checkpoints the WAL after a bulk write on a worker thread, so the main process
 * does not stall on it.
 *
 * SQLite checkpoints by itself inside the COMMIT that takes the WAL past 1,000
 * pages, on the committing thread. For everyday commits (a claim saved, a status
 * recorded) that is a few MB now and then, and it stays so. A full tariff refresh
 * is different: its one commit writes about 5,000 pages, and the checkpoint
 * inside it would copy about 20 MB into the database file and fsync it while the
 * Electron main process (which also answers the window) waits.
 *
 * So a bulk write (`writeTransaction(db, work, { bulk: true })`) runs with SQLite's
 * automatic checkpoint off; once it has committed, the worker runs a PASSIVE
 * checkpoint on its own connection to the file, and the automatic checkpoint is
 * turned back on when the worker answers. PASSIVE never waits for and never blocks
 * the writer or readers. Durability does not depend on it: the commit is fsynced
 * in the WAL before the checkpoint copies it, and a kill half-way through a
 * checkpoint is recovered by SQLite like any other.
 *
 * If the worker cannot start or dies (an exception, or an exit nobody asked for),
 * bulk writes checkpoint inline again, as SQLite always does, and the problem is
 * reported, once.
 */
import { Worker } from 'node:worker_threads';
import { setBulkWriteHooks, type Db } from './database';
import { WORKER_OPEN, workerAccess, type StoreAccess } from './sqlite';

/** SQLite's own automatic checkpoint threshold, in pages. */
export const AUTOCHECKPOINT_PAGES = 1000;

interface CheckpointerOptions {
  /** The native module and the key, as the main connection uses them. */
  readonly access: StoreAccess;
  /** A checkpoint that failed, or a worker that died (bulk writes checkpoint inline then). */
  readonly onProblem?: (error: Error) => void;
  /** better-sqlite3's entry point for the worker; tests pass a stand-in that fails. */
  readonly library?: string;
}

export interface Checkpointer {
  /**
   * Resolves when the worker has opened its connection (or failed to) and no checkpoint is running or
   * waiting. While the worker opens, its first read of the schema can hold back SQLite's own checkpoint
   * of a commit made at that moment (harmless: the next one copies it).
   */
  idle(): Promise<void>;
  /** Stops the worker (after the checkpoint in progress) and leaves checkpoints to SQLite. */
  close(): Promise<void>;
}

type CheckpointAnswer = { readonly ready: true } | { readonly ok: boolean; readonly message?: string };

// Plain JavaScript, evaluated in the worker: it must not depend on the build (TypeScript, bundling).
const WORKER_SOURCE = `${WORKER_OPEN}
const { parentPort, workerData } = require('node:worker_threads');
const db = openKeyed(workerData.access, workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
parentPort.postMessage({ ready: true });
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;

export function startCheckpointer(db: Db, options: CheckpointerOptions): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { access: workerAccess(options.access, options.library), file: db.name },
  });
  let running = false;
  let again = false;
  let stopped = false;
  let exited = false;
  let closeAsked = false;
  let died = false;
  let waiters: (() => void)[] = [];
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const automaticCheckpoints = (pages: number): void => {
    if (db.open) db.pragma(`wal_autocheckpoint = ${pages}`);
  };
  const settle = (): void => {
    running = false;
    automaticCheckpoints(AUTOCHECKPOINT_PAGES);
    // Referenced only while it works: a checkpoint under way is finished before the process exits.
    worker.unref();
    const settled = waiters;
    waiters = [];
    for (const resolve of settled) resolve();
  };
  const checkpoint = (): void => {
    running = true;
    worker.ref();
    worker.postMessage('checkpoint');
  };

  setBulkWriteHooks(db, {
    before: () => automaticCheckpoints(0),
    after: (committed) => {
      if (!committed) {
        if (!running) automaticCheckpoints(AUTOCHECKPOINT_PAGES);
      } else if (running) {
        again = true;
      } else {
        checkpoint();
      }
    },
  });

  function stop(): void {
    markStarted();
    if (stopped) return;
    stopped = true;
    setBulkWriteHooks(db, undefined);
    settle();
  }

  worker.on('message', (answer: CheckpointAnswer) => {
    if ('ready' in answer) {
      markStarted();
      return;
    }
    if (!answer.ok) options.onProblem?.(new Error(`WAL checkpoint failed: ${answer.message ?? 'unknown error'}`));
    if (again && !stopped) {
      again = false;
      checkpoint();
    } else {
      settle();
    }
  });
  const dead = (cause: string, error?: Error): void => {
    if (died) return;
    died = true;
    options.onProblem?.(new Error(`The WAL checkpoint worker stopped: ${cause}`, { cause: error }));
  };
  worker.on('error', (error: Error) => {
    stop();
    dead(error.message, error);
  });
  worker.on('exit', (code) => {
    exited = true;
    stop();
    if (!closeAsked) dead(`it exited with code ${code}`);
  });
  // An idle worker does not keep the process alive, so one that forgets close() still exits.
  worker.unref();

  let closing: Promise<void> | undefined;
  return {
    idle: async () => {
      await started;
      if (running) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        setBulkWriteHooks(db, undefined);
        if (exited) {
          resolve();
          return;
        }
        closeAsked = true;
        worker.once('exit', () => resolve());
        worker.ref();
        worker.postMessage('close');
      })),
  };
}
