/**
 * A claim's referral letter across a hand-over (main/claims/referral.ts): the file carries which document is the
 * letter and when staff waived it, so desk B holds a claim only when its letter is missing there too; a file made
 * before the letters (no kind, no waiver) still imports, its documents as `other`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachDocument, getClaim, outboxCounts, queueClaim, saveDraft } from '../../main/claims';
import { sendWithoutDocument } from '../../main/claims/referral';
import { exportHandover, importHandover, type HandoverDeps } from '../../main/handover';
import { handoverSealer, openHandover } from '../../main/handover/file-format';
import { readPayload } from '../../main/handover/payload';
import { listAudit } from '../../main/store/audit';
import { ClaimInput } from '../../shared/domain/claims';
import type { ReferralLetterRule } from '../../shared/domain/settings';
import {
  claimContext,
  completeClaim,
  openTempDb,
  SEND_ANYWAY,
  testClock,
  type TempDb,
} from '../support/claims-fixtures';
import { knowsReferralMember } from '../support/referral-fixtures';
import { PDF } from '../support/sync-world';
import { TEST_KDF } from './test-kdf';

const PASSPHRASE = 'outreach laptop 2026';
const SERVICE_B = 'https://insurer.test/desk-b';
const WAIVED_AT = '2026-11-22T08:30:00.000Z';

let a: TempDb;
let b: TempDb;
const clock = testClock('2026-11-22T08:00:00.000Z');
const deskA = (referralLetter: ReferralLetterRule = 'hold'): HandoverDeps => ({
  ...claimContext(clock.now, { referralLetter }),
  desk: 'Outreach laptop',
  demo: false,
  kdf: TEST_KDF,
  db: a.db,
});
const deskB = (): HandoverDeps => ({
  ...claimContext(clock.now, { service: SERVICE_B }),
  desk: 'Front desk',
  demo: false,
  kdf: TEST_KDF,
  db: b.db,
});

const AUTHORIZATIONS = {
  'PA-LETTER': 'DEN-01',
  'PA-WAIVED': 'DEN-01',
  'PA-MISSING': 'DEN-01',
  'PA-DIRECT': 'OPD-01',
} as const;

function queuedOnA(authorizationNo: string, referralLetter: ReferralLetterRule = 'hold'): string {
  const saved = saveDraft(deskA(referralLetter), ClaimInput.parse(completeClaim(authorizationNo)));
  if (!saved.ok) throw new Error(saved.error.message);
  const queued = queueClaim(deskA(referralLetter), saved.value.id, SEND_ANYWAY);
  if (!queued.ok) throw new Error(queued.error.message);
  return saved.value.id;
}

/** On A: a claim with its letter, one whose letter staff waived, one sent under `warn` without it, one Direct. */
function captureOnA(): Record<'letter' | 'waived' | 'missing' | 'direct', string> {
  const letter = queuedOnA('PA-LETTER');
  const attached = attachDocument(deskA(), letter, { fileName: 'letter.pdf', content: PDF, kind: 'referral' });
  if (!attached.ok) throw new Error(attached.error.message);
  attachDocument(deskA(), letter, { fileName: 'xray.pdf', content: PDF });
  const waived = queuedOnA('PA-WAIVED');
  clock.set(WAIVED_AT);
  const waiver = sendWithoutDocument(deskA(), waived, 'Seen on the insurer portal');
  if (!waiver.ok) throw new Error(waiver.error.message);
  clock.set('2026-11-22T09:00:00.000Z');
  // A desk that only warns sends it without holding it: the desk it goes to holds it under its own rule.
  const missing = queuedOnA('PA-MISSING', 'warn');
  const direct = queuedOnA('PA-DIRECT');
  return { letter, waived, missing, direct };
}

async function exportFromA(): Promise<Buffer> {
  const made = await exportHandover(deskA(), PASSPHRASE);
  if (!made.ok) throw new Error(made.error.message);
  return made.value.file;
}

async function importOnB(file: Buffer): Promise<void> {
  const imported = await importHandover(deskB(), { fileName: 'handover.cdhandover', content: file }, PASSPHRASE);
  if (!imported.ok) throw new Error(imported.error.message);
}

