/**
 * Moving a desk to a new PC: a backup, its `.recovery` envelope and the recovery key, into an empty data folder of
 * a machine whose keychain is another one (two stand-ins for the OS's protection, which cannot read each other's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, BACKUP_DIR, KEEP_BACKUPS, listBackups } from '../../main/store/backups';
import type { Db } from '../../main/store/database';
import { migrations } from '../../main/store/migrations';
import { openStore } from '../../main/store/open-store';
import { RECOVERY_FILE, recoveryFileFor } from '../../main/store/recovery/envelope';
import { issueRecoveryKey } from '../../main/store/recovery/issue';
import { RecoveryKey } from '../../main/store/recovery/recovery-key';
import { restoreFromBackup, type RestoreOptions } from '../../main/store/recovery/restore';
import type { StoreAccess } from '../../main/store/sqlite';
import { KEY_FILE, wrappedKeySource, type KeySource, type KeyWrapper } from '../../main/store/store-key';
import { damagePage, makeTempDir, manualClock, removeDir } from './helpers';

/** One machine's keychain: what it wraps only it unwraps. */
function keychain(machine: string): KeyWrapper {
  const mark = `${machine}:`;
  return {
    isProtected: () => true,
    wrap: (text) => Buffer.from(mark + Buffer.from(text).toString('base64')),
    unwrap: (wrapped) => {
      const text = wrapped.toString();
      if (!text.startsWith(mark)) throw new Error(`not wrapped by ${machine}`);
      return Buffer.from(text.slice(mark.length), 'base64').toString();
    },
  };
}

const clock = manualClock('2026-11-22T08:00:00.000Z');
const audit = { desk: 'Reception 2', staff: 'IT', now: clock.now };
let oldPc: string;
let newPc: string;
const open: Db[] = [];
const oldKeys = wrappedKeySource(keychain('old-pc'));
const newKeys = wrappedKeySource(keychain('new-pc'));

beforeEach(() => {
  oldPc = makeTempDir();
  newPc = path.join(makeTempDir(), 'ClaimDesk');
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  removeDir(oldPc);
  removeDir(path.dirname(newPc));
});

async function openDesk(dir: string, keys: KeySource): Promise<{ db: Db; access: StoreAccess }> {
  const opened = await openStore(dir, { keys, now: clock.now });
  if (!opened.ok) return expect.fail(`${opened.error.code}: ${opened.error.message}`);
  open.push(opened.db);
  return opened;
}

/** The old PC: a desk with a recovery key and a backup taken after it was issued. */
async function oldDesk(): Promise<{ db: Db; access: StoreAccess; recovery: RecoveryKey; backup: string }> {
  const { db, access } = await openDesk(oldPc, oldKeys);
  if (access.key === null) return expect.fail('no key');
  const recovery = issueRecoveryKey({ db, dataDir: oldPc, key: access.key, audit, reason: 'setup' });
  if (recovery === undefined) return expect.fail('no key issued');
  db.exec("CREATE TABLE moved_marker (note TEXT); INSERT INTO moved_marker VALUES ('old PC desk')");
  clock.set('2026-11-22T09:00:00.000Z');
  const backup = await backupDatabase(db, path.join(oldPc, BACKUP_DIR), { now: clock.now, access });
  return { db, access, recovery, backup: backup.file };
}

const restore = (options: Partial<RestoreOptions> & Pick<RestoreOptions, 'backupFile' | 'recoveryKey'>) =>
  restoreFromBackup({ dataDir: newPc, keys: newKeys, audit, ...options });

