/**
 * Retention through the core and the settings: the core applies it at start (the test's clock for the
 * next day's run), logs the counts and audits them; the periods are settings with defaults, bounded so
 * the audit trail is kept longest, and changed like any other setting (audited).
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../main/store/database';
import { DATABASE_FILE } from '../../main/store/open-store';
import { readSetting, writeSettings } from '../../main/store/settings-store';
import { DEFAULT_RETENTION } from '../../shared/domain/settings';
import { useCoreTestbed } from '../core/core-harness';
import { testClock } from '../support/claims-fixtures';
import { testAccess } from '../support/store-access';

const bed = useCoreTestbed();

it('purges at start what has outlived its period, logs and audits the counts, and schedules the next day', async () => {
  const clock = testClock('2026-11-22T09:00:00.000Z');
  const scheduled: number[] = [];
  const retention = { clock: { after: (ms: number) => (scheduled.push(ms), () => undefined) } };
  await (await bed.start({ service: null }, { now: clock.now, retention })).stop();

  const db = openDatabase(path.join(bed.dataDir, DATABASE_FILE), testAccess);
  db.prepare(
    `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at)
     VALUES ('CD-1000017', 'Jane', 'F', '1990-01-01', '[]', '2026-10-01T09:00:00.000Z')`,
  ).run();
  db.close();

  const logged: string[] = [];
  const core = await bed.start(
    { service: null },
    { now: clock.now, retention: { ...retention, log: (message) => logged.push(message) } },
  );
  expect(core.store().db.prepare('SELECT count(*) FROM recent_members').pluck().get()).toBe(0);
  expect(logged).toEqual([expect.stringMatching(/^purged: 0 document contents, 1 recent members, /)]);
  const audited = core
    .store()
    .db.prepare("SELECT staff, detail FROM audit_log WHERE action = 'retention.purge' ORDER BY id")
    .all() as { detail: string }[];
  expect(audited.map((entry) => entry.detail)).toEqual([
    expect.stringMatching(/^0 document contents, 0 recent members/),
    expect.stringMatching(/^0 document contents, 1 recent members/),
  ]);
  expect(scheduled).toEqual([24 * 60 * 60 * 1000, 24 * 60 * 60 * 1000]);
});

it('keeps the audit trail longest: the periods are bounded, defaulted, and saved with an audit entry', async () => {
  const core = await bed.start({ service: null });
  expect(readSetting(core.store().db, 'retention')).toEqual(DEFAULT_RETENTION);
  for (const refused of [
    { ...DEFAULT_RETENTION, auditDays: 365 },
    { ...DEFAULT_RETENTION, documentDays: 366 },
    { ...DEFAULT_RETENTION, corruptDays: 0 },
    { ...DEFAULT_RETENTION, recentMemberDays: 1.5 },
  ]) {
    expect(writeSettings(core.store().db, { retention: refused }).ok).toBe(false);
  }
  const shorter = { ...DEFAULT_RETENTION, documentDays: 7 };
  const written = writeSettings(core.store().db, { retention: shorter }, core.claims());
  expect(written.ok && written.value.retention).toEqual(shorter);
  const change = core
    .store()
    .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'settings.change'")
    .get() as {
    subject: string;
    detail: string;
  };
  expect(change.subject).toBe('retention periods');
  expect(change.detail).toContain('"documentDays":7');
});
