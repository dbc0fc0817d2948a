/**
 * The store at rest: every file that holds its data (database, WAL, backups) is encrypted with
 * the data folder's key, which is kept as the key source says and never shown; a missing or
 * wrong key changes nothing on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, listBackups } from '../../main/store/backups';
import { isSqliteVersionSupported, sqliteVersion, type Db } from '../../main/store/database';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import { connect } from '../../main/store/sqlite';
import {
  environmentKeySource,
  fileKeySource,
  KEY_FILE,
  StoreKey,
  wrappedKeySource,
  type KeyWrapper,
} from '../../main/store/store-key';
import { makeTempDir, manualClock, openOk, present, removeDir } from './helpers';
import { testAccess, testKeys } from '../support/store-access';
import { filesHolding, snapshot } from '../support/disk';

const MARKER = 'Wanjiru-Kamau-7c41';
const SCAN = Buffer.from(`%PDF scan of ${MARKER} `.repeat(2000));

let dir: string;
const open: Db[] = [];
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  removeDir(dir);
});

const clock = manualClock('2026-11-22T08:00:00.000Z');

function addPatient(db: Db, id: string): void {
  db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, member_name, created_at, updated_at)
     VALUES (?, 'queued', 'B-1', 'PA-1', '2026-11-20', '{}', 'Fever', '[]', 1, ?, '2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.000Z')`,
  ).run(id, MARKER);
  db.prepare(
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, attached_at)
     VALUES (?, 'scan.pdf', 'application/pdf', ?, ?, '2026-11-20T08:00:00.000Z')`,
  ).run(id, SCAN.length, SCAN);
}

describe('the encrypted store', () => {
  it('keeps no patient data readable in the database, its WAL or its backups', async () => {
    const { db, access } = await openStore(dir, { keys: fileKeySource(), now: clock.now }).then((opened) =>
      opened.ok ? opened : expect.fail(opened.error.message),
    );
    open.push(db);
    addPatient(db, 'c1');
    db.pragma('wal_checkpoint(TRUNCATE)');
    // One more in the WAL only, then a backup of both.
    db.pragma('wal_autocheckpoint = 0');
    addPatient(db, 'c2');
    expect(fs.statSync(path.join(dir, `${DATABASE_FILE}-wal`)).size).toBeGreaterThan(SCAN.length);
    await backupDatabase(db, path.join(dir, 'backups'), { now: () => new Date('2026-11-22T09:00:00Z'), access });

    expect(filesHolding(dir, MARKER)).toEqual([]);
    expect(filesHolding(dir, 'SQLite format 3')).toEqual([]);
    // Whoever has the key reads it all, the backup included.
    const backup = connect(present(listBackups(path.join(dir, 'backups'))[0]).file, access, { readonly: true });
    expect(backup.prepare('SELECT count(*) AS n FROM claims WHERE member_name = ?').get(MARKER)).toEqual({ n: 2 });
    backup.close();
    // Without it, the file is not even a database.
    const keyless = connect(path.join(dir, DATABASE_FILE), { key: null }, { readonly: true });
    expect(() => keyless.prepare('SELECT count(*) FROM claims').get()).toThrow(/not a database/);
    keyless.close();
  });

  it('keeps the key in a 0600 key file in browser mode, made once and read again', async () => {
    const first = await openOk(dir, { keys: fileKeySource(), now: clock.now });
    first.db.close();
    const keyFile = path.join(dir, KEY_FILE);
    const kept = fs.readFileSync(keyFile, 'utf8');
    expect(kept).toMatch(/^[0-9a-f]{64}\n$/);
    if (process.platform !== 'win32') expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const again = await openOk(dir, { keys: fileKeySource(), now: clock.now });
    open.push(again.db);
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(kept);
  });

  it('runs on an SQLite new enough for WAL, with FTS5, in the encrypted build', async () => {
    const { db } = await openOk(dir, { keys: testKeys, now: clock.now });
    open.push(db);
    expect(isSqliteVersionSupported(sqliteVersion(db))).toBe(true);
    const options = db.pragma('compile_options') as { compile_options: string }[];
    expect(options.map((row) => row.compile_options)).toContain('ENABLE_FTS5');
    expect(db.pragma('cipher', { simple: true })).toBe('sqlcipher');
  });

  it('never makes a new key for a folder holding encrypted files, and changes nothing', async () => {
    const { db } = await openOk(dir, { keys: fileKeySource(), now: clock.now });
    addPatient(db, 'c1');
    db.close();
    fs.rmSync(path.join(dir, KEY_FILE));
    const before = snapshot(dir);

    const opened = await openStore(dir, { keys: fileKeySource(), now: clock.now });
    expect(opened).toMatchObject({ ok: false, error: { code: 'key-missing' } });
    if (!opened.ok) expect(opened.error.message).toMatch(/key that opens it .* is missing\. Nothing was changed/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('tells a wrong key from damage, and moves nothing', async () => {
    const { db } = await openOk(dir, { keys: testKeys, now: clock.now });
    addPatient(db, 'c1');
    db.close();
    const before = snapshot(dir);

    const other = environmentKeySource(StoreKey.generate().hex());
    const opened = await openStore(dir, { keys: other, now: clock.now });
    expect(opened).toMatchObject({ ok: false, error: { code: 'wrong-key' } });
    expect(snapshot(dir)).toEqual(before);
    expect(fs.existsSync(path.join(dir, 'corrupt'))).toBe(false);
    // The right key still opens it all.
    open.push((await openOk(dir, { keys: testKeys, now: clock.now })).db);
  });

  it('never reveals the key when printed, logged or serialised', () => {
    const key = StoreKey.generate();
    const hex = key.hex();
    for (const shown of [String(key), JSON.stringify({ key }), inspect({ key }), inspect(key)]) {
      expect(shown).not.toContain(hex);
      expect(shown).toContain('[store key]');
    }
    expect(testAccess.key?.hex()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the key wrapped by the operating system (desktop app)', () => {
  /** A stand-in for safeStorage: the text reversed behind a marker, so the file must never hold the key as written. */
  const wrapper = (protectedByOs: boolean): KeyWrapper & { wrapped: number } => {
    const stand = {
      wrapped: 0,
      isProtected: () => protectedByOs,
      wrap: (text: string) => {
        stand.wrapped++;
        return Buffer.from(`OS:${text.split('').reverse().join('')}`);
      },
      unwrap: (wrapped: Buffer) => wrapped.toString().slice(3).split('').reverse().join(''),
    };
    return stand;
  };

  it('keeps only the wrapped key on disk, and opens the store with it again', async () => {
    const os = wrapper(true);
    const { db, access } = await openStore(dir, { keys: wrappedKeySource(os), now: clock.now }).then((opened) =>
      opened.ok ? opened : expect.fail(opened.error.message),
    );
    db.close();
    const onDisk = fs.readFileSync(path.join(dir, KEY_FILE), 'utf8');
    expect(os.wrapped).toBe(1);
    expect(onDisk).toMatch(/^OS:/);
    expect(onDisk).not.toContain(present(access.key?.hex()));
    open.push((await openOk(dir, { keys: wrappedKeySource(os), now: clock.now })).db);
  });

  it('refuses to make a key where the OS offers no protection, and writes no data', async () => {
    const opened = await openStore(dir, { keys: wrappedKeySource(wrapper(false)), now: clock.now });
    expect(opened).toMatchObject({ ok: false, error: { code: 'key-unavailable' } });
    if (!opened.ok) expect(opened.error.message).toMatch(/offers no such protection/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('says so when the wrapped key cannot be unwrapped, and changes nothing', async () => {
    (await openOk(dir, { keys: wrappedKeySource(wrapper(true)), now: clock.now })).db.close();
    fs.writeFileSync(path.join(dir, KEY_FILE), 'OS:not a key');
    const before = snapshot(dir);
    const opened = await openStore(dir, { keys: wrappedKeySource(wrapper(true)), now: clock.now });
    expect(opened).toMatchObject({ ok: false, error: { code: 'key-unavailable' } });
    expect(snapshot(dir)).toEqual(before);
  });
});
