/**
 * Kill during a tariff refresh: a child process refreshes a cache of 50,000
 * tariffs whose prices all changed (a delta of 50,000 upserts) and is SIGKILLed
 * during its saving phase. After each kill the cache must be exactly the old set
 * or exactly the new one, with an FTS index that agrees.
 *
 * The kills that prove atomicity are deterministic: the child pauses (blocks its
 * thread) right after its n-th saving line, which onProgress prints from inside
 * the write transaction (main/tariffs/tariff-refresh.ts), and is killed there, so
 * every one of them must leave exactly the old cache, whatever the machine's speed.
 * Two more kills land wherever they land (after a saving line, while the child
 * goes on writing and may commit) and may leave either set, never a mixture.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteClient } from '../../main/remote/client';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { openDatabase } from '../../main/store/database';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { SAVE_CHUNK } from '../../main/tariffs/tariff-writes';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { moneyFromNumber } from '../../shared/money';
import type { Tariff } from '../../shared/wire/tariffs';
import { cacheChecksum, checkSearchIndex, checksumOf, tempDir, type TempDir } from './helpers';
import { testAccess } from '../support/store-access';
import { onLines } from '../support/child-lines';

const COUNT = 50_000;
/** Saving lines with rows written in a delta of COUNT upserts: one per chunk, the last one at done = COUNT. */
const SAVING_LINES = COUNT / SAVE_CHUNK;
const RACING_KILLS = 2;
const CHILD = join(__dirname, 'refresh-child.ts');

let sim: RunningSim;
let temp: TempDir;
let oldChecksum: string;
let newChecksum: string;
let runs = 0;
const running = new Set<ChildProcess>();

async function listAll(): Promise<Tariff[]> {
  const client = createRemoteClient({ baseUrl: sim.url, token: sim.token, timeoutMs: 60_000 });
  const answer = await client.listTariffs();
  await client.close();
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

beforeAll(async () => {
  temp = tempDir();
  sim = await startSimulator({ port: 0, tariffs: COUNT });
  const db = openDatabase(temp.file('template.sqlite'), testAccess);
  const client = createRemoteClient({ baseUrl: sim.url, token: sim.token, timeoutMs: 60_000 });
  expect(await refreshTariffs(db, client, { now: () => new Date() })).toMatchObject({ ok: true, itemCount: COUNT });
  await client.close();
  oldChecksum = cacheChecksum(db);
  db.close();

  const seeded = await listAll();
  expect(checksumOf(seeded, (p) => Number(moneyFromNumber(p)))).toBe(oldChecksum);
  const changes = seeded.map((t) => ({ id: t.id, price: (Math.round(t.price * 100) + 1) / 100 }));
  const response = await fetch(`${sim.controlUrl}/__sim/tariffs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.token}` },
    body: JSON.stringify({ changes }),
  });
  expect(response.status).toBe(200);
  newChecksum = checksumOf(await listAll(), (p) => Number(moneyFromNumber(p)));
  expect(newChecksum).not.toBe(oldChecksum);
}, 120_000);

// A child left behind by a failed test (e.g. one paused and never killed) goes now, not at its own time limit.
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

afterAll(async () => {
  await sim.close();
  temp.remove();
});

interface ChildRun {
  /** The line on which the parent killed the child, or null when it never tried. */
  readonly killedAt: string | null;
  /** How the child ended: 'SIGKILL' when the kill took (a racing one may come after the child's own end). */
  readonly signal: NodeJS.Signals | null;
  readonly lines: string[];
}

type Kill = { readonly pauseAt: number } | { readonly afterSaving: number } | null;

/**
 * Runs the child on `file`. `pauseAt`: the child blocks inside the write transaction after
 * that saving line and is killed on its "paused"; `afterSaving`: killed as soon as that many
 * saving lines are read, while it goes on writing; null: never killed.
 */
function runChild(file: string, kill: Kill): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const args = [CHILD, file, sim.url, sim.token];
    if (kill && 'pauseAt' in kill) args.push(String(kill.pauseAt));
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const lines: string[] = [];
    let killedAt: string | null = null;
    let saving = 0;
    let stderr = '';
    const killOn = (line: string): void => {
      killedAt = line;
      child.kill('SIGKILL');
    };
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    onLines(child.stdout, (line) => {
      lines.push(line);
      if (killedAt !== null) return;
      if (line.startsWith('saving') && Number(line.split(' ')[1]) > 0) saving++;
      if (kill && 'pauseAt' in kill && line === 'paused') killOn(line);
      if (kill && 'afterSaving' in kill && saving >= kill.afterSaving) killOn(line);
    });
    child.on('error', reject);
    // 'close', not 'exit': it comes after the child's output has all been read.
    child.on('close', (code, signal) => {
      running.delete(child);
      if (signal !== 'SIGKILL' && code !== 0) reject(new Error(`child failed (${code ?? signal}): ${stderr}`));
      else resolve({ killedAt, signal, lines });
    });
  });
}

/** Runs the child on a fresh copy of the old cache; checks the cache it leaves and answers which set it holds. */
async function refreshCopy(kill: Kill): Promise<{ child: ChildRun; outcome: 'old' | 'new' }> {
  const file = temp.file(`run-${runs++}.sqlite`);
  copyFileSync(temp.file('template.sqlite'), file);
  const child = await runChild(file, kill);
  const db = openDatabase(file, testAccess);
  try {
    const checksum = cacheChecksum(db);
    expect([oldChecksum, newChecksum], `killed at ${child.killedAt ?? 'never'}`).toContain(checksum);
    checkSearchIndex(db);
    expect(db.prepare('SELECT count(*) FROM tariffs').pluck().get()).toBe(COUNT);
    expect(searchTariffs({ db: db }, 'TRF-001-000001')[0]?.id).toBe('TRF-001-000001');
    return { child, outcome: checksum === oldChecksum ? 'old' : 'new' };
  } finally {
    db.close();
  }
}

describe('kill during a tariff refresh', () => {
  // Every saving line of the delta, the last one (all rows written, sync record and commit still to come) included.
  const pauses = Array.from({ length: SAVING_LINES }, (_, i) => i + 1);

  it.each(pauses)(
    'a kill inside the write transaction, after saving line %i, leaves exactly the old cache and its index',
    async (pauseAt) => {
      const { child, outcome } = await refreshCopy({ pauseAt });
      expect(child.killedAt).toBe('paused');
      expect(child.signal).toBe('SIGKILL');
      expect(child.lines.at(-2)).toBe(`saving ${pauseAt * SAVE_CHUNK} ${COUNT}`);
      expect(outcome).toBe('old');
    },
    60_000,
  );

  it('a kill racing the writes leaves the cache exactly old or exactly new, with its search index in step', async () => {
    for (let run = 0; run < RACING_KILLS; run++) {
      const afterSaving = 1 + Math.floor(Math.random() * SAVING_LINES);
      const { child, outcome } = await refreshCopy({ afterSaving });
      expect(child.killedAt, `killed after saving line ${afterSaving}`).not.toBeNull();
      // A kill that came after the child's own end found the refresh finished.
      if (child.signal !== 'SIGKILL') expect([child.lines.at(-1), outcome]).toEqual(['finished', 'new']);
    }
  }, 120_000);

  it('a refresh left alone reaches the new set', async () => {
    const { child, outcome } = await refreshCopy(null);
    expect(child.lines.at(-1)).toBe('finished');
    expect(child.signal).toBeNull();
    expect(outcome).toBe('new');
  }, 60_000);
});
