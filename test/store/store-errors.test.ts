import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../../main/store/database';
import { StoreError } from '../../main/store/store-failure';
import { storeErrorFromSqlite, storeResult } from '../../main/store/store-errors';
import { useTempDatabase } from './helpers';

describe('storeErrorFromSqlite', () => {
  it.each([
    ['SQLITE_FULL', 'disk-full'],
    ['SQLITE_IOERR', 'io'],
    ['SQLITE_IOERR_WRITE', 'io'],
    ['SQLITE_IOERR_FSYNC', 'io'],
    ['SQLITE_CORRUPT', 'corrupt'],
    ['SQLITE_NOTADB', 'corrupt'],
    ['SQLITE_BUSY', 'busy'],
    ['SQLITE_BUSY_SNAPSHOT', 'busy'],
    ['SQLITE_READONLY', 'read-only'],
    ['SQLITE_CANTOPEN', 'cannot-open'],
  ])('maps %s to %s', (sqliteCode, code) => {
    const failure = storeErrorFromSqlite(new Database.SqliteError('boom', sqliteCode), 'claim');
    expect(failure?.code).toBe(code);
    expect(failure?.message).toContain('the claim was not saved');
    expect(failure?.message).not.toContain('boom');
  });

  it('words a full disk plainly, with what to do', () => {
    expect(storeErrorFromSqlite(new Database.SqliteError('database or disk is full', 'SQLITE_FULL'), 'claim')).toEqual({
      code: 'disk-full',
      message: 'The disk is full: the claim was not saved. Free some space and save again.',
    });
  });

  it('maps the same failures from file calls', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(storeErrorFromSqlite(enospc)?.code).toBe('disk-full');
    const eacces = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    expect(storeErrorFromSqlite(eacces)?.code).toBe('read-only');
  });

  it('leaves bugs alone: constraint violations and other errors are not storage failures', () => {
    expect(storeErrorFromSqlite(new Database.SqliteError('UNIQUE failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(storeErrorFromSqlite(new TypeError('x is undefined'))).toBeUndefined();
    expect(storeErrorFromSqlite('a string')).toBeUndefined();
    expect(() =>
      storeResult(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it('passes a StoreError through as data', () => {
    expect(storeErrorFromSqlite(new StoreError('newer-schema', 'Update ClaimDesk.'))).toEqual({
      code: 'newer-schema',
      message: 'Update ClaimDesk.',
    });
  });
});

describe('a full disk during a write', () => {
  const store = useTempDatabase();

  it('answers disk-full and rolls the whole transaction back', () => {
    const pages = store.db.pragma('page_count', { simple: true }) as number;
    store.db.pragma(`max_page_count = ${pages + 2}`); // this connection may grow the file by two pages only
    const insert = store.db.prepare(
      'INSERT INTO audit_log (at, desk, staff, action, outcome, subject, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const row = (detail: string) => [
      '2026-11-22T08:00:00.000Z',
      'Desk',
      'Amina',
      'claim.save',
      'ok',
      'claim 1',
      detail,
    ];

    const result = storeResult(
      () =>
        writeTransaction(store.db, () => {
          insert.run(...row('small row first'));
          for (let i = 0; i < 20; i++) insert.run(...row('x'.repeat(4000)));
        }),
      'the claim',
    );

    expect(result).toEqual({
      ok: false,
      error: {
        code: 'disk-full',
        message: 'The disk is full: the claim was not saved. Free some space and save again.',
      },
    });
    expect(store.db.prepare('SELECT count(*) AS n FROM audit_log').get()).toEqual({ n: 0 });
    expect(store.db.inTransaction).toBe(false);
    // Once space is back, the same write succeeds.
    store.db.pragma('max_page_count = 1073741823');
    expect(storeResult(() => writeTransaction(store.db, () => insert.run(...row('after'))).changes)).toEqual({
      ok: true,
      value: 1,
    });
  });
});
