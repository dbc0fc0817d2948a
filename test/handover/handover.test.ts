/**
 * Handing claims to another desk, through the use cases on two real stores (desk A and desk B): what the
 * file carries, what it leaves behind on A, and every file or claim refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attachDocument,
  getClaim,
  listClaims,
  outboxCounts,
  queueClaim,
  readDocument,
  saveDraft,
} from '../../main/claims';
import {
  exportHandover,
  handoverRecordsOf,
  importHandover,
  keptHandoverFile,
  type HandoverDeps,
} from '../../main/handover';

/** A desk as the hand-over use cases see it, but its store. */
type HandoverContext = Omit<HandoverDeps, 'db'>;
import { HANDOVER_MAGIC, openHandover } from '../../main/handover/file-format';
import { readPayload } from '../../main/handover/payload';
import { recordBatchRead } from '../../main/sync/listings/batch-reads';
import { listAudit } from '../../main/store/audit';
import { listed } from '../support/listed-claims';
import { setCoreLanguage } from '../../main/i18n/words';
import { claimDocumentsForUpload } from '../../main/sync/outbox/document-outbox';
import { claimForSending, dueWorkCount, nextDueAt, takenBackToCheck } from '../../main/sync/outbox/claim-outbox';
import { ClaimInput } from '../../shared/domain/claims';
import { DESK_TIME_ZONE, formatDateTime } from '../../shared/i18n/format';
import {
  claimContext,
  completeClaim,
  COMPLETE_CLAIM_TOTAL,
  openTempDb,
  testClock,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';
import { PDF } from '../support/sync-world';
import { TEST_KDF } from './test-kdf';

const PASSPHRASE = 'outreach laptop 2026';
const SERVICE_B = 'https://insurer.test/desk-b';

let a: TempDb;
let b: TempDb;
const EXPORTED_AT = '2026-11-22T09:00:00.000Z';
const clock = testClock(EXPORTED_AT);
/** How the core words an instant: the desk's zone, named. */
const exportedAtWords = formatDateTime(EXPORTED_AT, 'en', DESK_TIME_ZONE);
const deskA: HandoverContext = { ...claimContext(clock.now), desk: 'Outreach laptop', demo: false, kdf: TEST_KDF };
const deskB: HandoverContext = {
  ...claimContext(clock.now),
  desk: 'Front desk',
  service: SERVICE_B,
  demo: false,
  kdf: TEST_KDF,
};
const IMPORTED_CHECK =
  'Imported from a hand-over file: another desk may have read the same file and sent it already, so ClaimDesk checks with the insurer before sending it.';

beforeEach(() => {
  [a, b] = [openTempDb(), openTempDb()];
});
afterEach(() => {
  a.close();
  b.close();
  setCoreLanguage('en');
});

/** On desk A: a queued claim with a scan, a second queued claim, and a draft; their ids. */
function captureOnA(): { queued: string; second: string; draft: string } {
  const save = (authorizationNo: string, memberName: string): string => {
    const saved = saveDraft({ ...deskA, db: a.db }, ClaimInput.parse(completeClaim(authorizationNo, { memberName })));
    if (!saved.ok) throw new Error(saved.error.message);
    return saved.value.id;
  };
  const queue = (id: string): string => {
    const queued = queueClaim({ ...deskA, db: a.db }, id, SEND_ANYWAY);
    if (!queued.ok) throw new Error(queued.error.message);
    return id;
  };
  // A minute apart, so "oldest first" has an order to keep.
  clock.set('2026-11-22T08:57:00.000Z');
  const queued = queue(save('PA-000001', 'Fatuma Kowalski Chepkoech'));
  const attached = attachDocument({ ...deskA, db: a.db }, queued, { fileName: 'referral.pdf', content: PDF });
  if (!attached.ok) throw new Error(attached.error.message);
  clock.set('2026-11-22T08:58:00.000Z');
  const second = queue(save('PA-000002', 'Baraka Otieno'));
  clock.set('2026-11-22T08:59:00.000Z');
  const draft = save('PA-000003', 'Zawadi Mwangi');
  clock.set(EXPORTED_AT);
  return { queued, second, draft };
}

async function exportFromA() {
  const made = await exportHandover({ ...deskA, db: a.db }, PASSPHRASE);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const importOn = (desk: TempDb, ctx: HandoverContext, content: Buffer, passphrase = PASSPHRASE) =>
  importHandover({ ...ctx, db: desk.db }, { fileName: 'handover.cdhandover', content }, passphrase);

/** What a claim is, apart from which desk holds it and what that desk does with it. */
function content(db: TempDb['db'], id: string) {
  const claim = getClaim({ db }, id);
  if (!claim) return undefined;
  const { documents, ...rest } = claim;
  return {
    ...rest,
    documents: documents.map(({ id: documentId, claimId, ...document }) => {
      const read = readDocument({ db }, documentId);
      return { ...document, claimId, content: read.ok ? read.value.content : undefined };
    }),
  };
}

const listAuditOf = (db: TempDb['db'], action: string): string =>
  listAudit(db, { limit: 100 })
    .filter((entry) => entry.action === action)
    .map((entry) => entry.detail)
    .join('\n');

const columns = (db: TempDb['db'], id: string) =>
  db.prepare('SELECT service, handed_over_at, handover_id, attempts FROM claims WHERE id = ?').get(id);

describe('a hand-over from desk A to desk B', () => {
  it('carries every unsent claim whole to B, for B’s service, and leaves A unable to send, edit or queue them', async () => {
    const ids = captureOnA();
    const before = Object.fromEntries(Object.values(ids).map((id) => [id, content(a.db, id)]));
    const made = await exportFromA();
    expect(made.claims.map((claim) => [claim.id, claim.state, claim.amountText, claim.documentCount])).toEqual([
      [ids.queued, 'queued', COMPLETE_CLAIM_TOTAL, 1],
      [ids.second, 'queued', COMPLETE_CLAIM_TOTAL, 0],
      [ids.draft, 'draft', COMPLETE_CLAIM_TOTAL, 0],
    ]);
    expect(made.fileName).toBe('claimdesk-handover-20261122T0900Z.cdhandover');

    const imported = await importOn(b, deskB, made.file);
    expect(imported).toMatchObject({ ok: true, value: { kind: 'imported', handoverId: made.handoverId } });
    for (const id of Object.values(ids)) {
      // Same id, same content to the last unit of money and the last byte of the scan, same state; its message
      // says it is checked with the insurer first.
      expect(content(b.db, id)).toEqual({ ...before[id], messages: [IMPORTED_CHECK] });
      expect(columns(b.db, id)).toEqual({ service: SERVICE_B, handed_over_at: null, handover_id: null, attempts: 0 });
      expect(columns(a.db, id)).toMatchObject({
        handed_over_at: clock.now().toISOString(),
        handover_id: made.handoverId,
      });
    }
    // 2761.40 in ten-thousandths (shared/money.ts), exact.
    expect(getClaim({ db: b.db }, ids.queued)?.amount).toBe(27_614_000n);

    // B sends them (the queued ones) and uploads the scan once the claim has its number; A does neither.
    expect(claimForSending(a.db, deskA.service, clock.now(), 10, { force: true })).toEqual([]);
    expect(dueWorkCount(a.db, deskA.service, clock.now(), true)).toBe(0);
    expect(nextDueAt(a.db, deskA.service)).toBeNull();
    a.db.prepare("UPDATE claims SET claim_no = 'CLM-TEST' WHERE id = ?").run(ids.queued);
    expect(claimDocumentsForUpload(a.db, deskA.service, clock.now(), 10, new Set(), true)).toEqual([]);
    expect(outboxCounts({ db: a.db })).toMatchObject({ byState: { draft: 0, queued: 0 }, documentsPending: 0 });
    expect(listClaims({ db: a.db })).toEqual([]);
    expect(
      listClaims({ db: b.db })
        .map((claim) => claim.id)
        .sort(),
    ).toEqual(Object.values(ids).sort());
    expect(outboxCounts({ db: b.db })).toMatchObject({ byState: { draft: 1, queued: 2 }, documentsPending: 1 });
    // B checks the queued ones with the insurer before it sends either (the file may have been read elsewhere too).
    expect(claimForSending(b.db, SERVICE_B, clock.now(), 10)).toEqual([]);
    expect(takenBackToCheck(b.db, SERVICE_B).map((claim) => claim.id)).toEqual([ids.queued, ids.second]);

    const queueAgain = queueClaim({ ...deskA, db: a.db }, ids.draft, SEND_ANYWAY);
    expect(queueAgain).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
    expect(!queueAgain.ok && queueAgain.error.message).toBe(
      `This claim was handed to another desk on ${exportedAtWords} and is sent from there. To take it back, import the same hand-over file on this desk.`,
    );
    const edit = saveDraft({ ...deskA, db: a.db }, ClaimInput.parse({ ...completeClaim('PA-000003'), id: ids.draft }));
    expect(edit).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
  });

  it('writes a file nobody else can read: nothing of the claims, their ids or the scan in its bytes', async () => {
    const ids = captureOnA();
    const { file } = await exportFromA();
    expect(file.subarray(0, HANDOVER_MAGIC.length)).toEqual(HANDOVER_MAGIC);
    const clear = [
      ...Object.values(ids),
      'Fatuma',
      'Baraka',
      'PA-000001',
      'CD-1000017',
      'Malaria test',
      '276140',
      'claimdesk-handover',
      PASSPHRASE,
    ];
    for (const text of clear) expect(file.includes(Buffer.from(text)), text).toBe(false);
    expect(file.includes(PDF.subarray(0, 8))).toBe(false);
    expect(file.includes(Buffer.from(PDF.toString('base64').slice(0, 12)))).toBe(false);
  });

  it('takes the claims back on A only by importing the same file there, once', async () => {
    const ids = captureOnA();
    const made = await exportFromA();
    // The file is kept, byte for byte, to be saved again until it comes back.
    expect(keptHandoverFile({ db: a.db }, made.handoverId)?.file.equals(made.file)).toBe(true);
    const back = await importOn(a, deskA, made.file);
    expect(back).toMatchObject({ ok: true, value: { kind: 'taken-back', handoverId: made.handoverId } });
    expect(columns(a.db, ids.draft)).toMatchObject({ handed_over_at: null, handover_id: null });
    expect(queueClaim({ ...deskA, db: a.db }, ids.draft, SEND_ANYWAY).ok).toBe(true);
    expect(outboxCounts({ db: a.db }).byState.queued).toBe(3);
    expect(listClaims({ db: a.db })).toHaveLength(3);

    expect(keptHandoverFile({ db: a.db }, made.handoverId)?.file).toBeUndefined();
    const again = await importOn(a, deskA, made.file);
    expect(again).toMatchObject({ ok: false, error: { code: 'already-taken-back' } });
    expect(handoverRecordsOf({ db: a.db })).toEqual([
      expect.objectContaining({
        id: made.handoverId,
        direction: 'exported',
        takenBackAt: clock.now().toISOString(),
        canSaveAgain: false,
      }),
    ]);
  });
});

describe('what a file tells the desk that reads it', () => {
  /** The known claim numbers the file carries for each claim, by claim id. */
  async function knownInFile(file: Buffer): Promise<Record<string, readonly string[] | undefined>> {
    const opened = await openHandover(file, PASSPHRASE);
    const payload = opened.ok ? readPayload(opened.payload) : undefined;
    return Object.fromEntries((payload?.claims ?? []).map((claim) => [claim.id, claim.knownClaimNos]));
  }
  const knownColumn = (db: TempDb['db'], id: string): unknown =>
    db.prepare('SELECT known_claim_nos FROM claims WHERE id = ?').pluck().get(id);

  it('carries the claim numbers of each claim’s batch that A knew were on the service, and B checks against them', async () => {
    const ids = captureOnA();
    const batchNo = getClaim({ db: a.db }, ids.queued)?.batchNo ?? expect.fail('no claim');
    // What A knew: a read of the batch, and a claim of its own the insurer numbered.
    recordBatchRead(a.db, batchNo, listed('CLM-1', 'CLM-2'), clock.now());
    a.db
      .prepare(
        `INSERT INTO claims (id, state, batch_no, authorization_no, card_no, member_name, attendance_date, doctor_json,
           complain, diagnosis_json, amount_units, created_at, updated_at, service, claim_no)
         VALUES ('sent-earlier', 'submitted', ?, 'PA-000009', 'CD-1', 'Grace Mutua', '2026-11-20', '{}', '', '[]', 1,
           ?, ?, ?, 'CLM-3')`,
      )
      .run(batchNo, EXPORTED_AT, EXPORTED_AT, deskA.service);
    const made = await exportFromA();
    const known = await knownInFile(made.file);
    expect(known[ids.queued]).toEqual(['CLM-1', 'CLM-2', 'CLM-3']);
    expect(known[ids.second]).toEqual(['CLM-1', 'CLM-2', 'CLM-3']);

    expect((await importOn(b, deskB, made.file)).ok).toBe(true);
    expect(JSON.parse(String(knownColumn(b.db, ids.queued)))).toEqual(['CLM-1', 'CLM-2', 'CLM-3']);
    const [checked] = takenBackToCheck(b.db, SERVICE_B);
    expect(checked).toMatchObject({ id: ids.queued, takenBack: true, baselineRead: null });
    expect([...(checked?.knownClaimNos ?? [])]).toEqual(['CLM-1', 'CLM-2', 'CLM-3']);
  });

  it('for a claim taken back and not yet checked, carries only what A knew when it first handed it over', async () => {
    const ids = captureOnA();
    const batchNo = getClaim({ db: a.db }, ids.queued)?.batchNo ?? expect.fail('no claim');
    recordBatchRead(a.db, batchNo, listed('CLM-1'), clock.now());
    const first = await exportFromA();
    // Meanwhile the desk it went to sent a claim: A reads it listed, then takes its file back, unchecked.
    recordBatchRead(a.db, batchNo, listed('CLM-1', 'CLM-9'), clock.now());
    expect((await importOn(a, deskA, first.file)).ok).toBe(true);
    const again = await exportFromA();
    // CLM-9 may be the other desk's copy of a claim taken back: the desk reading the second file must see it.
    expect((await knownInFile(again.file))[ids.queued]).toEqual(['CLM-1']);
  });
});

describe('what a hand-over refuses', () => {
  it('refuses a file imported twice, changing nothing', async () => {
    captureOnA();
    const { file } = await exportFromA();
    expect((await importOn(b, deskB, file)).ok).toBe(true);
    const rows = b.db.prepare('SELECT count(*) FROM claims').pluck().get();
    const twice = await importOn(b, deskB, file);
    expect(twice).toEqual({
      ok: false,
      error: {
        code: 'already-imported',
        message: `This file was already imported on this desk on ${exportedAtWords}. Its claims were not imported again.`,
      },
    });
    expect(b.db.prepare('SELECT count(*) FROM claims').pluck().get()).toBe(rows);
  });

  it('refuses a file holding a claim the desk already has, naming it, and imports none of the others', async () => {
    const ids = captureOnA();
    const { file } = await exportFromA();
    const copy = saveDraft(
      { ...deskB, db: b.db },
      ClaimInput.parse({ ...completeClaim('PA-000002', { memberName: 'Baraka Otieno' }), id: ids.second }),
    );
    expect(copy.ok).toBe(true);
    const present = await importOn(b, deskB, file);
    expect(present).toEqual({
      ok: false,
      error: {
        code: 'claims-present',
        message:
          'This desk already holds these claims from the file: Baraka Otieno (2026-11-20). A claim is sent from one desk only, so nothing was imported.',
      },
    });
    expect(b.db.prepare('SELECT id FROM claims').pluck().all()).toEqual([ids.second]);
    expect(handoverRecordsOf({ db: b.db })).toEqual([]);
  });

  it('refuses to hand over while a claim is in doubt, naming it, and marks nothing', async () => {
    const ids = captureOnA();
    const [taken] = claimForSending(a.db, deskA.service, clock.now(), 1);
    expect(taken?.id).toBe(ids.queued);
    const refused = await exportHandover({ ...deskA, db: a.db }, PASSPHRASE);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'claims-in-doubt',
        message:
          'These claims are being sent or may already have reached the insurer: Fatuma Kowalski Chepkoech (2026-11-20). Settle them in the Outbox first (Sync now, or check them with the insurer); no file was made.',
      },
    });
    expect(a.db.prepare('SELECT count(*) FROM claims WHERE handed_over_at IS NOT NULL').pluck().get()).toBe(0);
    expect(handoverRecordsOf({ db: a.db })).toEqual([]);
  });

  it('refuses a wrong passphrase and a changed byte in words staff read, in the desk’s language', async () => {
    captureOnA();
    const { file } = await exportFromA();
    expect(await importOn(b, deskB, file, 'outreach laptop 2025')).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-passphrase',
        message: expect.stringContaining('The passphrase does not open handover.cdhandover') as string,
      },
    });
    const changed = Buffer.from(file);
    changed[100] = (changed[100] ?? 0) ^ 0x04;
    expect(await importOn(b, deskB, changed)).toMatchObject({
      ok: false,
      error: {
        code: 'handover-damaged',
        message: expect.stringContaining('was changed or damaged after it was made') as string,
      },
    });
    setCoreLanguage('sw');
    expect(await importOn(b, deskB, changed)).toMatchObject({
      ok: false,
      error: { code: 'handover-damaged', message: expect.stringContaining('lilibadilishwa au kuharibika') as string },
    });
    setCoreLanguage('fr');
    expect(await importOn(b, deskB, file, 'mauvaise phrase')).toMatchObject({
      ok: false,
      error: { code: 'wrong-passphrase', message: expect.stringContaining('n’ouvre pas') as string },
    });
    expect(b.db.prepare('SELECT count(*) FROM claims').pluck().get()).toBe(0);
  });

  it('refuses a file of another format version, and a file that is not a hand-over', async () => {
    captureOnA();
    const { file } = await exportFromA();
    const newer = Buffer.from(file);
    newer.writeUInt16BE(2, HANDOVER_MAGIC.length);
    expect(await importOn(b, deskB, newer)).toEqual({
      ok: false,
      error: {
        code: 'handover-version',
        message:
          'handover.cdhandover was made by another version of ClaimDesk (hand-over format 2); this desk reads format 1. Update ClaimDesk on both desks, then import it again.',
      },
    });
    expect(await importOn(b, deskB, PDF)).toMatchObject({ ok: false, error: { code: 'not-handover-file' } });
  });

  it('never mixes the demo and a real insurer, either way', async () => {
    captureOnA();
    const { file } = await exportFromA();
    expect(await importOn(b, { ...deskB, service: 'demo', demo: true }, file)).toMatchObject({
      ok: false,
      error: { code: 'demo-mix', message: expect.stringContaining('This desk runs the demo') as string },
    });
    // The same claims, handed over from A running the demo instead.
    a.db.prepare('UPDATE claims SET handed_over_at = NULL, handover_id = NULL').run();
    const demoFile = await exportHandover({ ...{ ...deskA, demo: true }, db: a.db }, PASSPHRASE);
    if (!demoFile.ok) throw new Error(demoFile.error.message);
    expect(await importOn(b, deskB, demoFile.value.file)).toMatchObject({
      ok: false,
      error: { code: 'demo-mix', message: expect.stringContaining('claims made in the demo') as string },
    });
  });

  it('holds an imported claim whose authorization already has a claim on the desk: one visit, one claim', async () => {
    const ids = captureOnA();
    const made = await exportFromA();
    // B already queued its own claim for the visit of PA-000002.
    const own = saveDraft({ ...deskB, db: b.db }, ClaimInput.parse(completeClaim('PA-000002')));
    if (!own.ok) throw new Error(own.error.message);
    expect(queueClaim({ ...deskB, db: b.db }, own.value.id, SEND_ANYWAY).ok).toBe(true);

    expect((await importOn(b, deskB, made.file)).ok).toBe(true);
    const held = getClaim({ db: b.db }, ids.second);
    expect(held).toMatchObject({
      state: 'needs-attention',
      outcomeUnknown: false,
      attention: { kind: 'another-claim' },
    });
    expect(outboxCounts({ db: b.db }).needsAttention['another-claim']).toBe(1);
    expect(held?.messages.join(' ')).toContain('Authorization PA-000002 already has a claim (waiting to be sent');
    expect(getClaim({ db: b.db }, ids.queued)?.state).toBe('queued');
    expect(takenBackToCheck(b.db, SERVICE_B).map((claim) => claim.id)).toEqual([ids.queued]);
    expect(listAuditOf(b.db, 'handover.import')).toContain('1 held: their authorization already has a claim here');
  });

  it('leaves an empty draft behind: it never travels in a file', async () => {
    const ids = captureOnA();
    const empty = saveDraft(
      { ...deskA, db: a.db },
      ClaimInput.parse({ doctor: { name: '  ' }, diagnoses: [{ code: ' ', type: 'Principal' }] }),
    );
    if (!empty.ok) throw new Error(empty.error.message);
    const made = await exportFromA();
    expect(made.claims.map((claim) => claim.id)).toEqual([ids.queued, ids.second, ids.draft]);
    expect(columns(a.db, empty.value.id)).toMatchObject({ handed_over_at: null });
    // Alone, it is nothing to hand over.
    const [other, otherDesk] = [openTempDb(), { ...deskA, desk: 'Other' }];
    try {
      const alone = saveDraft({ ...otherDesk, db: other.db }, ClaimInput.parse({}));
      expect(alone.ok).toBe(true);
      const refused = await exportHandover({ ...otherDesk, db: other.db }, PASSPHRASE);
      expect(refused).toMatchObject({ ok: false, error: { code: 'nothing-to-hand-over' } });
    } finally {
      other.close();
    }
  });

  it('says when there is nothing to hand over', async () => {
    expect(await exportHandover({ ...deskA, db: a.db }, PASSPHRASE)).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-hand-over' },
    });
  });
});
