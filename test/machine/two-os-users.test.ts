/**
 * Two OS accounts on one machine-wide desk, for real (Linux): a machine folder as the .deb's postinst makes it
 * (root-owned, group `claimdesk` by number, 2770) in a temporary folder; the desk opened by a child process
 * (desk-user-child.ts) running as uid A in the group, then as uid B in the group, then as uid C outside it.
 * Switching uid needs root: skipped otherwise (CI runs as root in its container), and on Windows, whose
 * ACLs are checked in machine-folder.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../main/core/data-folder-lock';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';
import { bundleChild, type ChildBundle } from '../support/child-bundle';

const isRoot = process.platform !== 'win32' && process.getuid?.() === 0;
const GROUP = 47_310;
const A = { uid: 47_311, gid: GROUP };
const B = { uid: 47_312, gid: GROUP };
const C = { uid: 47_313, gid: 47_314 };

let base: string;
let root: string;
let child: ChildBundle;

interface Run {
  readonly uid: number;
  readonly gid: number;
}

function runAs(who: Run, env: Record<string, string>): Record<string, unknown> {
  const done = spawnSync(process.execPath, [child.file], {
    uid: who.uid,
    gid: who.gid,
    cwd: base,
    env: { PATH: process.env.PATH ?? '', HOME: base, MACHINE_ROOT: root, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = done.stdout.trim().split('\n').pop() ?? '';
  if (line === '') throw new Error(`the child as uid ${who.uid} printed nothing: ${done.stderr}`);
  return JSON.parse(line) as Record<string, unknown>;
}

/** Every folder and file under `dir`, with its mode and group. */
function walk(dir: string): { path: string; dir: boolean; mode: number; gid: number; uid: number }[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const at = path.join(dir, name);
    const stat = fs.lstatSync(at);
    const entry = { path: at, dir: stat.isDirectory(), mode: stat.mode & 0o7777, gid: stat.gid, uid: stat.uid };
    return stat.isDirectory() ? [entry, ...walk(at)] : [entry];
  });
}

describe.skipIf(!isRoot)(
  'a machine-wide desk opened by two OS accounts (needs root to switch uid: skipped otherwise)',
  () => {
    beforeAll(async () => {
      base = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-machine-'));
      fs.chmodSync(base, 0o755);
      root = path.join(base, 'claimdesk');
      fs.mkdirSync(root);
      fs.chownSync(root, 0, GROUP);
      fs.chmodSync(root, 0o2770);
      child = await bundleChild(path.join(__dirname, 'desk-user-child.ts'));
      // The other accounts must reach the bundle, the node binary and the SQLite library.
      fs.chmodSync(path.dirname(child.file), 0o755);
      fs.chmodSync(child.file, 0o644);
      const library = require.resolve(SQLITE_PACKAGE);
      const probe = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(library)})`], {
        uid: A.uid,
        gid: A.gid,
        cwd: base,
        encoding: 'utf8',
      });
      if (probe.status !== 0)
        throw new Error(`uid ${A.uid} cannot run node with the SQLite library here: ${probe.stderr}`);
    }, 120_000);

    afterAll(() => {
      child.remove();
      fs.rmSync(base, { recursive: true, force: true });
    });

    it('lets A write, B read what A wrote and write, and refuses C with what IT must do', () => {
      const first = runAs(A, { ACTION: 'open', DESK_NAME: 'Reception A', TOKEN: 'tok-machine-1' });
      expect(first).toEqual({ deskName: '', token: null, written: true });

      const second = runAs(B, { ACTION: 'open', DESK_NAME: 'Reception B', TOKEN: 'tok-machine-2' });
      expect(second).toEqual({ deskName: 'Reception A', token: 'tok-machine-1', written: true });

      const third = runAs(A, { ACTION: 'open', DESK_NAME: 'Reception A again' });
      expect(third).toMatchObject({ deskName: 'Reception B', token: 'tok-machine-2' });

      const outsider = runAs(C, { ACTION: 'open', DESK_NAME: 'Intruder' });
      // An account the system has no name for (a bare uid here) is named by its number.
      expect(outsider.refused).toMatch(new RegExp(`not in the group that may .*usermod -aG claimdesk ${C.uid}\\)`));
    }, 120_000);

    it('makes every folder 2770 and every file 0660, in the group, whoever made it', () => {
      const entries = walk(root);
      const made = new Set(entries.map((entry) => entry.uid));
      expect(made).toEqual(new Set([A.uid, B.uid]));
      expect(entries.map((entry) => path.relative(root, entry.path))).toEqual(
        expect.arrayContaining([
          'desk',
          'desk/claimdesk.sqlite',
          'desk/claimdesk.key',
          'logs/claimdesk.log',
          'service-token.bin',
        ]),
      );
      const wrong = entries.filter((entry) => entry.gid !== GROUP || entry.mode !== (entry.dir ? 0o2770 : 0o660));
      expect(wrong.map((entry) => `${entry.path} ${entry.mode.toString(8)} gid ${entry.gid}`)).toEqual([]);
    });

    it('keeps one ClaimDesk per desk across accounts: B is refused while A holds it, and takes it once A is gone', async () => {
      const holder = spawn(process.execPath, [child.file], {
        uid: A.uid,
        gid: A.gid,
        cwd: base,
        env: { PATH: process.env.PATH ?? '', HOME: base, MACHINE_ROOT: root, ACTION: 'hold' },
      });
      const held = await new Promise<Record<string, unknown>>((resolve, reject) => {
        let out = '';
        holder.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0] ?? '') as Record<string, unknown>);
        });
        holder.on('exit', (code) => reject(new Error(`the holder stopped (${code}): ${out}`)));
      });
      expect(held).toEqual({ held: holder.pid });
      expect(fs.statSync(path.join(root, 'desk', LOCK_FILE)).mode & 0o777).toBe(0o660);

      expect(runAs(B, { ACTION: 'open', DESK_NAME: 'While held' })).toEqual({ locked: holder.pid });

      const gone = new Promise((resolve) => holder.on('exit', resolve));
      holder.kill('SIGKILL');
      await gone;
      expect(runAs(B, { ACTION: 'open', DESK_NAME: 'After' })).toMatchObject({ written: true });
    }, 120_000);
  },
);
