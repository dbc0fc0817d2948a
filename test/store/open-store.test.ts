import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_BACKUPS, listBackups } from '../../main/store/backups';
import { schemaVersion, type Db } from '../../main/store/database';
import { LATEST_VERSION } from '../../main/store/migrations';
import { startDeferredCheck, type DeferredCheckOptions } from '../../main/store/deferred-check';
import {
  CHECK_AT_OPEN_FILE,
  DATABASE_FILE,
  openStore,
  type OpenStoreOptions,
  type StoreNotice,
} from '../../main/store/open-store';
import { backupNames, damageHeader, damagePage, makeTempDir, manualClock, openOk, present, removeDir } from './helpers';
import { testAccess, testKeys } from '../support/store-access';
import { connect } from '../../main/store/sqlite';

let dir: string;
let file: string;
const open: Db[] = [];

beforeEach(() => {
  dir = makeTempDir();
  file = path.join(dir, DATABASE_FILE);
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  removeDir(dir);
});

async function openAt(
  clock: { now: () => Date },
  integrityCheck?: OpenStoreOptions['integrityCheck'],
): Promise<{ db: Db; notices: StoreNotice[] }> {
  const opened = await openOk(dir, { keys: testKeys, now: clock.now, integrityCheck });
  open.push(opened.db);
  return opened;
}

