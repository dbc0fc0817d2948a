/**
 * What a rollback means for the store (docs/it-guide.md, "Going back to an earlier version"): a version that
 * migrated the data file leaves it at a schema the earlier version does not know. The earlier version, started
 * on it, refuses clearly and changes nothing (every byte of the data folder stays as it was); going back is
 * restoring the backup the newer version took before it migrated (its name ends in the earlier schema,
 * `-v<N>.sqlite`), which the earlier version opens with what was there before the update.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_DIR, listBackups } from '../../main/store/backups';
import { schemaVersion, type Db } from '../../main/store/database';
import { LATEST_VERSION, migrations } from '../../main/store/migrations';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import { testKeys } from '../support/store-access';
import { makeTempDir, manualClock, openOk, removeDir } from './helpers';

let dir: string;
const open: Db[] = [];
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  removeDir(dir);
});

/** The version before: it knows every migration but the last. */
const EARLIER = migrations.slice(0, -1);

/** Every file under the data folder with the SHA-256 of its bytes. */
function fingerprint(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else found[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return found;
}

const setting = (db: Db, key: string): unknown =>
  db.prepare('SELECT value_json FROM settings WHERE key = ?').pluck().get(key) ?? null;

describe('going back to an earlier version', () => {
  it('refuses a data file a newer version migrated, clearly, and changes nothing; its pre-update backup opens', async () => {
    const clock = manualClock('2026-11-20T07:00:00.000Z');
    const earlier = await openOk(dir, { keys: testKeys, now: clock.now, migrations: EARLIER });
    earlier.db.prepare("INSERT INTO settings (key, value_json) VALUES ('deskName', '\"Before the update\"')").run();
    earlier.db.close();

    // The update: the newer version backs the file up, then migrates it; staff work on.
    clock.set('2026-11-21T07:00:00.000Z');
    const newer = await openOk(dir, { keys: testKeys, now: clock.now });
    expect(schemaVersion(newer.db)).toBe(LATEST_VERSION);
    newer.db.prepare("UPDATE settings SET value_json = '\"After the update\"' WHERE key = 'deskName'").run();
    newer.db.close();

    // Rolled back: the earlier version refuses, naming both schemas, and touches nothing.
    const before = fingerprint(dir);
    clock.set('2026-11-22T07:00:00.000Z');
    const refused = await openStore(dir, { keys: testKeys, now: clock.now, migrations: EARLIER });
    expect(refused).toMatchObject({ ok: false, error: { code: 'newer-schema' } });
    if (!refused.ok) {
      expect(refused.error.message).toBe(
        `This data file was written by a newer ClaimDesk (schema ${LATEST_VERSION}; this version knows ${LATEST_VERSION - 1}). Update ClaimDesk to open it.`,
      );
    }
    expect(fingerprint(dir)).toEqual(before);

    // IT restores the backup taken before the update (the newest one at the earlier schema) in the file's place.
    const backup = listBackups(path.join(dir, BACKUP_DIR)).find((file) => file.schemaVersion === LATEST_VERSION - 1);
    expect(backup?.file).toMatch(new RegExp(`-v${LATEST_VERSION - 1}\\.sqlite$`));
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dir, `${DATABASE_FILE}${suffix}`), { force: true });
    fs.copyFileSync(backup?.file ?? '', path.join(dir, DATABASE_FILE));
    const restored = await openOk(dir, { keys: testKeys, now: clock.now, migrations: EARLIER });
    open.push(restored.db);
    expect(schemaVersion(restored.db)).toBe(LATEST_VERSION - 1);
    // What was written after the update is not in it: that is what going back costs.
    expect(setting(restored.db, 'deskName')).toBe('"Before the update"');
  });
});
