/**
 * Tariff cache benchmarks, 100,000 tariffs from the simulator:
 *  (a) ingest: refreshTariffs (full download into an empty cache: fetch, validate,
 *      convert, insert, FTS index, sync row, one transaction) against the floor:
 *      the same HTTP answer fetched and JSON.parsed, and every row inserted with
 *      one prepared statement in one transaction into a plain table of the same
 *      shape (same unique key, no FTS), on a database with the same pragmas.
 *  (b) type-ahead: p50/p99 of searchTariffs over ≥ 500 realistic queries (1–3
 *      words cut to 2–6 letters, in any order; full ids, id prefixes, lower-case
 *      ids), against a plain `name LIKE '%q%' OR id LIKE '%q%' LIMIT 20` scan.
 * The cache is opened as the app opens it, with the WAL checkpointer attached
 * (main/store/checkpointer.ts): a refresh is timed until it returns, committed
 * and fsynced; the checkpoint the worker then runs is timed apart and awaited
 * before the next run, so it never overlaps the floor.
 * Runs alternate; the ingest ratio is the median of the pairs (each refresh against
 * the floor run just before it), the other figures medians of RUNS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { request } from 'undici';
import { createRemoteClient } from '../../main/remote/client';
import { startSimulator } from '../../main/sim/server';
import { forkPrng, type Prng } from '../../main/sim/prng';
import { openDatabase, type Db } from '../../main/store/database';
import { startCheckpointer } from '../../main/store/checkpointer';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import type { Tariff } from '../../shared/wire/tariffs';
import type { BenchLine } from './bench-line';

const COUNT = 100_000;
const RUNS = 9;
const QUERIES = 600;
const SEARCH_PASSES = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number, digits = 1): string => `${value.toFixed(digits)} ms`;
/** With `--expose-gc` (npm run bench), each run starts on a collected heap instead of paying for the one before. */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

