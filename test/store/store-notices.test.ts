/** Store notices as kept: the facts of each kind, read back for the page, and a row that cannot be read left out. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../main/store/migrations';
import { recordStoreNotices, unreadStoreNotices } from '../../main/store/store-notices';
import { makeTempDir, manualClock, openOk, removeDir } from './helpers';
import { testKeys } from '../support/store-access';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeDir(dir));

it('keeps when the newest backup was taken when the daily backup fails', async () => {
  const clock = manualClock('2026-11-22T08:00:00.000Z');
  (await openOk(dir, { keys: testKeys, now: clock.now })).db.close();
  clock.set('2026-11-23T08:00:00.000Z');
  // Where the next backup's copy would be written, a folder: the copy cannot be made.
  fs.mkdirSync(path.join(dir, 'backups', `claimdesk-2026-11-23T08-00-00.000Z-v${LATEST_VERSION}.sqlite.partial`));

  const { db, notices } = await openOk(dir, { keys: testKeys, now: clock.now });
  try {
    recordStoreNotices(db, notices, clock.now());
    expect(unreadStoreNotices({ db: db })).toEqual([
      {
        id: expect.any(Number) as number,
        raisedAt: '2026-11-23T08:00:00.000Z',
        facts: { kind: 'backup-failed', newestBackupAt: '2026-11-22T08:00:00.000Z' },
      },
    ]);
  } finally {
    db.close();
  }
});

it('leaves out a kept notice it cannot read, and shows the others', async () => {
  const clock = manualClock('2026-11-22T08:00:00.000Z');
  const { db } = await openOk(dir, { keys: testKeys, now: clock.now });
  try {
    db.prepare("INSERT INTO store_notices (kind, raised_at, detail_json) VALUES ('migrated', ?, '{not json')").run(
      clock.now().toISOString(),
    );
    recordStoreNotices(
      db,
      [{ kind: 'backup-failed', level: 'warning', newestBackupAt: null, message: 'The backup failed.' }],
      clock.now(),
    );
    expect(unreadStoreNotices({ db: db }).map((notice) => notice.facts)).toEqual([
      { kind: 'backup-failed', newestBackupAt: null },
    ]);
  } finally {
    db.close();
  }
});
