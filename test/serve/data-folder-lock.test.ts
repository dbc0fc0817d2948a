/**
 * One browser mode per data folder: a second process on the folder refuses with a clear message and a
 * non-zero exit; once the first is killed (no chance to clean up), the next start takes the folder over.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder } from '../../main/core/data-folder-lock';
import { tempDir } from '../support/sync-world';
import { startServe, type ServeProcess } from './serve-process';

const dirs: string[] = [];
const running: ServeProcess[] = [];
afterEach(() => {
  for (const serve of running.splice(0)) if (serve.child.exitCode === null) serve.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): { dir: string; dataDir: string } {
  const dir = tempDir();
  dirs.push(dir);
  return { dir, dataDir: path.join(dir, 'data') };
}

const serveOn = (dataDir: string, dir: string): ServeProcess => {
  const serve = startServe(dataDir, dir);
  running.push(serve);
  return serve;
};

describe('the data folder lock', () => {
  it(
    'refuses a second browser mode on the folder, and lets a new one start after the first is killed',
    { timeout: 90_000 },
    async () => {
      const { dir, dataDir } = folder();
      const first = serveOn(dataDir, dir);
      await first.ready;

      const second = serveOn(dataDir, dir);
      // Either it ends, or it gets as far as serving: the first of the two says which.
      const outcome = await Promise.race([
        second.exited.then((code) => ({ exited: code })),
        // (A start that fails rejects `ready` too: that is the exit's to report.)
        second.ready.then(
          () => ({ exited: 'no: it started' }),
          () => second.exited.then((code) => ({ exited: code })),
        ),
      ]);
      expect(outcome).toEqual({ exited: 1 });
      expect(second.stderr()).toContain(
        `serve: Another ClaimDesk (process ${first.child.pid}) is using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with another folder (--data-dir).',
      );
      expect(second.stdout()).not.toContain('ClaimDesk browser mode:');

      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
      const third = serveOn(dataDir, dir);
      await third.ready;
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
  );

  it('takes over a lock whose process id now names a later process', () => {
    const { dataDir } = folder();
    fs.mkdirSync(dataDir, { recursive: true });
    // The test runner's parent runs, but it did not start at tick 1.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: '1' }));
    const lock = lockDataFolder(dataDir);
    if (!lock.ok) expect.fail(`refused, owner ${lock.pid}`);
    lock.value.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses while the owner runs, and takes over a half-written lock', () => {
    const { dataDir } = folder();
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, LOCK_FILE);
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: owner.pid }));
      expect(lockDataFolder(dataDir)).toMatchObject({ ok: false, pid: owner.pid });
    } finally {
      owner.kill('SIGKILL');
    }
    fs.writeFileSync(file, '{"pid": 12');
    const lock = lockDataFolder(dataDir);
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.value.release();
  });
});