const onB = (id: string) => {
  const claim = getClaim({ db: b.db }, id);
  if (!claim) throw new Error(`claim ${id} not on desk B`);
  return {
    referralLetter: claim.referralLetter,
    waitingOnDocument: claim.waitingOnDocument,
    documents: claim.documents.map((document) => [document.fileName, document.kind]),
  };
};

const waivedAtOnB = (id: string): unknown =>
  b.db.prepare('SELECT document_waived_at FROM claims WHERE id = ?').pluck().get(id);

beforeEach(() => {
  [a, b] = [openTempDb(), openTempDb()];
  clock.set('2026-11-22T08:00:00.000Z');
  knowsReferralMember(a.db, AUTHORIZATIONS);
  knowsReferralMember(b.db, AUTHORIZATIONS);
});
afterEach(() => {
  a.close();
  b.close();
});

describe('referral letters in a hand-over file', () => {
  it('carry which document is the letter and the waiver, and B holds only the claim missing its letter', async () => {
    const ids = captureOnA();
    expect(getClaim({ db: a.db }, ids.missing)).toMatchObject({ referralLetter: 'missing', waitingOnDocument: false });

    await importOnB(await exportFromA());

    expect(onB(ids.letter)).toEqual({
      referralLetter: 'attached',
      waitingOnDocument: false,
      documents: [
        ['letter.pdf', 'referral'],
        ['xray.pdf', 'other'],
      ],
    });
    expect(onB(ids.waived)).toEqual({ referralLetter: 'waived', waitingOnDocument: false, documents: [] });
    expect(waivedAtOnB(ids.waived)).toBe(WAIVED_AT);
    expect(onB(ids.missing)).toEqual({ referralLetter: 'missing', waitingOnDocument: true, documents: [] });
    expect(onB(ids.direct)).toEqual({ referralLetter: 'not-needed', waitingOnDocument: false, documents: [] });
    expect(outboxCounts({ db: b.db }).waitingOnDocument).toBe(1);
    const importAudit = listAudit(b.db, { limit: 10 }).find((entry) => entry.action === 'handover.import');
    expect(importAudit?.detail).toContain('1 waiting on their referral letter');
  });

  it('are held on the desk that takes its file back when the letter is still missing there', async () => {
    const ids = captureOnA();
    const file = await exportFromA();
    // While the file was away, A's rule moved from warn to hold (the handed-over claims are not A's to hold).
    const taken = await importHandover(deskA(), { fileName: 'handover.cdhandover', content: file }, PASSPHRASE);
    expect(taken.ok && taken.value.kind).toBe('taken-back');
    expect(getClaim({ db: a.db }, ids.missing)).toMatchObject({ referralLetter: 'missing', waitingOnDocument: true });
    expect(getClaim({ db: a.db }, ids.letter)?.waitingOnDocument).toBe(false);
    expect(getClaim({ db: a.db }, ids.waived)?.waitingOnDocument).toBe(false);
  });

  it('made before the letters (no kind, no waiver) still import: documents as other, nothing waived', async () => {
    const ids = captureOnA();
    const opened = await openHandover(await exportFromA(), PASSPHRASE);
    if (!opened.ok) throw new Error(opened.reason);
    const payload = readPayload(opened.payload);
    if (!payload) throw new Error('the file holds no payload');
    const older = {
      ...payload,
      claims: payload.claims.map(({ documentWaivedAt: _waived, documents, ...claim }) => ({
        ...claim,
        documents: documents.map(({ kind: _kind, ...document }) => document),
      })),
    };
    expect(JSON.stringify(older)).not.toMatch(/"kind"|documentWaivedAt/);
    const file = (await handoverSealer(PASSPHRASE))(Buffer.from(JSON.stringify(older), 'utf8'));

    await importOnB(file);

    expect(onB(ids.letter)).toMatchObject({
      referralLetter: 'missing',
      waitingOnDocument: true,
      documents: [
        ['letter.pdf', 'other'],
        ['xray.pdf', 'other'],
      ],
    });
    expect(waivedAtOnB(ids.waived)).toBeNull();
    expect(onB(ids.waived)).toMatchObject({ referralLetter: 'missing', waitingOnDocument: true });
    expect(onB(ids.direct).waitingOnDocument).toBe(false);
  });
});
