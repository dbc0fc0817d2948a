/**
 * A process killed while it converts a plain store loses nothing: after each kill, the next
 * start (openStore) finishes the conversion with every claim there (the WAL's last commits
 * too), backups encrypted, nothing readable left in the folder and no leftover files.
 *
 * The kills that matter are deterministic: the child (encrypt-child.ts) pauses right after its
 * n-th durable step and is killed there, for every step. Six more kills land wherever they
 * land, while the child goes on working: each must end by the signal or with the child done, and most
 * must land before it is done (where each landed is in the failure message).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { listBackups } from '../../main/store/backups';
import { isPlainDatabase } from '../../main/store/sqlite';
import { bundleChild, type ChildBundle } from '../support/child-bundle';
import { filesHolding } from '../support/disk';
import { testKeys } from '../support/store-access';
import { makeTempDir, manualClock, openOk, removeDir } from './helpers';
import { MARKER, PLAIN_CLAIMS, writePlainStore } from './plain-store';
import { onLines } from '../support/child-lines';

/** The durable steps of converting the plain store of plain-store.ts: 2 backups, 1 damaged file, then the database's 4. */
const STEPS = [
  'backup-encrypted',
  'backup-encrypted',
  'damaged-sealed',
  'plain-copy',
  'encrypted-copy',
  'plain-shredded',
  'swapped',
];

let child: ChildBundle | undefined;
let template: string;
const dirs: string[] = [];
const running = new Set<ChildProcess>();

beforeAll(async () => {
  child = await bundleChild(path.join(__dirname, 'encrypt-child.ts'));
  template = makeTempDir();
  await writePlainStore(template);
}, 60_000);
afterEach(() => {
  for (const process of running) process.kill('SIGKILL');
});
afterAll(() => {
  child?.remove();
  for (const dir of [template, ...dirs]) removeDir(dir);
});

type Kill = { readonly pauseAt: number } | { readonly onLine: number };

/** Runs the child on a fresh copy of the plain store, kills it as `kill` says; answers the folder and the lines read. */
function convertAndKill(kill: Kill): Promise<{ dir: string; lines: string[]; killed: boolean }> {
  const dir = makeTempDir();
  dirs.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  return new Promise((resolve, reject) => {
    if (!child) throw new Error('the child is not built');
    const process_ = spawn(process.execPath, [child.file], {
      env: {
        ...process.env,
        CONVERT_DIR: dir,
        ...('pauseAt' in kill ? { CONVERT_PAUSE_AT: String(kill.pauseAt) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(process_);
    const lines: string[] = [];
    let stderr = '';
    process_.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    onLines(process_.stdout, (line) => {
      lines.push(line);
      const due = 'pauseAt' in kill ? line === 'paused' : lines.length === kill.onLine;
      if (due) process_.kill('SIGKILL');
    });
    process_.on('error', reject);
    process_.on('close', (code, signal) => {
      running.delete(process_);
      if (signal !== 'SIGKILL' && code !== 0) reject(new Error(`child failed (${code ?? signal}): ${stderr}`));
      else resolve({ dir, lines, killed: signal === 'SIGKILL' });
    });
  });
}

/** The next start: it must finish the conversion and find everything. */
async function expectWholeAfterRestart(dir: string): Promise<void> {
  const { db } = await openOk(dir, { keys: testKeys, now: manualClock('2026-11-22T08:00:00.000Z').now });
  const claims = (db.prepare('SELECT count(*) AS n FROM claims WHERE member_name = ?').get(MARKER) as { n: number }).n;
  db.close();
  expect(claims).toBe(PLAIN_CLAIMS.inFile + PLAIN_CLAIMS.inWal);
  expect(filesHolding(dir, MARKER)).toEqual([]);
  const names = fs.readdirSync(dir, { recursive: true }).map(String);
  expect(names.filter((name) => /\.(encrypting|plain-copy|partial)$/.test(name))).toEqual([]);
  const backups = listBackups(path.join(dir, 'backups'));
  expect(backups.length).toBeGreaterThanOrEqual(2);
  expect(backups.filter((backup) => isPlainDatabase(backup.file))).toEqual([]);
}

it.each(STEPS.map((step, index) => ({ step, pauseAt: index + 1 })))(
  'loses nothing when killed right after step $pauseAt ($step)',
  async ({ step, pauseAt }) => {
    const run = await convertAndKill({ pauseAt });
    expect(run.killed).toBe(true);
    expect(run.lines.slice(-2)).toEqual([step, 'paused']);
    await expectWholeAfterRestart(run.dir);
  },
  60_000,
);

/** Racing kills that landed before the conversion was done: at least this many, or the race was never run. */
const RACED_AT_LEAST = 3;

it('loses nothing when killed while it goes on working, after each line but the last', async () => {
  const landed: string[] = [];
  for (let onLine = 1; onLine < STEPS.length; onLine++) {
    const run = await convertAndKill({ onLine });
    // The kill is sent once line `onLine` is read; the child goes on meanwhile, so it lands there or later.
    expect(run.lines.length).toBeGreaterThanOrEqual(onLine);
    const finished = run.lines.includes('done');
    // A child that did not finish was killed by the signal (convertAndKill refuses any other end).
    if (!finished) expect(run.killed, `after line ${onLine}`).toBe(true);
    landed.push(finished ? 'finished first' : `killed after ${run.lines.at(-1) ?? 'nothing'}`);
    await expectWholeAfterRestart(run.dir);
  }
  // On a slow or busy machine the child may win a race or two; most kills must land mid-conversion.
  const raced = landed.filter((outcome) => outcome.startsWith('killed'));
  expect(raced.length, landed.join('; ')).toBeGreaterThanOrEqual(RACED_AT_LEAST);
}, 180_000);
