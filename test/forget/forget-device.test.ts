/**
 * Forget this device, the use case on a real data folder: what stops it (claims not yet with the insurer, those in
 * doubt marked, documents not uploaded), the typed word, and the erase itself (every file of the store gone,
 * overwritten first, nothing else in the folder touched).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseTargets, forgetBlockers, forgetCheck, forgetDevice, storeTargets } from '../../main/desk/forget-device';
import { UPLOAD_DIR } from '../../main/handover/upload-spool';
import { attachDocument } from '../../main/claims/documents';
import { saveDraft } from '../../main/claims/save';
import { LOG_DIR } from '../../main/log/logger';
import { BACKUP_DIR } from '../../main/store/backups';
import type { Db } from '../../main/store/database';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import { CORRUPT_DIR } from '../../main/store/recover';
import { ClaimInput } from '../../shared/domain/claims';
import { claimContext, completeClaim, testClock } from '../support/claims-fixtures';
import { PDF, tempDir } from '../support/sync-world';
import { testKeys } from '../support/store-access';
import { KEY_FILE } from '../../main/store/store-key';

const clock = testClock();
const ctx = claimContext(clock.now);
let dataDir: string;
let db: Db;

beforeEach(async () => {
  dataDir = tempDir();
  const opened = await openStore(dataDir, { keys: testKeys, now: clock.now });
  if (!opened.ok) throw new Error(opened.error.message);
  db = opened.db;
});
afterEach(() => {
  if (db.open) db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function draft(memberName: string, attendanceDate: string): string {
  const saved = saveDraft({ ...ctx, db }, ClaimInput.parse(completeClaim('PA-000001', { memberName, attendanceDate })));
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.id;
}

const setClaim = (id: string, state: string, outcomeUnknown = 0): void =>
  void db.prepare('UPDATE claims SET state = ?, outcome_unknown = ? WHERE id = ?').run(state, outcomeUnknown, id);

/** A host that records whether it was asked to erase. */
function recordingHost(left: readonly string[] = []) {
  const host = { asked: 0, forgetAndRestart: () => Promise.resolve(((host.asked += 1), left)) };
  return host;
}

describe('what stops forgetting', () => {
  it('lists every claim not yet accepted by the insurer, those in doubt marked, and documents not uploaded', () => {
    const drafted = draft('Amina Otieno', '2026-11-18');
    const waiting = draft('Baraka Mwangi', '2026-11-19');
    const sending = draft('Chausiku Njeri', '2026-11-20');
    const uncertain = draft('Dalila Achieng', '2026-11-21');
    const sent = draft('Esther Wanjiru', '2026-11-17');
    setClaim(waiting, 'queued');
    setClaim(sending, 'sending');
    setClaim(uncertain, 'queued', 1);
    setClaim(sent, 'submitted');
    const attached = attachDocument({ ...ctx, db }, sent, { fileName: 'referral.pdf', content: PDF });
    if (!attached.ok) throw new Error(attached.error.message);

    const check = forgetCheck({ db });

    expect(check.word).toBe('FORGET');
    expect(check.claims).toEqual([
      { id: drafted, memberName: 'Amina Otieno', attendanceDate: '2026-11-18', state: 'draft', inDoubt: false },
      { id: waiting, memberName: 'Baraka Mwangi', attendanceDate: '2026-11-19', state: 'queued', inDoubt: false },
      { id: sending, memberName: 'Chausiku Njeri', attendanceDate: '2026-11-20', state: 'sending', inDoubt: true },
      { id: uncertain, memberName: 'Dalila Achieng', attendanceDate: '2026-11-21', state: 'queued', inDoubt: true },
    ]);
    expect(check.documents).toEqual([
      {
        id: attached.value.id,
        claimId: sent,
        memberName: 'Esther Wanjiru',
        fileName: 'referral.pdf',
        state: 'pending',
      },
    ]);
  });

  it('is not stopped by claims handed to another desk, which are that desk’s to send', () => {
    const handed = draft('Amina Otieno', '2026-11-18');
    attachDocument({ ...ctx, db: db }, handed, { fileName: 'scan.pdf', content: PDF });
    expect(forgetBlockers(db).claims.map((claim) => claim.id)).toEqual([handed]);
    db.prepare("UPDATE claims SET handed_over_at = '2026-11-22T08:00:00.000Z', handover_id = 'h1'").run();
    expect(forgetBlockers(db)).toEqual({ claims: [], documents: [] });
  });

  it('refuses, erasing nothing, while anything is listed or the word is not the one shown', async () => {
    const id = draft('Amina Otieno', '2026-11-18');
    const host = recordingHost();

    expect(await forgetDevice({ db }, 'FORGET', host)).toMatchObject({ ok: false, code: 'forget-blocked' });
    setClaim(id, 'submitted');
    const attached = attachDocument({ ...ctx, db }, id, { fileName: 'scan.pdf', content: PDF });
    if (!attached.ok) throw new Error(attached.error.message);
    expect(await forgetDevice({ db }, 'FORGET', host)).toMatchObject({ ok: false, code: 'forget-blocked' });
    db.prepare("UPDATE claim_documents SET state = 'uploaded'").run();
    expect(forgetBlockers(db)).toEqual({ claims: [], documents: [] });
    expect(await forgetDevice({ db }, 'FORGOT', host)).toMatchObject({ ok: false, code: 'forget-word' });
    expect(host.asked).toBe(0);

    // Any case, spaces around: the word, not its typing.
    expect(await forgetDevice({ db }, '  forget ', host)).toEqual({ ok: true });
    expect(host.asked).toBe(1);
  });

  it('says what could not be erased', async () => {
    const outcome = await forgetDevice({ db }, 'FORGET', recordingHost(['/data/claimdesk.sqlite']));
    expect(outcome).toMatchObject({ ok: false, code: 'forget-incomplete' });
    expect(!outcome.ok && outcome.message).toContain('/data/claimdesk.sqlite');
  });
});

