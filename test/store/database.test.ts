import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import {
  checkSchemaVersion,
  checkSqliteVersion,
  isSqliteVersionSupported,
  MINIMUM_SQLITE_VERSION,
  onCommit,
  sqliteVersion,
  writeTransaction,
} from '../../main/store/database';
import { useTempDatabase } from './helpers';
import { connect } from '../../main/store/sqlite';
import { testAccess } from '../support/store-access';

describe('the SQLite version gate', () => {
  it.each([
    ['3.51.2', false],
    ['3.9.0', false],
    ['3.51.3', true],
    ['3.53.2', true],
    ['4.0.0', true],
  ])('SQLite %s is supported: %s', (version, supported) => {
    expect(isSqliteVersionSupported(version)).toBe(supported);
    expect(checkSqliteVersion(version) === undefined).toBe(supported);
  });

  it('says why an older SQLite is refused and what to do', () => {
    const refusal = checkSqliteVersion('3.51.2');
    expect(refusal?.code).toBe('sqlite-too-old');
    expect(refusal?.message).toBe(
      `SQLite 3.51.2 is too old: versions before ${MINIMUM_SQLITE_VERSION} can corrupt a WAL database. Install a ClaimDesk built with a newer SQLite.`,
    );
  });

  it('passes for the SQLite this build runs on', () => {
    const db = new Database(':memory:');
    expect(isSqliteVersionSupported(sqliteVersion(db))).toBe(true);
    db.close();
  });

  it('refuses a schema newer than the migrations it knows, and only that', () => {
    expect(checkSchemaVersion(2, 2)).toBeUndefined();
    expect(checkSchemaVersion(0, 2)).toBeUndefined();
    expect(checkSchemaVersion(3, 2)?.message).toMatch(/newer ClaimDesk \(schema 3; this version knows 2\)/);
  });
});

describe('writeTransaction', () => {
  const store = useTempDatabase();

  it('commits all of its work or none of it', () => {
    const put = store.db.prepare('INSERT INTO settings (key, value_json) VALUES (?, ?)');
    expect(() =>
      writeTransaction(store.db, () => {
        put.run('a', '1');
        put.run('a', '2'); // primary key clash
      }),
    ).toThrow(/UNIQUE/);
    expect(store.db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 0 });
    writeTransaction(store.db, () => put.run('a', '1'));
    expect(store.db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 1 });
  });

  it('takes the write lock at BEGIN, so a second writer waits or fails before doing anything', () => {
    const other = connect(store.file, testAccess);
    other.pragma('busy_timeout = 0');
    try {
      writeTransaction(store.db, () => {
        expect(() => other.prepare('BEGIN IMMEDIATE').run()).toThrow(/locked|busy/i);
      });
    } finally {
      other.close();
    }
  });
});

describe('what follows a commit (onCommit)', () => {
  const store = useTempDatabase();
  const put = (key: string) =>
    store.db.prepare('INSERT INTO settings (key, value_json) VALUES (?, ?)').run(key, JSON.stringify(key));

  it('hears each outermost commit once, never a rollback nor a savepoint of an outer transaction', () => {
    let heard = 0;
    const stop = onCommit(store.db, () => (heard += 1));
    writeTransaction(store.db, () => put('a'));
    expect(heard).toBe(1);
    writeTransaction(store.db, () => {
      put('b');
      writeTransaction(store.db, () => put('c'));
      expect(heard).toBe(1);
    });
    expect(heard).toBe(2);
    expect(() =>
      writeTransaction(store.db, () => {
        put('d');
        throw new Error('changed my mind');
      }),
    ).toThrow('changed my mind');
    expect(heard).toBe(2);
    stop();
    writeTransaction(store.db, () => put('e'));
    expect(heard).toBe(2);
  });

  it('keeps the write when a listener throws', () => {
    const stop = onCommit(store.db, () => {
      throw new Error('a listener’s own trouble');
    });
    expect(writeTransaction(store.db, () => put('f').changes)).toBe(1);
    stop();
    expect(store.db.prepare('SELECT count(*) FROM settings WHERE key = ?').pluck().get('f')).toBe(1);
  });
});