/** Enough rows to spread the table over many pages, so one page can be damaged. */
function addClaims(db: Db, count: number, prefix = 'c'): void {
  const insert = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain,
       diagnosis_json, amount_units, created_at, updated_at)
     VALUES (?, ?, 'B-2026-11', 'AUTH-1', '2026-11-20', '{}', ?, '[]', 10000, '2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.000Z')`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(`${prefix}${i}`, i % 2 === 0 ? 'queued' : 'submitted', 'x'.repeat(200));
  })();
}

const claimCount = (db: Db): number => (db.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n;

describe('openStore on a sound file', () => {
  it('creates the database at the latest schema, with the durable pragmas, and a first backup', async () => {
    const events: string[] = [];
    const opened = await openOk(dir, {
      keys: testKeys,
      now: manualClock('2026-11-22T08:00:00.000Z').now,
      log: (entry) => events.push(entry.event),
    });
    const { db, notices } = opened;
    open.push(db);
    expect(events).toEqual(['integrity-check', 'backup']);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(notices).toEqual([]);
    expect(backupNames(dir)).toEqual([`claimdesk-2026-11-22T08-00-00.000Z-v${LATEST_VERSION}.sqlite`]);
  });

  it('backs up once per UTC day and keeps the newest seven', async () => {
    const clock = manualClock('2026-11-01T08:00:00.000Z');
    (await openAt(clock)).db.close();
    clock.set('2026-11-01T17:30:00.000Z');
    (await openAt(clock)).db.close();
    expect(backupNames(dir)).toHaveLength(1);

    for (let day = 2; day <= 10; day++) {
      clock.set(`2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`);
      const { db } = await openAt(clock);
      addClaims(db, 1, `day${day}-`);
      db.close();
    }
    const kept = listBackups(path.join(dir, 'backups'));
    expect(kept).toHaveLength(KEEP_BACKUPS);
    expect(kept.map((backup) => backup.takenAt.slice(0, 10))).toEqual([
      '2026-11-10',
      '2026-11-09',
      '2026-11-08',
      '2026-11-07',
      '2026-11-06',
      '2026-11-05',
      '2026-11-04',
    ]);
    // Each backup is a whole, self-contained file holding what was committed before it.
    const newest = connect(present(kept[0]).file, testAccess, { readonly: true });
    expect(newest.pragma('journal_mode', { simple: true })).toBe('delete');
    expect((newest.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n).toBe(8);
    newest.close();
  });

  it('catches up a backup while the WAL still holds uncheckpointed commits', async () => {
    const clock = manualClock('2026-11-01T08:00:00.000Z');
    const { db } = await openAt(clock);
    db.pragma('wal_autocheckpoint = 0');
    addClaims(db, 50);
    const { backupDatabase } = await import('../../main/store/backups');
    const backup = await backupDatabase(db, path.join(dir, 'backups'), {
      access: testAccess,
      now: () => new Date('2026-11-01T09:00:00Z'),
    });
    const copy = connect(backup.file, testAccess, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM claims').get() as { n: number }).n).toBe(50);
    copy.close();
  });
});

// The app runs the open's check on a worker thread, the tests of other parts on theirs: both find and restore alike.
describe.each(['inline', 'worker'] as const)('openStore on a damaged file (quick_check %s)', (integrityCheck) => {
  async function storeWithBackupThenMore(): Promise<{ clock: ReturnType<typeof manualClock> }> {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const { db } = await openAt(clock, integrityCheck);
    addClaims(db, 300, 'before-');
    db.close();
    clock.set('2026-11-21T07:00:00.000Z'); // the daily backup of the 21st holds 300 claims
    const second = await openAt(clock, integrityCheck);
    addClaims(second.db, 5, 'after-'); // saved after the backup
    second.db.close();
    return { clock };
  }

  it('restores the newest sound backup when a page is damaged, and says what was restored', async () => {
    const { clock } = await storeWithBackupThenMore();
    damagePage(file, 20);
    clock.set('2026-11-21T15:00:00.000Z');

    const { db, notices } = await openAt(clock, integrityCheck);
    expect(claimCount(db)).toBe(300);
    expect(notices).toHaveLength(1);
    const notice = present(notices[0]);
    expect(notice).toMatchObject({
      kind: 'restored-from-backup',
      reason: 'corrupt',
      backupTakenAt: '2026-11-21T07:00:00.000Z',
      claimsToReconcile: 150,
    });
    expect(notice.message).toContain('2026-11-21 07:00 UTC');
    expect(notice.message).toMatch(/saved after that time .* may be missing/);

    // The damaged file is kept, never deleted.
    const corrupt = fs.readdirSync(path.join(dir, 'corrupt'));
    // Kept for support, sealed with the store's key (store/sealed-file.ts).
    expect(corrupt).toEqual(['claimdesk-2026-11-21T15-00-00.000Z.sqlite.sealed']);
    expect(fs.statSync(path.join(dir, 'corrupt', present(corrupt[0]))).size).toBeGreaterThan(100_000);
    // Claims that may have been sent after the backup must be reconciled before any resend.
    const uncertain = db
      .prepare("SELECT count(*) AS n FROM claims WHERE outcome_unknown = 1 AND state = 'queued'")
      .get();
    expect(uncertain).toEqual({ n: 150 });
  });

  it('restores when SQLite does not recognise the file as a database', async () => {
    const { clock } = await storeWithBackupThenMore();
    damageHeader(file);
    const { db, notices } = await openAt(clock, integrityCheck);
    expect(claimCount(db)).toBe(300);
    expect(notices.map((notice) => notice.kind)).toEqual(['restored-from-backup']);
  });

  it('skips a damaged backup and restores the one before it', async () => {
    const { clock } = await storeWithBackupThenMore();
    const [newestBackup, olderBackup] = listBackups(path.join(dir, 'backups'));
    const newest = present(newestBackup);
    const older = present(olderBackup);
    damagePage(newest.file, 20);
    damagePage(file, 20);
    const { db, notices } = await openAt(clock, integrityCheck);
    expect(notices[0]).toMatchObject({ kind: 'restored-from-backup', backupTakenAt: older.takenAt });
    expect(claimCount(db)).toBe(0); // the backup of the 20th was taken when the store was new
    expect(fs.readdirSync(path.join(dir, 'corrupt'))).toContain(`${path.basename(newest.file)}.sealed`);
  });

  it('refuses to start, and leaves the file in place, when no backup is sound', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const { db } = await openAt(clock, integrityCheck);
    addClaims(db, 300);
    db.close();
    for (const backup of listBackups(path.join(dir, 'backups'))) fs.rmSync(backup.file);
    damagePage(file, 20);
    const before = fs.readFileSync(file);

    const result = await openStore(dir, { keys: testKeys, now: clock.now, integrityCheck });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('corrupt-no-backup');
    expect(result.error.message).toMatch(/damaged and no good backup was found/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    // And it keeps refusing: it never falls back to an empty database.
    const again = await openStore(dir, { keys: testKeys, now: clock.now, integrityCheck });
    expect(again.ok).toBe(false);
  });

  it('says the file and every backup are damaged, not that the key is wrong, when the key opens them', async () => {
    const { clock } = await storeWithBackupThenMore();
    damagePage(file, 20);
    const backups = listBackups(path.join(dir, 'backups'));
    expect(backups.length).toBeGreaterThan(1);
    for (const backup of backups) damagePage(backup.file, 20);

    const result = await openStore(dir, { keys: testKeys, now: clock.now, integrityCheck });
    expect(result).toMatchObject({ ok: false, error: { code: 'corrupt-no-backup' } });
  });

  it('restores a backup when the database file has vanished', async () => {
    const { clock } = await storeWithBackupThenMore();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    const { db, notices } = await openAt(clock, integrityCheck);
    expect(notices[0]).toMatchObject({ kind: 'restored-from-backup', reason: 'missing', movedAside: [] });
    expect(claimCount(db)).toBe(300);
  });

  it('refuses a file written by a newer ClaimDesk without touching it', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    (await openAt(clock, integrityCheck)).db.close();
    const raw = connect(file, testAccess);
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    clock.set('2026-11-25T07:00:00.000Z');

    const result = await openStore(dir, { keys: testKeys, now: clock.now, integrityCheck });
    expect(result).toMatchObject({ ok: false, error: { code: 'newer-schema' } });
    if (!result.ok) expect(result.error.message).toMatch(/newer ClaimDesk .* Update ClaimDesk/);
    expect(backupNames(dir)).toHaveLength(1); // no backup of a file this version cannot read
    const check = connect(file, testAccess, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(LATEST_VERSION + 1);
    check.close();
  });
});

// The app's open (main/core/core.ts): a store closed cleanly is checked by the running desk (deferred-check.ts).
describe('openStore after a clean stop', () => {
  const openAfterCleanStop = (clock: { now: () => Date }, events: string[] = []) =>
    openOk(dir, {
      keys: testKeys,
      now: clock.now,
      integrityCheck: 'after-clean-stop',
      log: (entry) => events.push(entry.event),
    });

  /** The running desk's check of `db` (deferred-check.ts), in this test's folder; a failure to run fails the test. */
  const checkLater = (db: Db, given: Pick<DeferredCheckOptions, 'delayMs' | 'log' | 'onDamage'>) =>
    startDeferredCheck({
      db,
      access: testAccess,
      marker: path.join(dir, CHECK_AT_OPEN_FILE),
      onFailure: (error) => expect.fail(String(error)),
      ...given,
    });

  it('leaves the check to the running desk only when the store was closed cleanly and no check was asked', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const first = await openAfterCleanStop(clock);
    expect(first.checkLater).toBe(false); // a new store: nothing to trust yet
    addClaims(first.db, 10);
    first.db.close();

    const events: string[] = [];
    const clean = await openAfterCleanStop(clock, events);
    expect(clean.checkLater).toBe(true);
    expect(events).not.toContain('integrity-check');
    addClaims(clean.db, 10, 'more-');
    // Still open, as after a process killed: its WAL is left behind, and the next open checks first.
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    const afterKill: string[] = [];
    const unclean = await openAfterCleanStop(clock, afterKill);
    expect(unclean.checkLater).toBe(false);
    expect(afterKill).toContain('integrity-check');
    unclean.db.close();
    clean.db.close();

    fs.writeFileSync(path.join(dir, CHECK_AT_OPEN_FILE), 'asked\n');
    const asked: string[] = [];
    const checked = await openAfterCleanStop(clock, asked);
    expect(checked.checkLater).toBe(false);
    expect(asked).toContain('integrity-check');
    // Found sound: no longer asked.
    expect(fs.existsSync(path.join(dir, CHECK_AT_OPEN_FILE))).toBe(false);
    checked.db.close();
  });

  it('finds damage after the start, asks the next open to check, which restores the newest sound backup', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const first = await openAfterCleanStop(clock);
    addClaims(first.db, 300);
    first.db.close();
    clock.set('2026-11-21T07:00:00.000Z');
    const second = await openAfterCleanStop(clock); // takes the day's backup, 300 claims
    second.db.close();
    damagePage(file, 20);

    const opened = await openAfterCleanStop(clock);
    expect(opened.checkLater).toBe(true);
    const found: (readonly string[])[] = [];
    const logged: string[] = [];
    const check = checkLater(opened.db, {
      delayMs: 0,
      log: (entry) => logged.push(`${entry.event}: ${entry.detail}`),
      onDamage: (problems) => found.push(problems),
    });
    await check.checked;
    expect(found).toHaveLength(1);
    expect(found[0]?.length).toBeGreaterThan(0);
    expect(logged[0]).toMatch(/^integrity-check: [\s\S]+, after the start$/);
    expect(fs.existsSync(path.join(dir, CHECK_AT_OPEN_FILE))).toBe(true);
    await check.stop();
    opened.db.close();

    const next = await openAfterCleanStop(clock);
    open.push(next.db);
    expect(next.checkLater).toBe(false);
    expect(next.notices.map((notice) => notice.kind)).toEqual(['restored-from-backup']);
    expect(claimCount(next.db)).toBe(300);
    expect(fs.existsSync(path.join(dir, CHECK_AT_OPEN_FILE))).toBe(false);
  });

  it('checks nothing once stopped before its time', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const first = await openAfterCleanStop(clock);
    first.db.close();
    const opened = await openAfterCleanStop(clock);
    open.push(opened.db);
    const logged: string[] = [];
    const check = checkLater(opened.db, {
      delayMs: 60_000,
      log: (entry) => logged.push(entry.event),
      onDamage: () => expect.fail('no check was to run'),
    });
    await check.stop();
    await check.checked;
    expect(logged).toEqual([]);
  });
});
