/**
 * Kill during a tariff refresh: a child process refreshes a cache of 50,000
 * tariffs whose prices all changed (a delta of 50,000 upserts) and is SIGKILLed
 * at random moments of its saving phase (right after a random progress line,
 * while it goes on writing). After each kill the cache must be exactly the old
 * set or exactly the new one, with an FTS index that agrees.
 */
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteClient } from '../../main/remote/client';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { openDatabase } from '../../main/store/database';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { SAVE_CHUNK } from '../../main/tariffs/tariff-writes';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { moneyFromNumber } from '../../shared/money';
import type { Tariff } from '../../shared/wire/tariffs';
import { cacheChecksum, checkSearchIndex, checksumOf, tempDir, type TempDir } from './helpers';

const COUNT = 50_000;
const KILLS = 10;
const CHILD = join(__dirname, 'refresh-child.ts');

let sim: RunningSim;
let temp: TempDir;
let oldChecksum: string;
let newChecksum: string;

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
  const db = openDatabase(temp.file('template.sqlite'));
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ changes }),
  });
  expect(response.status).toBe(200);
  newChecksum = checksumOf(await listAll(), (p) => Number(moneyFromNumber(p)));
  expect(newChecksum).not.toBe(oldChecksum);
}, 120_000);

afterAll(async () => {
  await sim.close();
  temp.remove();
});

interface ChildRun {
  readonly killedAt: string | null;
  readonly lines: string[];
}

/** Runs the child on `file`; kills it once it has printed `killAfter` saving lines (never when null). */
function runChild(file: string, killAfter: number | null): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, sim.url, sim.token], {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let killedAt: string | null = null;
    let saving = 0;
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('saving') && Number(line.split(' ')[1]) > 0) saving++;
        if (killAfter !== null && killedAt === null && saving >= killAfter) {
          killedAt = line;
          child.kill('SIGKILL');
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (killedAt === null && code !== 0) reject(new Error(`child failed (${code ?? signal}): ${stderr}`));
      else resolve({ killedAt, lines });
    });
  });
}

describe('kill during a tariff refresh', () => {
  it('leaves the cache exactly old or exactly new, with its search index in step', async () => {
    const outcomes: string[] = [];
    for (let run = 0; run <= KILLS; run++) {
      const file = temp.file(`run-${run}.sqlite`);
      copyFileSync(temp.file('template.sqlite'), file);
      // The last run is not killed: it shows the refresh does reach the new set.
      const killAfter = run === KILLS ? null : 1 + Math.floor(Math.random() * (COUNT / SAVE_CHUNK));
      const child = await runChild(file, killAfter);
      if (killAfter !== null) expect(child.killedAt, `run ${run} was never killed`).not.toBeNull();
      else expect(child.lines.at(-1)).toBe('finished');

      const db = openDatabase(file);
      try {
        const checksum = cacheChecksum(db);
        expect([oldChecksum, newChecksum], `run ${run}, killed at ${child.killedAt ?? 'never'}`).toContain(checksum);
        checkSearchIndex(db);
        expect(db.prepare('SELECT count(*) FROM tariffs').pluck().get()).toBe(COUNT);
        expect(searchTariffs(db, 'TRF-001-000001')[0]?.id).toBe('TRF-001-000001');
        outcomes.push(checksum === oldChecksum ? 'old' : 'new');
      } finally {
        db.close();
      }
    }
    // Kills land inside the write transaction (one after the last progress line may race its commit).
    expect(outcomes.slice(0, KILLS).filter((o) => o === 'old').length).toBeGreaterThan(KILLS / 2);
    expect(outcomes.at(-1)).toBe('new');
  }, 240_000);
});
