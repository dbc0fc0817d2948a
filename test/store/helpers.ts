/** Temp data folders, clocks and file damage for the store's tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Db } from '../../main/store/database';
import { openStore, type OpenStoreOptions, type StoreNotice } from '../../main/store/open-store';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { connect } from '../../main/store/sqlite';
import { testAccess } from '../support/store-access';

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Gives each test of the calling block (or file) a fresh database, opened with
 * openDatabase in a temp folder, and closes and removes it after the test. Read
 * `db` and `file` inside the tests.
 */
export function useTempDatabase(): Pick<TempDb, 'db' | 'file'> {
  let current: TempDb | undefined;
  beforeEach(() => {
    current = openTempDb();
  });
  afterEach(() => {
    current?.close();
    current = undefined;
  });
  const opened = (): TempDb => current ?? expect.fail('useTempDatabase: the database exists only inside a test');
  return {
    get db() {
      return opened().db;
    },
    get file() {
      return opened().file;
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(startIso: string): { now: () => Date; set(iso: string): void } {
  let current = new Date(startIso);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso);
    },
  };
}

/** Opens the store and fails the test with its message when it does not open. */
export async function openOk(
  dir: string,
  options: OpenStoreOptions,
): Promise<{ db: Db; notices: StoreNotice[]; checkLater: boolean }> {
  const result = await openStore(dir, options);
  if (!result.ok) expect.fail(`openStore failed: ${result.error.code}: ${result.error.message}`);
  return { db: result.db, notices: result.notices, checkLater: result.checkLater };
}

export function backupNames(dir: string): string[] {
  const backups = path.join(dir, 'backups');
  return fs.existsSync(backups) ? fs.readdirSync(backups).sort() : [];
}

/** Overwrites the page `page` (1-based) of a closed database file with `byte`. */
export function damagePage(file: string, page: number, byte = 0xa5): void {
  const probe = connect(file, testAccess, { readonly: true });
  const pageSize = probe.pragma('page_size', { simple: true }) as number;
  probe.close();
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, Buffer.alloc(pageSize, byte), 0, pageSize, (page - 1) * pageSize);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes `file` not an SQLite database at all (its header overwritten). */
export function damageHeader(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, Buffer.from('this is not an SQLite file at all'), 0, 32, 0);
  } finally {
    fs.closeSync(fd);
  }
}

/** `value`, failing the test when it is missing. */
export function present<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) expect.fail(`expected a ${what}`);
  return value;
}
