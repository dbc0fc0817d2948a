/**
 * "Move this desk to a new PC", end to end on the real store and the loopback simulator: desk 1 queues claims, a
 * backup is taken, desk 1 then sends some of them and dies; the backup is restored with the recovery key on a new
 * data folder with another keychain, and synced. Nothing is lost, each claim is on the insurer exactly once, and
 * no document twice: those desk 1 may have uploaded after the backup are held for staff, not sent again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { confirmDocumentUploaded } from '../../main/claims/in-doubt';
import { backupDatabase, BACKUP_DIR } from '../../main/store/backups';
import type { Db } from '../../main/store/database';
import { openStore } from '../../main/store/open-store';
import { issueRecoveryKey } from '../../main/store/recovery/issue';
import { restoreFromBackup } from '../../main/store/recovery/restore';
import { wrappedKeySource } from '../../main/store/store-key';
import { TEST_KEY, testAccess } from '../support/store-access';
import { attachPdf, queueSpec, serviceClaims, startSyncWorld, tempDir, waitFor } from '../support/sync-world';
import { cleanUpEachTest, expectExactlyOnce, fastEngine, localClaims, syncToCompletion } from './engine-harness';

const live = cleanUpEachTest();

/** The new PC's keychain: it reads only what it wrapped (the old PC's key file is TEST_KEY's, not its). */
const newPcKeys = wrappedKeySource({
  isProtected: () => true,
  wrap: (text) => Buffer.from(`new-pc:${text.split('').reverse().join('')}`),
  unwrap: (wrapped) => {
    const text = wrapped.toString();
    if (!text.startsWith('new-pc:')) throw new Error('not this keychain’s');
    return text.slice('new-pc:'.length).split('').reverse().join('');
  },
});

const submitted = (db: Db, ids: readonly string[]): boolean =>
  localClaims(db).filter((row) => ids.includes(row.id) && row.state === 'submitted').length === ids.length;

it('moves a desk to a new PC from a backup: nothing lost, each claim and document on the insurer once', async () => {
  const w = await startSyncWorld({}, 5);
  live.world = w;
  const [m1, m2, m3, m4, m5] = w.members;
  if (!m1 || !m2 || !m3 || !m4 || !m5) throw new Error('members missing');
  const date = '2026-11-20';

  // Sent before the backup, with its document.
  const early = queueSpec(w.db, w.ctx, { member: m1, attendanceDate: date, price: '100' });
  attachPdf(w.db, w.ctx, early);
  const desk1 = fastEngine(w, w.client());
  live.engine = desk1;
  await syncToCompletion(desk1);

  // Queued when the backup is taken.
  const sentLater = queueSpec(w.db, w.ctx, { member: m2, attendanceDate: date, price: '110' });
  const sentLaterDoc = attachPdf(w.db, w.ctx, sentLater, 'referral.pdf');
  const neverSent = queueSpec(w.db, w.ctx, { member: m3, attendanceDate: date, price: '120' });
  attachPdf(w.db, w.ctx, neverSent, 'lab.pdf');
  const sentLaterBare = queueSpec(w.db, w.ctx, { member: m4, attendanceDate: date, price: '130' });
  const neverSentBare = queueSpec(w.db, w.ctx, { member: m5, attendanceDate: date, price: '140' });
  const recovery = issueRecoveryKey({ db: w.db, dataDir: w.dir, key: TEST_KEY, audit: w.ctx, reason: 'setup' });
  if (recovery === undefined) return expect.fail('no key issued');
  const backup = await backupDatabase(w.db, path.join(w.dir, BACKUP_DIR), {
    now: () => new Date(),
    access: testAccess,
  });

  // After the backup desk 1 sends two of them (one with its document), then its disk dies before the others.
  w.db
    .prepare("UPDATE claims SET review_reason = 'desk 1 died first' WHERE id IN (?, ?)")
    .run(neverSent, neverSentBare);
  await waitFor(async () => {
    await desk1.syncNow();
    return submitted(w.db, [sentLater, sentLaterBare]);
  });
  await desk1.stop();
  expect(await serviceClaims(w.service)).toHaveLength(3);

  // The new PC: an empty data folder, another keychain, the backup and the recovery key as IT typed it.
  const newDir = path.join(tempDir(), 'ClaimDesk');
  const restored = restoreFromBackup({
    dataDir: newDir,
    backupFile: backup.file,
    recoveryKey: recovery.text().toLowerCase(),
    keys: newPcKeys,
    audit: w.ctx,
  });
  expect(restored).toMatchObject({ ok: true, value: { claimsToCheck: 4, documentsHeld: 0 } });
  const opened = await openStore(newDir, { keys: newPcKeys, now: () => new Date() });
  if (!opened.ok) return expect.fail(opened.error.message);
  const desk2World = { ...w, db: opened.db };
  try {
    const desk2 = fastEngine(desk2World, w.client());
    live.engine = desk2;
    const status = await syncToCompletion(desk2);
    expect(status).toMatchObject({ pendingCount: 0, unconfirmedCount: 0, needsAttentionCount: 0 });

    // The two desk 1 sent are found and adopted, the two it never sent are sent now: five claims, each once.
    expect(
      opened.db
        .prepare(
          "SELECT count(*) FROM audit_log WHERE action = 'claim.send' AND detail LIKE '%PC this desk was moved from%'",
        )
        .pluck()
        .get(),
    ).toBe(2);
    const report = await expectExactlyOnce(desk2World, [early, sentLater, neverSent, sentLaterBare, neverSentBare]);
    expect(report.remote).toHaveLength(5);
    expect(await serviceClaims(w.service)).toHaveLength(5);
    // The document desk 1 may have uploaded after the backup is held for staff, not sent a second time.
    expect(report.flaggedDocuments).toBe(1);
    const documentsOf = (claims: Awaited<ReturnType<typeof serviceClaims>>) =>
      claims.reduce((sum, claim) => sum + claim.documents, 0);
    expect(documentsOf(await serviceClaims(w.service))).toBe(3);

    // Staff check with the insurer and confirm it: nothing more is sent.
    expect(confirmDocumentUploaded({ ...w.ctx, db: opened.db }, sentLaterDoc)).toBe(true);
    await desk2.syncNow();
    expect(documentsOf(await serviceClaims(w.service))).toBe(3);
    expect(await serviceClaims(w.service)).toHaveLength(5);

    // Exactly once: opening the moved desk again puts nothing in doubt again.
    await desk2.stop();
    live.engine = undefined;
    opened.db.close();
    const reopened = await openStore(newDir, { keys: newPcKeys, now: () => new Date() });
    if (!reopened.ok) return expect.fail(reopened.error.message);
    expect(reopened.notices).toEqual([]);
    expect(
      reopened.db
        .prepare("SELECT count(*) FROM claims WHERE outcome_unknown = 1 OR state <> 'submitted'")
        .pluck()
        .get(),
    ).toBe(0);
    reopened.db.close();
  } finally {
    if (opened.db.open) opened.db.close();
    fs.rmSync(path.dirname(newDir), { recursive: true, force: true });
  }
});