function freshDb(dir: string, name: string, tariffCache: boolean): Db {
  const file = join(dir, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  if (tariffCache) return openDatabase(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE plain_tariffs (
    row_id INTEGER PRIMARY KEY, provider_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
    price_units INTEGER NOT NULL, access_type TEXT NOT NULL, UNIQUE (id, provider_id)) STRICT`);
  return db;
}

async function floorRun(db: Db, url: string, token: string): Promise<number> {
  const started = performance.now();
  const answer = await request(`${url}/v1/tariffs`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = JSON.parse(await answer.body.text()) as { data: Tariff[] };
  const insert = db.prepare(
    'INSERT INTO plain_tariffs (provider_id, id, name, price_units, access_type) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const t of data) insert.run(t.provider_id, t.id, t.name, Math.round(t.price * 10_000), t.access_type);
  }).immediate();
  const elapsed = performance.now() - started;
  const { n } = db.prepare('SELECT count(*) AS n FROM plain_tariffs').get() as { n: number };
  if (n !== COUNT) throw new Error(`floor stored ${n} rows`);
  return elapsed;
}

async function ingestRun(db: Db, client: ReturnType<typeof createRemoteClient>): Promise<number> {
  const started = performance.now();
  const result = await refreshTariffs(db, client, { now: () => new Date() });
  const elapsed = performance.now() - started;
  if (!result.ok || result.itemCount !== COUNT) throw new Error(`refresh failed: ${JSON.stringify(result)}`);
  return elapsed;
}

/** What staff type: word starts in any order, whole ids, id prefixes. */
function realisticQueries(db: Db, prng: Prng): string[] {
  const rows = db.prepare('SELECT id, name FROM tariffs').all() as { id: string; name: string }[];
  const queries: string[] = [];
  while (queries.length < QUERIES) {
    const row = prng.pick(rows);
    const kind = prng.int(0, 9);
    if (kind === 0) queries.push(row.id);
    else if (kind === 1) queries.push(row.id.slice(0, prng.int(5, row.id.length - 1)));
    else if (kind === 2) queries.push(row.id.toLowerCase().slice(0, prng.int(8, row.id.length)));
    else {
      const words = row.name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
      const picked: string[] = [];
      const wanted = Math.min(words.length, prng.int(1, 3));
      while (picked.length < wanted) {
        const word = prng.pick(words);
        if (!picked.includes(word)) picked.push(word);
      }
      if (picked.length === 0) continue;
      if (prng.chance(0.5)) picked.reverse();
      queries.push(picked.map((w) => w.slice(0, prng.int(2, 6)).toLowerCase()).join(' '));
    }
  }
  return queries;
}

function timeEach(queries: string[], run: (query: string) => unknown[]): { samples: number[]; empty: number } {
  for (const query of queries) run(query);
  const samples: number[] = [];
  let empty = 0;
  for (let pass = 0; pass < SEARCH_PASSES; pass++) {
    for (const query of queries) {
      const started = performance.now();
      const found = run(query);
      samples.push(performance.now() - started);
      if (pass === 0 && found.length === 0) empty++;
    }
  }
  return { samples, empty };
}

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'claimdesk-bench-tariffs-'));
  const sim = await startSimulator({ port: 0, tariffs: COUNT });
  const client = createRemoteClient({ baseUrl: sim.url, token: sim.token, timeoutMs: 60_000 });
  try {
    const floor: number[] = [];
    const ingest: number[] = [];
    const checkpoint: number[] = [];
    let cache: Db | undefined;
    for (let i = 0; i < RUNS; i++) {
      collectGarbage();
      const plain = freshDb(dir, 'floor', false);
      floor.push(await floorRun(plain, sim.url, sim.token));
      plain.close();
      cache?.close();
      cache = freshDb(dir, 'cache', true);
      collectGarbage();
      const checkpointer = startCheckpointer(cache);
      ingest.push(await ingestRun(cache, client));
      // The checkpoint runs after the refresh returns, on the worker; it must not overlap the next floor run.
      const returned = performance.now();
      await checkpointer.idle();
      checkpoint.push(performance.now() - returned);
      await checkpointer.close();
    }
    if (!cache) throw new Error('no runs');
    // Each refresh is compared with the floor run just before it: the VM's speed drifts by a
    // third within minutes, and a pair shares the same moment. The ratio of the medians is printed too.
    const pairs = ingest.map((value, i) => value / (floor[i] ?? Number.NaN));
    const ratio = median(pairs);
    report({
      name: `tariff ingest, ${COUNT.toLocaleString('en')} tariffs from the simulator (${RUNS} pairs of runs)`,
      figures: {
        'refreshTariffs (median)': ms(median(ingest), 0),
        'floor (fetch + JSON.parse + one prepared INSERT, one transaction, no FTS; median)': ms(median(floor), 0),
        'all refresh runs': ingest.map((v) => v.toFixed(0)).join(', '),
        'all floor runs': floor.map((v) => v.toFixed(0)).join(', '),
        'refresh ÷ floor, pair by pair': pairs.map((v) => v.toFixed(2)).join(', '),
        'median refresh ÷ median floor': (median(ingest) / median(floor)).toFixed(2),
        'then the checkpoint on the worker thread (not in the refresh time)': `${ms(median(checkpoint), 0)} (median)`,
      },
      ratio: { label: 'refresh ÷ floor (median of the pairs)', value: ratio, target: '≤ 1.5', pass: ratio <= 1.5 },
    });

    const db = cache;
    const queries = realisticQueries(db, forkPrng(20261122, 'tariff-bench-queries'));
    const search = timeEach(queries, (query) => searchTariffs(db, query));
    const like = db.prepare(
      'SELECT provider_id, id, name, price_units, access_type FROM tariffs WHERE name LIKE ? OR id LIKE ? LIMIT 20',
    );
    const scan = timeEach(queries, (query) => like.all(`%${query}%`, `%${query}%`));
    const p50 = percentile(search.samples, 50);
    const p99 = percentile(search.samples, 99);
    const likeP50 = percentile(scan.samples, 50);
    const likeP99 = percentile(scan.samples, 99);
    report({
      name: `tariff type-ahead search, ${queries.length} queries × ${SEARCH_PASSES} over ${COUNT.toLocaleString('en')} tariffs`,
      figures: {
        'search p50': ms(p50, 3),
        'search p99': ms(p99, 3),
        'search max': ms(Math.max(...search.samples), 3),
        'queries with no result': `${search.empty} of ${queries.length}`,
        'load average (1 min), 2-core machine': loadavg()[0]?.toFixed(2) ?? '?',
        examples: queries
          .slice(0, 8)
          .map((q) => JSON.stringify(q))
          .join(' '),
      },
      ratio: { label: 'p99 (ms)', value: p99, target: '< 2 ms', pass: p99 < 2 },
    });
    report({
      name: 'tariff type-ahead search against a LIKE scan (same queries)',
      figures: {
        'LIKE p50': ms(likeP50, 3),
        'LIKE p99': ms(likeP99, 3),
        'LIKE queries with no result': `${scan.empty} of ${queries.length}`,
        'speed-up at p50': `${(likeP50 / p50).toFixed(1)}×`,
      },
      ratio: { label: 'search p99 ÷ LIKE p99', value: p99 / likeP99, target: '< 1', pass: p99 < likeP99 },
    });
    db.close();
  } finally {
    await client.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
