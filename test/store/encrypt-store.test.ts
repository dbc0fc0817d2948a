/**
 * The one-time conversion of a store an earlier build left plain (main/store/encrypt-store.ts):
 * every claim kept (the WAL's last commits too), backups encrypted and still restorable, damaged
 * files sealed, and no patient data left readable anywhere in the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listBackups } from '../../main/store/backups';
import { PLAIN_COPY_SUFFIX } from '../../main/store/encrypt-store';
import { DATABASE_FILE } from '../../main/store/open-store';
import { unsealFile } from '../../main/store/sealed-file';
import { connect, isPlainDatabase } from '../../main/store/sqlite';
import { filesHolding } from '../support/disk';
import { TEST_KEY, testAccess, testKeys } from '../support/store-access';
import { damageHeader, makeTempDir, manualClock, openOk, present, removeDir } from './helpers';
import { MARKER, PLAIN_CLAIMS, writePlainStore } from './plain-store';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeDir(dir));

const clock = manualClock('2026-11-22T08:00:00.000Z');
const count = (file: string): number => {
  const db = connect(file, testAccess, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

it('encrypts a plain store once, keeping every claim, and leaves nothing readable', async () => {
  await writePlainStore(dir);
  expect(filesHolding(dir, MARKER).length).toBeGreaterThan(3);
  const events: string[] = [];

  const { db, notices } = await openOk(dir, {
    keys: testKeys,
    now: clock.now,
    log: (entry) => events.push(`${entry.event}:${entry.detail}`),
  });
  const claims = (db.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n;
  db.close();

  expect(claims).toBe(PLAIN_CLAIMS.inFile + PLAIN_CLAIMS.inWal);
  expect(notices).toEqual([]);
  expect(events.filter((event) => event.startsWith('encrypt:'))).toEqual([
    'encrypt:backup-encrypted',
    'encrypt:backup-encrypted',
    'encrypt:damaged-sealed',
    'encrypt:plain-copy',
    'encrypt:encrypted-copy',
    'encrypt:plain-shredded',
    'encrypt:swapped',
    'encrypt:database encrypted, 2 backup(s) encrypted, 1 damaged file(s) sealed',
  ]);
  expect(filesHolding(dir, MARKER)).toEqual([]);
  expect(filesHolding(dir, 'SQLite format 3')).toEqual([]);
  expect(fs.existsSync(path.join(dir, DATABASE_FILE + PLAIN_COPY_SUFFIX))).toBe(false);
  // The backups are encrypted, and still hold what they held.
  const backups = listBackups(path.join(dir, 'backups'));
  expect(backups.map((backup) => isPlainDatabase(backup.file))).toEqual([false, false, false]);
  expect(backups.slice(1).map((backup) => count(backup.file))).toEqual([PLAIN_CLAIMS.inFile, PLAIN_CLAIMS.inFile]);
  // The damaged file is sealed, and support can still read it with the key.
  const sealed = path.join(dir, 'corrupt', 'claimdesk-2026-11-01T00-00-00.000Z.sqlite.sealed');
  expect(fs.readdirSync(path.join(dir, 'corrupt'))).toEqual([path.basename(sealed)]);
  expect(unsealFile(sealed, TEST_KEY).toString()).toBe(`damaged ${MARKER}`);

  // Once is enough: the next start finds nothing to convert.
  const again: string[] = [];
  const reopened = await openOk(dir, { keys: testKeys, now: clock.now, log: (entry) => again.push(entry.event) });
  reopened.db.close();
  expect(again).not.toContain('encrypt');
});

it('seals a damaged plain backup into corrupt/, and encrypts the others', async () => {
  await writePlainStore(dir);
  const [newest, older] = listBackups(path.join(dir, 'backups'));
  damageHeader(present(older).file);

  const { db } = await openOk(dir, { keys: testKeys, now: clock.now });
  db.close();

  const kept = listBackups(path.join(dir, 'backups')).map((backup) => path.basename(backup.file));
  expect(kept).toContain(path.basename(present(newest).file));
  expect(kept).not.toContain(path.basename(present(older).file));
  expect(fs.readdirSync(path.join(dir, 'corrupt'))).toContain(`${path.basename(present(older).file)}.sealed`);
  expect(filesHolding(dir, MARKER)).toEqual([]);
});

it('restores a damaged plain store from its encrypted backup, and seals the damaged file', async () => {
  await writePlainStore(dir);
  fs.rmSync(path.join(dir, `${DATABASE_FILE}-wal`));
  damageHeader(path.join(dir, DATABASE_FILE));

  const { db, notices } = await openOk(dir, { keys: testKeys, now: clock.now });
  const claims = (db.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n;
  db.close();

  expect(claims).toBe(PLAIN_CLAIMS.inFile);
  expect(notices).toMatchObject([{ kind: 'restored-from-backup', reason: 'corrupt' }]);
  expect(fs.readdirSync(path.join(dir, 'corrupt')).every((name) => name.endsWith('.sealed'))).toBe(true);
  expect(filesHolding(dir, MARKER)).toEqual([]);
});
