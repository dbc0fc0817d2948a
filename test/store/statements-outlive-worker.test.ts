/**
 * Statements still alive when their thread's environment ends do not abort the process.
 *
 * better-sqlite3 12 on Node 24 aborted (`Assertion failed: (env) != nullptr` in
 * node::RemoveEnvironmentCleanupHook, from Statement::~Statement) when a Statement was collected
 * after its worker thread ended: the checkpoint and backup workers of the desktop app do exactly
 * that. A child process, run by this very Node, opens the store's library in worker threads that
 * prepare statements (some kept, some garbage) and are terminated, as the store's workers are
 * when the store closes. It must exit 0.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';

const CHILD = `
const { Worker } = require('node:worker_threads');
const library = process.argv[1];
const WORKER = \`
  const { parentPort, workerData } = require('node:worker_threads');
  const Database = require(workerData);
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (x INTEGER)');
  globalThis.kept = [];
  for (let i = 0; i < 3000; i++) {
    const statement = db.prepare('SELECT x FROM t WHERE x > ' + i);
    if (i % 2 === 0) globalThis.kept.push(statement);
  }
  parentPort.postMessage('prepared');
  setInterval(() => {}, 60000);
\`;
function runWorker() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: library });
    worker.on('message', () => void worker.terminate());
    worker.on('error', reject);
    worker.on('exit', resolve);
  });
}
(async () => {
  for (let round = 0; round < 16; round++) await runWorker();
  // Statements on this thread too: garbage for the collector while the workers' environments are gone.
  const Database = require(library);
  const db = new Database(':memory:');
  globalThis.kept = [];
  for (let i = 0; i < 3000; i++) {
    const statement = db.prepare('SELECT ' + i);
    if (i % 2 === 0) globalThis.kept.push(statement);
  }
  console.log('done');
})();
`;

it('worker threads terminated with prepared statements alive leave the process to exit 0', () => {
  const library = createRequire(import.meta.url).resolve(SQLITE_PACKAGE);
  const run = spawnSync(process.execPath, ['-e', CHILD, library], { encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).not.toContain('Assertion failed');
  expect({ status: run.status, signal: run.signal, stdout: run.stdout.trim() }).toEqual({
    status: 0,
    signal: null,
    stdout: 'done',
  });
});
