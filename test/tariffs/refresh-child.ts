/**
 * Child process of kill-during-refresh.test.ts: refreshes the tariff cache in
 * `file` from the service at `baseUrl`, printing one line per progress event
 * ("saving 5000 200000"), then "finished".
 *
 * With `pauseAt` (a number n ≥ 1) it stops after printing its n-th saving line
 * that reports rows written (done > 0): it prints "paused" and blocks its thread.
 * onProgress runs synchronously inside the refresh's write transaction, so the
 * child is then held inside the uncommitted transaction until the parent kills
 * it; no race between the parent's reading and the child's writing.
 *
 * Usage: node --import tsx test/tariffs/refresh-child.ts <file> <baseUrl> <token> [pauseAt]
 */
import { writeSync } from 'node:fs';
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase } from '../../main/store/database';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { testAccess } from '../support/store-access';

/** Only a safety net for a parent that died without killing the child: the parent kills on "paused". */
const PAUSE_LIMIT_MS = 120_000;

/** Lines go out with a synchronous write: a queued asynchronous one would never leave a blocked thread. */
const say = (line: string): void => void writeSync(1, `${line}\n`);

function pauseForKill(): void {
  say('paused');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_LIMIT_MS);
  // Still alive: the parent never killed it. Exit without committing, loudly.
  writeSync(2, `refresh-child: not killed within ${PAUSE_LIMIT_MS} ms of pausing\n`);
  process.exit(3);
}

async function main(): Promise<void> {
  const [file, baseUrl, token, pauseArg] = process.argv.slice(2);
  if (!file || !baseUrl || !token) throw new Error('usage: refresh-child.ts <file> <baseUrl> <token> [pauseAt]');
  const pauseAt = pauseArg === undefined ? null : Number(pauseArg);
  if (pauseAt !== null && !(Number.isInteger(pauseAt) && pauseAt >= 1)) throw new Error(`bad pauseAt: ${pauseArg}`);
  const db = openDatabase(file, testAccess);
  const client = createRemoteClient({ baseUrl, token, timeoutMs: 60_000 });
  let saved = 0;
  const result = await refreshTariffs(db, client, {
    now: () => new Date(),
    onProgress: (p) => {
      say(`${p.phase} ${p.done} ${p.total}`);
      if (p.phase === 'saving' && p.done > 0 && ++saved === pauseAt) pauseForKill();
    },
  });
  await client.close();
  db.close();
  say(result.ok ? 'finished' : `failed ${result.error.code}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
