/**
 * The process the crash tests kill: it opens the store file, syncs with the
 * simulator running in the test process, prints one line per status change
 * ("status <submitted>") and "done" once nothing is pending, then exits.
 * Env: CRASH_DB, CRASH_URL, CRASH_TOKEN; and where to stop:
 *   CRASH_AFTER_ANSWERS=n   SIGKILL itself as the n-th accepted claim answer arrives, before the group commit
 *                           records it;
 *   CRASH_PAUSE_AT=kind:n   as the n-th answer of that kind arrives (submit: a claim's answer; read: a batch
 *                           listing), print "paused" and block, so the test kills it right there, whatever the
 *                           speed of the machine: the answer is lost, requests still in flight land on the service.
 */
import { createRemoteClient, type RemoteClient } from '../../main/remote/client';
import { openDatabase } from '../../main/store/database';
import { createSyncEngine } from '../../main/sync/engine/sync-engine';
import { TEST_SERVICE } from '../support/claims-fixtures';
import { testAccess } from '../support/store-access';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const db = openDatabase(env('CRASH_DB'), testAccess);
const remote = createRemoteClient({ baseUrl: env('CRASH_URL'), token: env('CRASH_TOKEN'), timeoutMs: 10_000 });
const crashAfter = Number(process.env.CRASH_AFTER_ANSWERS ?? 0);
const [pauseKind = '', pauseAt = '0'] = (process.env.CRASH_PAUSE_AT ?? '').split(':');
const answers = { submit: 0, read: 0 };

/** Blocks this process (its event loop and all) until the test kills it. */
function pauseHere(): void {
  process.stdout.write('paused\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
}

function arrived(kind: keyof typeof answers): void {
  answers[kind] += 1;
  if (kind === pauseKind && answers[kind] === Number(pauseAt)) pauseHere();
}

const client: RemoteClient = {
  ...remote,
  async submitClaim(body, options) {
    const result = await remote.submitClaim(body, options);
    if (result.ok && crashAfter > 0 && answers.submit + 1 >= crashAfter) process.kill(process.pid, 'SIGKILL');
    arrived('submit');
    return result;
  },
  async listClaimsByBatch(params, options) {
    const result = await remote.listClaimsByBatch(params, options);
    arrived('read');
    return result;
  },
};
const engine = createSyncEngine({
  db,
  service: TEST_SERVICE,
  client,
  audit: { desk: 'Crash desk', staff: 'Child', now: () => new Date() },
  concurrency: 4,
  intervalMs: 3_600_000,
  debounceMs: 1,
  settleMs: 0,
  snapshotMaxAgeMs: 0,
  backoff: { baseMs: 2, capMs: 30 },
});
const submitted = db.prepare("SELECT count(*) FROM claims WHERE state = 'submitted'").pluck();
engine.onStatus(() => process.stdout.write(`status ${String(submitted.get())}\n`));

async function main(): Promise<void> {
  for (;;) {
    const status = await engine.syncNow();
    if (status.pendingCount === 0) break;
  }
  await engine.stop();
  await remote.close();
  db.close();
  process.stdout.write('done\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
