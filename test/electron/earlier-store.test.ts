/**
 * An earlier build's store at the top of the data folder moves whole into the folder the desk now
 * uses (main/electron/earlier-store.ts), on real files, including a move cut short.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptEarlierStore } from '../../main/electron/earlier-store';

let root: string;
let desk: string;
let demo: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'claimdesk-earlier-'));
  desk = path.join(root, 'desk');
  demo = path.join(root, 'demo');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function earlierStore(): void {
  writeFileSync(path.join(root, 'claimdesk.sqlite'), 'database');
  writeFileSync(path.join(root, 'claimdesk.sqlite-wal'), 'wal');
  mkdirSync(path.join(root, 'backups'));
  writeFileSync(path.join(root, 'backups', 'claimdesk-1.sqlite'), 'backup');
  writeFileSync(path.join(root, 'service-token.bin'), 'token');
}

const read = (...parts: string[]): string => readFileSync(path.join(...parts), 'utf8');

describe('an earlier build’s store', () => {
  it('moves whole, WAL and backups with it, into the folder given; the token and the rest stay', () => {
    earlierStore();
    expect(adoptEarlierStore(root, desk, demo)).toBe(desk);
    expect(read(desk, 'claimdesk.sqlite')).toBe('database');
    expect(read(desk, 'claimdesk.sqlite-wal')).toBe('wal');
    expect(read(desk, 'backups', 'claimdesk-1.sqlite')).toBe('backup');
    expect(readdirSync(root).sort()).toEqual(['desk', 'service-token.bin']);
  });

  it('is not looked for again once moved, and there is nothing to move on a new desk', () => {
    earlierStore();
    adoptEarlierStore(root, desk, demo);
    expect(adoptEarlierStore(root, desk, demo)).toBeUndefined();
    const fresh = mkdtempSync(path.join(tmpdir(), 'claimdesk-fresh-'));
    expect(adoptEarlierStore(fresh, path.join(fresh, 'desk'), path.join(fresh, 'demo'))).toBeUndefined();
    expect(readdirSync(fresh)).toEqual([]);
    rmSync(fresh, { recursive: true });
  });

  it('never writes into a folder already in use: the earlier store stays for support', () => {
    earlierStore();
    mkdirSync(desk);
    writeFileSync(path.join(desk, 'claimdesk.sqlite'), 'newer');
    expect(adoptEarlierStore(root, desk, demo)).toBeUndefined();
    expect(read(desk, 'claimdesk.sqlite')).toBe('newer');
    expect(read(root, 'claimdesk.sqlite')).toBe('database');
  });

  it('takes the place of an empty folder', () => {
    earlierStore();
    mkdirSync(demo);
    expect(adoptEarlierStore(root, demo, desk)).toBe(demo);
    expect(read(demo, 'claimdesk.sqlite')).toBe('database');
  });

  it('finishes a move cut short, into the folder it had begun, even when the start now prefers the other', () => {
    earlierStore();
    // Killed after the database went into the staging folder and before its WAL did.
    mkdirSync(`${desk}.moving`);
    writeFileSync(path.join(`${desk}.moving`, 'claimdesk.sqlite'), 'database');
    rmSync(path.join(root, 'claimdesk.sqlite'));
    expect(adoptEarlierStore(root, demo, desk)).toBe(desk);
    expect(read(desk, 'claimdesk.sqlite')).toBe('database');
    expect(read(desk, 'claimdesk.sqlite-wal')).toBe('wal');
    expect(existsSync(`${desk}.moving`)).toBe(false);
    expect(existsSync(demo)).toBe(false);
  });
});
