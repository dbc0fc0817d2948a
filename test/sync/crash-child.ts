/**
 * The process the crash-safety test kills: it opens the store file, syncs with
 * the simulator running in the test process, prints one line per status change
 * ("status <submitted>") and "done" once nothing is pending, then exits.
 * Env: CRASH_DB, CRASH_URL, CRASH_TOKEN; CRASH_AFTER_ANSWERS=n makes it SIGKILL
 * itself as the n-th accepted answer arrives, before the group commit records it.
 */
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase } from '../../main/store/database';
import { createSyncEngine } from '../../main/sync/sync-engine';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const db = openDatabase(env('CRASH_DB'));
const remote = createRemoteClient({ baseUrl: env('CRASH_URL'), token: env('CRASH_TOKEN'), timeoutMs: 2_000 });
const crashAfter = Number(process.env.CRASH_AFTER_ANSWERS ?? 0);
let answers = 0;
const client: typeof remote = {
  ...remote,
  async submitClaim(body, options) {
    const result = await remote.submitClaim(body, options);
    if (result.ok && crashAfter > 0 && ++answers >= crashAfter) process.kill(process.pid, 'SIGKILL');
    return result;
  },
};
const engine = createSyncEngine({
  db,
  client,
  audit: { desk: 'Crash desk', staff: 'Child', now: () => new Date() },
  concurrency: 4,
  intervalMs: 3_600_000,
  debounceMs: 1,
  settleMs: 0,
  backoff: { baseMs: 2, capMs: 30 },
});
const submitted = db.prepare("SELECT count(*) FROM claims WHERE state = 'submitted'").pluck();
engine.onStatus(() => process.stdout.write(`status ${String(submitted.get())}\n`));

async function main(): Promise<void> {
  for (;;) {
    const status = await engine.syncNow();
    if (status.pendingCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
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
