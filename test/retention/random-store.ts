/**
 * Random stores for retention's property tests: claims in every state (in doubt or not, with or
 * without a claim number), documents in every state on any of them, visits, authorizations with
 * blocks, recent members, audit entries and work in progress, all at random ages, written with SQL.
 */
import fc from 'fast-check';
import type { Db } from '../../main/store/database';
import { CLAIM_STATES, DocumentState } from '../../shared/domain/claims';
import type { RetentionSettings } from '../../shared/domain/settings';

export const BASE = Date.parse('2026-01-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` (fractional) after BASE, written with or without milliseconds, as stored values are. */
const instant = (days: number, millis: boolean): string => {
  const iso = new Date(BASE + Math.round(days * DAY)).toISOString();
  return millis ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
};

const age = fc.double({ min: 0, max: 800, noNaN: true });
const stamp = fc.tuple(age, fc.boolean()).map(([days, millis]) => instant(days, millis));

const documentArb = fc.record({
  state: fc.constantFrom(...DocumentState.options),
  outcomeUnknown: fc.boolean(),
  attachedAt: stamp,
  uploadedAt: fc.option(stamp),
});

const claimArb = fc.record({
  state: fc.constantFrom(...CLAIM_STATES),
  outcomeUnknown: fc.boolean(),
  hasClaimNo: fc.boolean(),
  authorization: fc.nat(7),
  documents: fc.array(documentArb, { maxLength: 3 }),
});

export const storeArb = fc.record({
  claims: fc.array(claimArb, { maxLength: 8 }),
  authorizations: fc.array(fc.record({ obtainedAt: stamp, checkedAt: fc.option(stamp), blocks: fc.nat(2) }), {
    maxLength: 8,
  }),
  visits: fc.array(fc.record({ startedAt: stamp, authorization: fc.option(fc.nat(9)), open: fc.boolean() }), {
    maxLength: 8,
  }),
  members: fc.array(stamp, { maxLength: 6 }),
  audit: fc.array(stamp, { maxLength: 6 }),
  workInProgress: fc.option(fc.nat(9)),
});
export type RandomStore = typeof storeArb extends fc.Arbitrary<infer T> ? T : never;

export const retentionArb: fc.Arbitrary<RetentionSettings> = fc.record({
  documentDays: fc.integer({ min: 1, max: 365 }),
  recentMemberDays: fc.integer({ min: 1, max: 365 }),
  unusedVisitDays: fc.integer({ min: 1, max: 365 }),
  corruptDays: fc.integer({ min: 1, max: 365 }),
  auditDays: fc.integer({ min: 366, max: 3653 }),
});

/** Purge times: one to three instants, in order, from BASE to a little past the oldest period. */
export const purgeTimesArb = fc
  .array(fc.double({ min: 0, max: 1300, noNaN: true }), { minLength: 1, maxLength: 3 })
  .map((days) => days.sort((a, b) => a - b).map((d) => new Date(BASE + Math.round(d * DAY))));

export const authorizationNo = (index: number): string => `PA-${String(index).padStart(6, '0')}`;

/** Writes the random store; a document's content is its id's marker, so a purge shows. */
export function writeStore(db: Db, store: RandomStore): void {
  const at = instant(0, true);
  const claim = db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, claim_no, outcome_unknown, created_at, updated_at, service)
     VALUES (?, ?, 'B-1', ?, '2026-01-01', '{}', 'Fever', '[]', 100, ?, ?, ?, ?, 'demo')`,
  );
  const document = db.prepare(
    `INSERT INTO claim_documents (claim_id, file_name, media_type, size, content, state, outcome_unknown,
       attached_at, uploaded_at)
     VALUES (?, 'scan.pdf', 'application/pdf', 8, ?, ?, ?, ?, ?)`,
  );
  store.claims.forEach((c, i) => {
    const id = `claim-${i}`;
    claim.run(
      id,
      c.state,
      authorizationNo(c.authorization),
      c.hasClaimNo ? `CLM-${i}` : null,
      c.outcomeUnknown ? 1 : 0,
      at,
      at,
    );
    c.documents.forEach((d, j) =>
      document.run(id, Buffer.from(`scan ${i}.${j}`), d.state, d.outcomeUnknown ? 1 : 0, d.attachedAt, d.uploadedAt),
    );
  });
  const authorization = db.prepare(
    `INSERT INTO authorizations (authorization_no, card_no, benefit_code, status, source, obtained_at, checked_at)
     VALUES (?, 'CD-1', 'OPD', 'APPROVED', 'otp', ?, ?)`,
  );
  const block = db.prepare(
    `INSERT INTO blocks (authorization_no, benefit, requested_units, covered_units, blocked_at) VALUES (?, 'OPD', 1, 1, ?)`,
  );
  store.authorizations.forEach((a, i) => {
    authorization.run(authorizationNo(i), a.obtainedAt, a.checkedAt);
    for (let b = 0; b < a.blocks; b += 1) block.run(authorizationNo(i), a.obtainedAt);
  });
  const visit = db.prepare(
    `INSERT INTO visits (visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no, closed_at)
     VALUES (?, 'CD-1', 'OPD', ?, ?, 'PENDING', ?, ?)`,
  );
  store.visits.forEach((v, i) =>
    visit.run(
      `visit-${i}`,
      v.startedAt,
      v.startedAt,
      v.authorization === null ? null : authorizationNo(v.authorization),
      v.open ? null : v.startedAt,
    ),
  );
  const member = db.prepare(
    `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at) VALUES (?, 'A', 'F', '1990-01-01', '[]', ?)`,
  );
  store.members.forEach((fetchedAt, i) => member.run(`CD-${i}`, fetchedAt));
  const audit = db.prepare(
    `INSERT INTO audit_log (at, desk, staff, action, outcome, subject) VALUES (?, 'Desk', 'Amina', 'claim.save', 'ok', 'claim')`,
  );
  store.audit.forEach((entryAt) => audit.run(entryAt));
  if (store.workInProgress !== null) {
    db.prepare(`INSERT INTO work_in_progress (key, value_json, saved_at) VALUES ('claim-editor', ?, ?)`).run(
      JSON.stringify({ authorizationNo: authorizationNo(store.workInProgress) }),
      at,
    );
  }
}
