/** The modes private-files.ts sets, whatever the umask, and what its repair leaves alone. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, ensurePrivateFile, keepPrivate, writePrivateFile } from '../../main/store/private-files';
import { makeTempDir, removeDir } from './helpers';

const modeOf = (target: string): number => fs.statSync(target).mode & 0o777;

let dir: string;
let savedUmask: number;
beforeEach(() => {
  dir = makeTempDir();
  savedUmask = process.umask(0o000);
});
afterEach(() => {
  process.umask(savedUmask);
  removeDir(dir);
});

describe.skipIf(process.platform === 'win32')('private files', () => {
  it('makes missing folders 0700, parents included, and tightens an existing one', () => {
    ensurePrivateDir(path.join(dir, 'a', 'b'));
    expect([modeOf(path.join(dir, 'a')), modeOf(path.join(dir, 'a', 'b'))]).toEqual([0o700, 0o700]);
    fs.chmodSync(path.join(dir, 'a'), 0o755);
    ensurePrivateDir(path.join(dir, 'a'));
    expect(modeOf(path.join(dir, 'a'))).toBe(0o700);
  });

  it('makes a file 0600 whether it is new or was there, keeping what it holds unless written', () => {
    const file = path.join(dir, 'data.bin');
    fs.writeFileSync(file, 'kept', { mode: 0o666 });
    ensurePrivateFile(file);
    expect([modeOf(file), fs.readFileSync(file, 'utf8')]).toEqual([0o600, 'kept']);
    const fresh = path.join(dir, 'fresh.bin');
    ensurePrivateFile(fresh);
    expect([modeOf(fresh), fs.statSync(fresh).size]).toEqual([0o600, 0]);
    writePrivateFile(fresh, 'new');
    expect([modeOf(fresh), fs.readFileSync(fresh, 'utf8')]).toEqual([0o600, 'new']);
  });

  it('takes group and other access away through a whole tree, and never follows a link out of it', () => {
    const inside = path.join(dir, 'data');
    fs.mkdirSync(path.join(inside, 'nested'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(inside, 'nested', 'file.txt'), 'x', { mode: 0o644 });
    fs.writeFileSync(path.join(inside, 'tool'), 'x', { mode: 0o755 });
    const outside = path.join(dir, 'outside.txt');
    fs.writeFileSync(outside, 'x', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(inside, 'link'));

    keepPrivate(inside);

    expect(modeOf(inside)).toBe(0o700);
    expect(modeOf(path.join(inside, 'nested'))).toBe(0o700);
    expect(modeOf(path.join(inside, 'nested', 'file.txt'))).toBe(0o600);
    // Owner bits are kept: an executable stays the owner's to run.
    expect(modeOf(path.join(inside, 'tool'))).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
  });
});
