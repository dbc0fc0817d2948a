/** The core over its store: a damaged file, and the daily backup of an app left open for days. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { startCore, type CoreProblem } from '../../main/core/core';
import type { Settings } from '../../main/desk/settings/service-settings';
import { CHECK_AT_OPEN_FILE, DATABASE_FILE } from '../../main/store/open-store';
import { backupNames, damageHeader, damagePage, manualClock } from '../store/helpers';
import { waitFor } from '../support/sync-world';
import { serviceOf, useCoreTestbed } from './core-harness';
import { testKeys } from '../support/store-access';

const bed = useCoreTestbed();
let settings: Settings;
beforeEach(async () => {
  settings = serviceOf(await bed.startSim());
});

const databaseFile = () => path.join(bed.dataDir, DATABASE_FILE);

describe('a damaged data file', () => {
  it('is restored from the backup, and the core starts and tells staff what was restored', async () => {
    const first = await bed.start(settings);
    expect(backupNames(bed.dataDir)).toHaveLength(1); // the day's backup, taken at the first start
    await first.stop();
    damageHeader(databaseFile());

    const core = await bed.start(settings);
    expect(core.notices).toEqual([
      expect.objectContaining({ kind: 'restored-from-backup', level: 'warning', reason: 'corrupt' }),
    ]);
    expect(core.notices[0]?.message).toMatch(/restored from the automatic backup/);
    expect(fs.readdirSync(path.join(bed.dataDir, 'corrupt'))).toHaveLength(1);
    expect((await core.sync.syncNow()).lastError).toBeUndefined();
  });

  it('deep in a table, after a clean stop: found by the check once the desk runs, staff told, the next start restores', async () => {
    const first = await bed.start(settings);
    // A table of its own, many pages long, that nothing of the start reads: only the check reads it all.
    const db = first.store().db;
    db.exec('CREATE TABLE filler (text TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 400; i++) insert.run(`row ${i} `.repeat(30));
    })();
    const lastPage = db.pragma('page_count', { simple: true }) as number;
    await first.stop();
    damagePage(databaseFile(), lastPage);

    const problems: CoreProblem[] = [];
    let told: () => void = () => undefined;
    const heard = new Promise<void>((resolve) => (told = resolve));
    const core = await bed.start(settings, {
      deferredCheckDelayMs: 0,
      onProblem: (problem) => {
        problems.push(problem);
        if (problem.source === 'store-damaged') told();
      },
    });
    expect(core.notices).toEqual([]); // not checked at the open: it was closed cleanly
    await heard;
    const damaged = problems.find((problem) => problem.source === 'store-damaged');
    expect(damaged?.message).toMatch(/Close ClaimDesk and start it again: it will restore its newest sound backup/);
    expect(fs.existsSync(path.join(bed.dataDir, CHECK_AT_OPEN_FILE))).toBe(true);
    await core.stop();

    const next = await bed.start(settings);
    expect(next.notices.map((notice) => notice.kind)).toEqual(['restored-from-backup']);
    expect(fs.existsSync(path.join(bed.dataDir, CHECK_AT_OPEN_FILE))).toBe(false);
  });

  it("in a table's first page, after a clean stop: checked and restored at the open, as the start reads it", async () => {
    const first = await bed.start(settings);
    await first.stop();
    damagePage(databaseFile(), 3);
    const core = await bed.start(settings);
    expect(core.notices.map((notice) => notice.kind)).toEqual(['restored-from-backup']);
  });

  it('without a backup is a typed error, and no empty database takes its place', async () => {
    const first = await bed.start(settings);
    await first.stop();
    fs.rmSync(path.join(bed.dataDir, 'backups'), { recursive: true });
    damageHeader(databaseFile());
    const damaged = fs.readFileSync(databaseFile());

    const started = await startCore(settings, { keys: testKeys, dataDir: bed.dataDir });

    expect(started.ok || started.error.code).toBe('corrupt-no-backup');
    expect(started.ok || started.error.message).toMatch(/damaged and no good backup was found/);
    expect(fs.readFileSync(databaseFile()).equals(damaged)).toBe(true);
    expect(fs.existsSync(path.join(bed.dataDir, 'backups'))).toBe(false);
  });
});

describe('an app left open for days', () => {
  it('takes the daily backup when the day turns', async () => {
    const clock = manualClock('2026-11-22T21:00:00.000Z');
    await bed.start(settings, { now: clock.now, backupCheckIntervalMs: 5 });
    expect(backupNames(bed.dataDir)).toEqual([
      expect.stringMatching(/^claimdesk-2026-11-22T21-00-00\.000Z-v\d+\.sqlite$/),
    ]);

    clock.set('2026-11-23T00:30:00.000Z');
    const complete = (): string[] => backupNames(bed.dataDir).filter((name) => name.endsWith('.sqlite'));
    await waitFor(() => complete().length === 2, 5_000, 'the next day’s backup');
    expect(complete()[1]).toMatch(/^claimdesk-2026-11-23T00-30-00\.000Z-v\d+\.sqlite$/);
  });

  it('reports a backup that fails, in words for staff, and keeps running', async () => {
    const clock = manualClock('2026-11-22T21:00:00.000Z');
    const problems: CoreProblem[] = [];
    const core = await bed.start(settings, {
      now: clock.now,
      backupCheckIntervalMs: 5,
      onProblem: (problem) => problems.push(problem),
    });
    fs.rmSync(path.join(bed.dataDir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(bed.dataDir, 'backups'), 'a file where the backup folder should be');

    clock.set('2026-11-23T00:30:00.000Z');
    await waitFor(() => problems.length > 0, 5_000, 'the backup failure');
    expect(problems[0]?.source).toBe('backup');
    expect(problems[0]?.message).toMatch(/automatic backup/);
    expect((await core.sync.syncNow()).lastError).toBeUndefined();
  });
});