describe('moving a desk to a new PC', () => {
  it('writes the envelope 0600 at issue, and a copy of it beside every backup, pruned with its backup', async () => {
    const { db, access, recovery, backup } = await oldDesk();
    const envelope = path.join(oldPc, RECOVERY_FILE);
    if (process.platform !== 'win32') expect(fs.statSync(envelope).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(recoveryFileFor(backup), 'utf8')).toBe(fs.readFileSync(envelope, 'utf8'));
    expect(fs.readFileSync(envelope, 'utf8')).not.toContain(recovery.text());
    expect(db.prepare("SELECT action, detail FROM audit_log WHERE action = 'recovery.issue'").all()).toEqual([
      { action: 'recovery.issue', detail: 'issued at setup; shown once' },
    ]);
    expect(JSON.stringify(db.prepare('SELECT * FROM audit_log').all())).not.toContain(recovery.text());

    for (let day = 23; day < 23 + KEEP_BACKUPS + 2; day++) {
      clock.set(`2026-11-${day}T09:00:00.000Z`);
      await backupDatabase(db, path.join(oldPc, BACKUP_DIR), { now: clock.now, access });
    }
    const kept = listBackups(path.join(oldPc, BACKUP_DIR)).map((b) => path.basename(b.file));
    expect(kept).toHaveLength(KEEP_BACKUPS);
    expect(fs.readdirSync(path.join(oldPc, BACKUP_DIR)).sort()).toEqual(
      [...kept, ...kept.map((name) => recoveryFileFor(name))].sort(),
    );
  });

  it('restores a backup on a machine with another keychain, forgiving how the key is typed', async () => {
    const { db, recovery, backup } = await oldDesk();
    db.close();
    const typed = recovery.text().toLowerCase().replace(/-/g, ' ').replace(/0/g, 'O');
    const result = restore({ backupFile: backup, recoveryKey: typed });
    expect(result).toMatchObject({ ok: true, value: { schemaVersion: migrations.length, envelopeWritten: true } });
    // The key is kept by this machine's keychain, which the old PC's cannot read, nor the reverse.
    expect(fs.readFileSync(path.join(newPc, KEY_FILE), 'utf8')).toMatch(/^new-pc:/);
    expect(() => oldKeys.read(newPc)).toThrow();
    const { db: moved } = await openDesk(newPc, newKeys);
    expect(moved.prepare('SELECT note FROM moved_marker').pluck().get()).toBe('old PC desk');
    expect(moved.prepare("SELECT action FROM audit_log WHERE action = 'desk.restore'").pluck().all()).toEqual([
      'desk.restore',
    ]);
    // The same recovery key opens the new PC's own envelope (and so its future backups).
    const newEnvelope = path.join(newPc, RECOVERY_FILE);
    expect(fs.readFileSync(newEnvelope, 'utf8')).not.toBe(fs.readFileSync(recoveryFileFor(backup), 'utf8'));
    const again = path.join(makeTempDir(), 'third-pc');
    const third = restoreFromBackup({
      dataDir: again,
      keys: wrappedKeySource(keychain('third-pc')),
      audit,
      backupFile: backup,
      envelopeFile: newEnvelope,
      recoveryKey: recovery.text(),
    });
    removeDir(path.dirname(again));
    expect(third.ok).toBe(true);
  });

  it('refuses a mistyped key, naming its group, and changes nothing', async () => {
    const { recovery, backup } = await oldDesk();
    const text = recovery.text();
    const swapped = text.charAt(8) === '7' ? '8' : '7';
    const result = restore({ backupFile: backup, recoveryKey: text.slice(0, 8) + swapped + text.slice(9) });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'mistyped-key', problem: { kind: 'checksum', group: 2 } },
    });
    if (!result.ok) expect(result.error.message).toContain('Group 2');
    expect(fs.existsSync(newPc)).toBe(false);
  });

  it('refuses another desk’s recovery key, and keeps nothing', async () => {
    const { backup } = await oldDesk();
    expect(restore({ backupFile: backup, recoveryKey: RecoveryKey.generate().text() })).toMatchObject({
      ok: false,
      error: { code: 'wrong-key' },
    });
    expect(fs.existsSync(path.join(newPc, KEY_FILE))).toBe(false);
  });

  it('refuses a folder that holds a desk already, and leaves it as it was', async () => {
    const { recovery, backup } = await oldDesk();
    expect(
      restoreFromBackup({ dataDir: oldPc, keys: newKeys, audit, backupFile: backup, recoveryKey: recovery.text() }),
    ).toMatchObject({ ok: false, error: { code: 'folder-not-empty' } });
    expect(fs.readFileSync(path.join(oldPc, KEY_FILE), 'utf8')).toMatch(/^old-pc:/);
  });

  it('refuses a damaged backup, one without its envelope, and one a newer ClaimDesk wrote', async () => {
    const { db, access, recovery, backup } = await oldDesk();
    const damaged = path.join(oldPc, 'damaged.sqlite');
    fs.copyFileSync(backup, damaged);
    fs.copyFileSync(recoveryFileFor(backup), recoveryFileFor(damaged));
    damagePage(damaged, 2);
    expect(restore({ backupFile: damaged, recoveryKey: recovery.text() })).toMatchObject({
      ok: false,
      error: { code: 'damaged-backup' },
    });
    fs.rmSync(recoveryFileFor(damaged));
    expect(restore({ backupFile: damaged, recoveryKey: recovery.text() })).toMatchObject({
      ok: false,
      error: { code: 'no-envelope' },
    });
    db.pragma(`user_version = ${migrations.length + 1}`);
    clock.set('2026-11-23T09:00:00.000Z');
    const newer = await backupDatabase(db, path.join(oldPc, BACKUP_DIR), { now: clock.now, access });
    const refused = restore({ backupFile: newer.file, recoveryKey: recovery.text() });
    expect(refused).toMatchObject({ ok: false, error: { code: 'newer-schema' } });
    if (!refused.ok) expect(refused.error.message).toContain(String(migrations.length + 1));
    expect(fs.readdirSync(newPc)).toEqual([]);
  });
});
