/**
 * Copies of the backups to the IT folder, on real folders and real backups of a real store, with a clock the
 * test moves. Tests run as root here, so a chmod'ed folder would still be writable: an unwritable share is made
 * another way (a file where the desk's folder should be, a folder where a copy's `.partial` name should be).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, listBackups } from '../../main/store/backups';
import type { Db } from '../../main/store/database';
import {
  offsiteStatus,
  runOffsiteBackup,
  startOffsiteBackup,
  type OffsiteBackupDeps,
  type OffsiteOutcome,
} from '../../main/store/offsite-backup';
import { reasonOf, type OffsiteCopyError } from '../../main/store/offsite-copy';
import { deskFolderName } from '../../main/store/offsite-state';
import { writeSettings } from '../../main/store/settings-store';
import { testAccess } from '../support/store-access';
import { makeTempDir, manualClock, removeDir, useTempDatabase } from './helpers';

const store = useTempDatabase();
let dir: string;
let backupDir: string;
let share: string;
const clock = manualClock('2026-11-27T08:00:00.000Z');
let failures: OffsiteCopyError[];
let stale: number;

beforeEach(() => {
  dir = makeTempDir();
  backupDir = path.join(dir, 'backups');
  share = path.join(dir, 'share');
  fs.mkdirSync(share);
  clock.set('2026-11-27T08:00:00.000Z');
  failures = [];
  stale = 0;
});
afterEach(() => removeDir(dir));

const deps = (db: Db, more: Partial<OffsiteBackupDeps> = {}): OffsiteBackupDeps => ({
  db,
  backupDir,
  now: clock.now,
  takeBackup: () => backupDatabase(db, backupDir, { now: clock.now, access: testAccess }),
  onFailure: (error) => failures.push(error),
  onStale: () => (stale += 1),
  ...more,
});

const setFolder = (db: Db, folder: string | null, everyHours = 24): void => {
  const written = writeSettings(db, { backup: { folder, everyHours }, deskName: 'Réception 1' });
  if (!written.ok) expect.fail(written.error.message);
};
const sha = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const copied = (outcome: OffsiteOutcome): { files: readonly string[]; into: string } =>
  outcome.kind === 'copied' ? outcome : expect.fail(`expected a copy, got ${JSON.stringify(outcome)}`);
const failedWith = (outcome: OffsiteOutcome): string =>
  outcome.kind === 'failed' ? outcome.error.reason : expect.fail(`expected a failure, got ${outcome.kind}`);
const hours = (n: number): string => new Date(Date.parse('2026-11-27T08:00:00.000Z') + n * 3_600_000).toISOString();

describe('copies to the IT folder', () => {
  it('copy nothing while no folder is set', async () => {
    expect(await runOffsiteBackup(deps(store.db))).toEqual({ kind: 'off' });
    expect(fs.readdirSync(share)).toEqual([]);
    expect(offsiteStatus(store.db, clock.now())).toMatchObject({ folder: null, stale: false, lastSuccessAt: null });
  });

  it('copy the newest backup and its .recovery sibling, whole, into the desk’s own folder, then wait for the interval', async () => {
    setFolder(store.db, share);
    const local = await backupDatabase(store.db, backupDir, { now: clock.now, access: testAccess });
    fs.writeFileSync(`${local.file}.recovery`, 'the recovery key’s wrapping of the store key');

    const { files, into } = copied(await runOffsiteBackup(deps(store.db)));
    const status = offsiteStatus(store.db, clock.now());
    expect(path.dirname(into)).toBe(share);
    expect(path.basename(into)).toBe(status.deskFolder);
    expect(status.deskFolder).toMatch(/^reception-1-[0-9a-f]{8}$/);
    expect(files).toEqual([`${path.basename(local.file)}.recovery`, path.basename(local.file)]);
    expect(fs.readdirSync(into).sort()).toEqual([path.basename(local.file), `${path.basename(local.file)}.recovery`]);
    expect(sha(path.join(into, path.basename(local.file)))).toBe(sha(local.file));
    expect(sha(path.join(into, `${path.basename(local.file)}.recovery`))).toBe(sha(`${local.file}.recovery`));
    // The copy is the backup: it lists as one (a copy that was a fresh backup would be a second local file).
    expect(listBackups(backupDir)).toHaveLength(1);
    expect(status).toMatchObject({ lastSuccessAt: clock.now().toISOString(), lastFailure: null, stale: false });

    clock.set(hours(23));
    expect(await runOffsiteBackup(deps(store.db))).toEqual({ kind: 'not-due' });
    clock.set(hours(24));
    // The newest local backup is a day old: a fresh one is taken and copied (no sibling beside it: none copied).
    const next = copied(await runOffsiteBackup(deps(store.db)));
    expect(listBackups(backupDir)).toHaveLength(2);
    expect(next.files).toEqual([path.basename(listBackups(backupDir)[0]?.file ?? '')]);
    expect(fs.readdirSync(into)).toHaveLength(3);
  });

  it('keep the newest copies with their siblings, pruning only after a good copy', async () => {
    setFolder(store.db, share, 1);
    const names: string[] = [];
    for (let n = 0; n < 5; n++) {
      clock.set(hours(n));
      const local = await backupDatabase(store.db, backupDir, { now: clock.now, access: testAccess });
      fs.writeFileSync(`${local.file}.recovery`, `sibling ${n}`);
      names.push(path.basename(local.file));
      copied(await runOffsiteBackup(deps(store.db, { keep: 3 })));
    }
    const into = path.join(share, offsiteStatus(store.db, clock.now()).deskFolder);
    const kept = names.slice(-3).flatMap((name) => [name, `${name}.recovery`]);
    expect(fs.readdirSync(into).sort()).toEqual(kept.sort());

    // A failed copy prunes nothing: the copy's partial name is taken by a folder, so the write fails.
    clock.set(hours(6));
    const local = await backupDatabase(store.db, backupDir, { now: clock.now, access: testAccess });
    fs.mkdirSync(path.join(into, `${path.basename(local.file)}.partial`));
    expect(failedWith(await runOffsiteBackup(deps(store.db, { keep: 1 })))).toBe('not-writable');
    expect(fs.readdirSync(into).sort()).toEqual([...kept, `${path.basename(local.file)}.partial`].sort());
  });

  it('leave nothing under a final name when the sibling cannot be written, and earlier copies untouched', async () => {
    setFolder(store.db, share, 1);
    await backupDatabase(store.db, backupDir, { now: clock.now, access: testAccess });
    const first = copied(await runOffsiteBackup(deps(store.db)));
    const before = fs.readdirSync(first.into).map((name) => [name, sha(path.join(first.into, name))]);

    clock.set(hours(2));
    const local = await backupDatabase(store.db, backupDir, { now: clock.now, access: testAccess });
    fs.writeFileSync(`${local.file}.recovery`, 'sibling');
    // The backup's own partial is blocked: its sibling was written (under its partial name) and must be removed.
    fs.mkdirSync(path.join(first.into, `${path.basename(local.file)}.partial`));
    expect(failedWith(await runOffsiteBackup(deps(store.db)))).toBe('not-writable');
    const names = fs.readdirSync(first.into);
    expect(names).not.toContain(path.basename(local.file));
    expect(names).not.toContain(`${path.basename(local.file)}.recovery`);
    expect(names).not.toContain(`${path.basename(local.file)}.recovery.partial`);
    for (const [name, hash] of before) expect(sha(path.join(first.into, name as string))).toBe(hash);
    expect(failures.map((failure) => failure.reason)).toEqual(['not-writable']);
    expect(offsiteStatus(store.db, clock.now()).lastFailure).toEqual({ at: hours(2), reason: 'not-writable' });
  });

  it('fail cleanly on a share that is not there, never making it, and copy at the next check once it is back', async () => {
    const missing = path.join(share, 'not-connected');
    setFolder(store.db, missing);
    expect(failedWith(await runOffsiteBackup(deps(store.db)))).toBe('folder-missing');
    expect(fs.existsSync(missing)).toBe(false);
    const status = offsiteStatus(store.db, clock.now());
    expect(status).toMatchObject({ lastSuccessAt: null, lastFailure: { reason: 'folder-missing' }, stale: true });
    // The reason is kept, never the path (it may name a patient's folder on some shares: none of it is stored).
    expect(JSON.stringify(status.lastFailure)).not.toContain(missing);
    // The log hears the path and the system's words.
    expect(failures[0]?.message).toContain(missing);

    fs.mkdirSync(missing);
    clock.set(hours(0.25));
    copied(await runOffsiteBackup(deps(store.db)));
    expect(offsiteStatus(store.db, clock.now())).toMatchObject({ lastSuccessAt: hours(0.25), stale: false });
  });

  it('fail cleanly when the IT folder is a file, or a file stands where the desk’s folder goes', async () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    setFolder(store.db, file);
    expect(failedWith(await runOffsiteBackup(deps(store.db)))).toBe('not-writable');

    setFolder(store.db, share);
    const deskFolder = offsiteStatus(store.db, clock.now()).deskFolder;
    fs.writeFileSync(path.join(share, deskFolder), 'in the way');
    expect(failedWith(await runOffsiteBackup(deps(store.db)))).toBe('not-writable');
    expect(fs.readFileSync(path.join(share, deskFolder), 'utf8')).toBe('in the way');
  });

  it('say no local backup when none can be made to copy', async () => {
    setFolder(store.db, share);
    const outcome = await runOffsiteBackup(
      deps(store.db, { takeBackup: () => Promise.reject(new Error('disk full')) }),
    );
    expect(failedWith(outcome)).toBe('no-local-backup');
  });

  it('word a full disk and a share that stopped answering by their system codes', () => {
    // Not made for real here (no small file system to fill): the codes Node gives for them.
    const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(code), { code });
    expect(reasonOf(errno('ENOSPC'))).toBe('full');
    expect(reasonOf(errno('EDQUOT'))).toBe('full');
    expect(reasonOf(errno('ETIMEDOUT'))).toBe('unreachable');
    expect(reasonOf(errno('EACCES'))).toBe('not-writable');
    expect(reasonOf(new Error('no code'))).toBe('other');
  });

  it('start afresh in a new folder: a copy in the old one does not count', async () => {
    setFolder(store.db, share);
    copied(await runOffsiteBackup(deps(store.db)));
    const other = path.join(dir, 'usb');
    fs.mkdirSync(other);
    setFolder(store.db, other);
    expect(offsiteStatus(store.db, clock.now())).toMatchObject({ folder: other, lastSuccessAt: null, stale: true });
    copied(await runOffsiteBackup(deps(store.db)));
    expect(fs.readdirSync(other)).toEqual([offsiteStatus(store.db, clock.now()).deskFolder]);
  });

  it('is stale past twice the interval, and staff are told once per interval while it stays so', async () => {
    setFolder(store.db, share, 6);
    const job = startOffsiteBackup(deps(store.db), 1e9);
    try {
      copied(await job.check());
      expect(stale).toBe(0);
      fs.rmSync(share, { recursive: true });
      clock.set(hours(6));
      expect(await job.check()).toMatchObject({ kind: 'failed' });
      expect(offsiteStatus(store.db, clock.now()).stale).toBe(false);
      clock.set(hours(12.5));
      await job.check();
      expect(offsiteStatus(store.db, clock.now()).stale).toBe(true);
      expect(stale).toBe(1);
      clock.set(hours(13));
      await job.check();
      expect(stale).toBe(1);
      clock.set(hours(18.5));
      await job.check();
      expect(stale).toBe(2);
      fs.mkdirSync(share);
      copied(await job.check());
      expect(offsiteStatus(store.db, clock.now()).stale).toBe(false);
    } finally {
      await job.stop();
    }
  });
});

describe('the desk’s folder name', () => {
  it('is the desk’s name as any share takes it, then the stable id', () => {
    expect(deskFolderName('Réception 1 / Étage', '3f9a2c1d')).toBe('reception-1-etage-3f9a2c1d');
    expect(deskFolderName('', '3f9a2c1d')).toBe('desk-3f9a2c1d');
    expect(deskFolderName('***', 'abcd0123')).toBe('desk-abcd0123');
    expect(deskFolderName('x'.repeat(100), 'abcd0123')).toBe(`${'x'.repeat(40)}-abcd0123`);
  });
});
