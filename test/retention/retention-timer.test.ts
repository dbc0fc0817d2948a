/**
 * Retention's schedule and its files: a run at start and one a day (the test's clock, no waiting),
 * the periods read at every run, a failed run reported and the next day's run going on; damaged
 * files in corrupt/ removed after their period, newer ones kept; the counts logged and audited.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeOldDamagedFiles } from '../../main/retention/damaged-files';
import { RETENTION_INTERVAL_MS, startRetention, type RetentionTimer } from '../../main/retention/retention-timer';
import { DEFAULT_RETENTION, type RetentionSettings } from '../../shared/domain/settings';
import { openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** The timer's clock, moved by hand: the calls it schedules run when the test says. */
function handClock() {
  const pending: { ms: number; run: () => void; cancelled: boolean }[] = [];
  return {
    pending,
    after(ms: number, run: () => void) {
      const call = { ms, run, cancelled: false };
      pending.push(call);
      return () => void (call.cancelled = true);
    },
    /** Runs the one call waiting. */
    fire() {
      const waiting = pending.filter((call) => !call.cancelled);
      expect(waiting).toHaveLength(1);
      pending.length = 0;
      waiting[0]?.run();
    },
  };
}

let temp: TempDb;
let corruptDir: string;
let timer: RetentionTimer | undefined;
beforeEach(() => {
  temp = openTempDb();
  corruptDir = path.join(temp.dir, 'corrupt');
});
afterEach(() => {
  timer?.stop();
  timer = undefined;
  temp.close();
});

const addMember = (cardNo: string, fetchedAt: string): void =>
  void temp.db
    .prepare(
      `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at)
       VALUES (?, 'Jane', 'F', '1990-01-01', '[]', ?)`,
    )
    .run(cardNo, fetchedAt);
const members = (): unknown[] => temp.db.prepare('SELECT card_no FROM recent_members ORDER BY card_no').pluck().all();
const purges = (): unknown[] =>
  temp.db.prepare("SELECT detail FROM audit_log WHERE action = 'retention.purge' ORDER BY id").pluck().all();

/** A file in corrupt/ last written `daysAgo` days before `now`. */
function damagedFile(name: string, now: Date, daysAgo: number): string {
  fs.mkdirSync(corruptDir, { recursive: true });
  const file = path.join(corruptDir, name);
  fs.writeFileSync(file, 'damaged');
  const at = new Date(now.getTime() - daysAgo * DAY);
  fs.utimesSync(file, at, at);
  return file;
}

describe('the retention timer', () => {
  it('runs at start and then once a day, with the periods in force at each run', () => {
    const clock = testClock('2026-11-22T09:00:00.000Z');
    const hand = handClock();
    let retention: RetentionSettings = { ...DEFAULT_RETENTION, recentMemberDays: 14 };
    const logged: string[] = [];
    addMember('CD-OLD', '2026-11-01T09:00:00.000Z'); // 21 days
    addMember('CD-NEW', '2026-11-15T09:00:00.000Z'); // 7 days

    timer = startRetention({
      db: temp.db,
      corruptDir,
      retention: () => retention,
      audit: { desk: 'Front', staff: 'Amina', now: clock.now },
      clock: hand,
      log: (message) => logged.push(message),
      onFailure: (error) => expect.fail(String(error)),
    });
    expect(members()).toEqual(['CD-NEW']);
    expect(hand.pending.map((call) => call.ms)).toEqual([RETENTION_INTERVAL_MS]);
    expect(logged).toEqual([
      'purged: 0 document contents, 1 recent members, 0 visits, 0 authorizations, 0 blocks, 0 audit entries, 0 damaged files',
    ]);

    // A day later, with a shorter period set in between.
    retention = { ...retention, recentMemberDays: 7 };
    clock.set('2026-11-23T09:00:00.000Z');
    hand.fire();
    expect(members()).toEqual([]);
    expect(purges()).toHaveLength(2);
    expect(logged[1]).toContain('1 recent members');
    expect(hand.pending.map((call) => call.ms)).toEqual([RETENTION_INTERVAL_MS]);
  });

  it('reports a failed run and runs again the next day; stop cancels the next run', () => {
    const clock = testClock('2026-11-22T09:00:00.000Z');
    const hand = handClock();
    const failures: unknown[] = [];
    let broken = true;
    timer = startRetention({
      db: temp.db,
      corruptDir,
      retention: () => {
        if (broken) throw new Error('settings unreadable');
        return DEFAULT_RETENTION;
      },
      audit: { desk: 'Front', staff: 'Amina', now: clock.now },
      clock: hand,
      onFailure: (error) => failures.push(error),
    });
    expect(failures).toEqual([new Error('settings unreadable')]);
    expect(purges()).toEqual([]);

    broken = false;
    hand.fire();
    expect(purges()).toHaveLength(1);

    timer.stop();
    expect(hand.pending.every((call) => call.cancelled)).toBe(true);
  });

  it('removes damaged files past their period and counts them in the audit entry', () => {
    const clock = testClock('2026-11-22T09:00:00.000Z');
    const old = damagedFile('claimdesk-2026-10-01T00-00-00.000Z.sqlite', clock.now(), 31);
    const recent = damagedFile('claimdesk-2026-11-20T00-00-00.000Z.sqlite', clock.now(), 2);
    timer = startRetention({
      db: temp.db,
      corruptDir,
      retention: () => ({ ...DEFAULT_RETENTION, corruptDays: 30 }),
      audit: { desk: 'Front', staff: 'Amina', now: clock.now },
      clock: handClock(),
      onFailure: (error) => expect.fail(String(error)),
    });
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(purges()).toEqual([expect.stringMatching(/, 1 damaged files$/)]);
  });
});

describe('removeOldDamagedFiles', () => {
  it('answers 0 when there is no corrupt/ folder, and keeps a file exactly inside its period', () => {
    const now = new Date('2026-11-22T09:00:00.000Z');
    expect(removeOldDamagedFiles(corruptDir, 30, now)).toBe(0);
    const inside = damagedFile('inside.sqlite', now, 29.9);
    const edge = damagedFile('edge.sqlite', now, 30);
    expect(removeOldDamagedFiles(corruptDir, 30, now)).toBe(1);
    expect(fs.existsSync(inside)).toBe(true);
    expect(fs.existsSync(edge)).toBe(false);
  });
});