describe('erasing a data folder', () => {
  it('leaves nothing of the store, its backups, damaged copies, log and key, and only those', () => {
    const id = draft('Amina Otieno', '2026-11-18');
    const attached = attachDocument({ ...ctx, db }, id, { fileName: 'scan.pdf', content: PDF });
    if (!attached.ok) throw new Error(attached.error.message);
    db.close();
    fs.mkdirSync(path.join(dataDir, CORRUPT_DIR));
    fs.writeFileSync(path.join(dataDir, CORRUPT_DIR, 'claimdesk-2026-11-01.sqlite'), 'Amina Otieno');
    fs.mkdirSync(path.join(dataDir, LOG_DIR));
    fs.writeFileSync(path.join(dataDir, LOG_DIR, 'claimdesk.log'), 'claims.save done');
    fs.writeFileSync(path.join(dataDir, KEY_FILE), 'k'.repeat(64));
    fs.writeFileSync(path.join(dataDir, `${DATABASE_FILE}-wal`), 'wal');
    fs.writeFileSync(path.join(dataDir, 'not-claimdesk.txt'), 'someone else’s');
    fs.mkdirSync(path.join(dataDir, UPLOAD_DIR));
    fs.writeFileSync(path.join(dataDir, UPLOAD_DIR, 'an-upload.part'), 'sealed hand-over bytes');
    expect(fs.readdirSync(path.join(dataDir, BACKUP_DIR)).length).toBeGreaterThan(0);
    // A second name for the database's bytes, outside the folder: it shows whether they were overwritten.
    const witness = path.join(tempDir(), 'witness');
    fs.linkSync(path.join(dataDir, DATABASE_FILE), witness);
    const logDir = path.join(dataDir, LOG_DIR);

    const left = eraseTargets(storeTargets(dataDir), logDir);

    expect(left).toEqual([]);
    expect(fs.readdirSync(dataDir).sort()).toEqual([LOG_DIR, 'not-claimdesk.txt']);
    expect(fs.readdirSync(logDir)).toEqual([]);
    expect(fs.statSync(logDir).mode & 0o777).toBe(0o700);
    const bytes = fs.readFileSync(witness);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.every((byte) => byte === 0)).toBe(true);
    fs.rmSync(path.dirname(witness), { recursive: true });
  });

  it('removes a link without touching what it points to', () => {
    const outside = path.join(tempDir(), 'outside.txt');
    fs.writeFileSync(outside, 'not ClaimDesk’s');
    db.close();
    fs.symlinkSync(outside, path.join(dataDir, KEY_FILE));

    expect(eraseTargets(storeTargets(dataDir), path.join(dataDir, LOG_DIR))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
    expect(fs.readFileSync(outside, 'utf8')).toBe('not ClaimDesk’s');
    fs.rmSync(path.dirname(outside), { recursive: true });
  });
});

describe('the desktop app’s other data folder', () => {
  it('is checked too: the demo never erases real claims not yet sent', async () => {
    const deskDir = tempDir();
    const desk = await openStore(deskDir, { keys: testKeys, now: clock.now });
    if (!desk.ok) throw new Error(desk.error.message);
    const saved = saveDraft(
      { ...ctx, db: desk.db },
      ClaimInput.parse(completeClaim('PA-000009', { memberName: 'Faraji Kimani' })),
    );
    if (!saved.ok) throw new Error(saved.error.message);
    desk.db.close();
    const host = {
      ...recordingHost(),
      otherDataFolders: [deskDir, path.join(deskDir, 'never-used')],
      keys: testKeys,
    };

    expect(forgetCheck({ db }, host).claims).toMatchObject([{ id: saved.value.id, memberName: 'Faraji Kimani' }]);
    expect(await forgetDevice({ db }, 'FORGET', host)).toMatchObject({ ok: false, code: 'forget-blocked' });
    expect(host.asked).toBe(0);
    fs.rmSync(deskDir, { recursive: true });
  });
});
