/**
 * Measured by memory.bench.ts in its own process (run with --expose-gc): opens
 * the prepared store as the core would, computes the sync status, lists the
 * first page of claims, searches claims and tariffs, then prints the resident
 * memory after a full GC as JSON. Env: MEMORY_DB, and MEMORY_SIDE (cipher.ts: 'encrypted', the default, or 'plain').
 */
import { listClaims } from '../../main/claims/read';
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase } from '../../main/store/database';
import { createSyncEngine } from '../../main/sync/engine/sync-engine';
import { TEST_SERVICE } from '../support/claims-fixtures';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { SIDES } from './cipher';

async function main(): Promise<void> {
  const file = process.env.MEMORY_DB;
  if (!file) throw new Error('MEMORY_DB is not set');
  const gc = (globalThis as { gc?: () => void }).gc;
  const side = process.env.MEMORY_SIDE ?? 'encrypted';
  const access = SIDES.find((candidate) => candidate.side === side)?.access;
  if (!access) throw new Error(`MEMORY_SIDE ${side} is not one of ${SIDES.map((s) => s.side).join(', ')}`);
  const db = openDatabase(file, access);
  // No service: the engine is not started, the status is computed from the store.
  const client = createRemoteClient({ baseUrl: 'http://127.0.0.1:9', token: 'memory-bench' });
  const engine = createSyncEngine({
    db,
    service: TEST_SERVICE,
    client,
    audit: { desk: 'Bench', staff: 'Bench', now: () => new Date() },
  });
  const status = engine.status();
  const firstPage = listClaims({ db: db }, { limit: 50 });
  const found = listClaims({ db: db }, { search: 'Mugo', limit: 50 });
  const tariffs = searchTariffs({ db: db }, 'consult', { limit: 20 });
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.stdout.write(
    `${JSON.stringify({ rss, heapUsed, gc: gc !== undefined, pending: status.pendingCount, page: firstPage.length, found: found.length, tariffs: tariffs.length })}\n`,
  );
  await engine.stop();
  await client.close();
  db.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
