/**
 * Another desk's claim for the same visit is never sent over blindly. Desk B has sent a claim for a member on
 * a date; desk A queues one for the same member and date, and one for another member. A's run reads the batch
 * before sending: the look-alike is held for staff with its reason, the other is sent. Staff answer "a different
 * visit" (audited): the claim is sent, once, and is not held again. Two real cores and the simulator on
 * loopback, under every personality of the simulator (it spells names its own way).
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { getClaim } from '../../main/claims';
import type { RemoteLogEntry } from '../../main/remote/client';
import { listAudit } from '../../main/store/audit';
import { recordBatchRead } from '../../main/sync/listings/batch-reads';
import { lookAlikesOf } from '../../main/sync/sending/look-alike-check';
import { openTempDb } from '../support/claims-fixtures';
import { queuedOutboxClaim } from '../support/listed-claims';
import type { Db } from '../../main/store/database';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { QUIET, sends, syncUntilSettled } from '../handover/desks';
import { opCaller } from '../support/op-value';
import {
  authorizeMembers,
  PERSONALITIES,
  queueSpec,
  refOf,
  serviceClaims,
  type ServiceRef,
} from '../support/sync-world';

const bed = useCoreTestbed();
const DATE = '2026-11-18';

/** The audit entries of one action, newest first. */
const audited = (db: Db, action: string) => listAudit(db, { limit: 1000 }).filter((entry) => entry.action === action);

for (const personality of PERSONALITIES) {
  describe(`simulator: ${personality.name}`, () => {
    it('holds a claim the insurer already lists for the same member and date from another desk, until staff say it is a different visit', async () => {
      const sim = await bed.startSim(personality.sim);
      const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
      const [member, other] = await authorizeMembers(ref, 2);
      if (!member || !other) throw new Error('two members are needed');

      // Desk B sends its claim for the member first.
      const coreB = await bed.startOtherDesk(serviceOf(sim), QUIET);
      const fromB = queueSpec(coreB.store().db, coreB.claims(), { member, attendanceDate: DATE, price: '500' });
      await syncUntilSettled(coreB, 'desk B to send its claim');
      const listedByB = getClaim({ db: coreB.store().db }, fromB)?.claimNo;
      expect(listedByB).toBeTruthy();

      // Desk A queues one for the same member and date, and one for another member.
      const requests: RemoteLogEntry[] = [];
      const coreA = await bed.start(serviceOf(sim), { ...QUIET, client: { log: (entry) => requests.push(entry) } });
      const db = coreA.store().db;
      const same = queueSpec(db, coreA.claims(), { member, attendanceDate: DATE, price: '500' });
      const different = queueSpec(db, coreA.claims(), { member: other, attendanceDate: DATE, price: '75' });
      await syncUntilSettled(coreA, 'desk A to send what it may');

      expect(sends(requests)).toEqual(['submitClaim']);
      expect(getClaim({ db }, different)).toMatchObject({ state: 'submitted' });
      const held = getClaim({ db }, same);
      expect(held).toMatchObject({
        state: 'needs-attention',
        outcomeUnknown: false,
        attempts: 0,
        lookAlikes: [{ claimNo: listedByB }],
      });
      expect(held?.reviewReason).toContain(`the insurer already lists claim ${listedByB} for this member on this date`);
      expect(held?.messages.join(' ')).toContain('If it is a different visit, choose “A different visit: send it”');
      expect(held?.attention).toMatchObject({ kind: 'another-claim' });
      expect(held?.attention?.reason).toContain(String(listedByB));
      expect(coreA.sync.status()).toMatchObject({ pendingCount: 0, needsAttentionByKind: { 'another-claim': 1 } });
      const [hold, ...moreHolds] = audited(db, 'claim.hold');
      expect(moreHolds).toEqual([]);
      expect(hold).toMatchObject({ subject: same, outcome: 'needs-attention' });
      expect(hold?.detail).toContain(String(listedByB));
      expect((await serviceClaims(ref)).map(refOf).sort()).toEqual([fromB, different].sort());

      // Staff: a different visit. Sent once, and not held again by the same listed claim.
      const call = opCaller(createOperationHost(coreA));
      expect(await call('claims.differentVisit', { id: same })).toMatchObject({ state: 'queued', lookAlikes: [] });
      requests.length = 0;
      await syncUntilSettled(coreA, 'desk A to send the claim staff confirmed');
      expect(sends(requests)).toEqual(['submitClaim']);
      expect(getClaim({ db }, same)).toMatchObject({ state: 'submitted', reviewReason: null, messages: [] });
      expect((await serviceClaims(ref)).map(refOf).sort()).toEqual([fromB, different, same].sort());
      const [answered, ...moreAnswers] = audited(db, 'claim.different-visit');
      expect(moreAnswers).toEqual([]);
      expect(answered).toMatchObject({ subject: `claim ${same}`, outcome: 'ok' });
      expect(answered?.detail).toContain(String(listedByB));
      const again = await createOperationHost(coreA).invoke('claims.differentVisit', { id: same });
      expect(again).toMatchObject({ ok: false, error: { code: 'not-held' } });
    });
  });
}

describe('which listed claims look alike', () => {
  const claimOf = (memberName: string, attendanceDate = DATE) =>
    queuedOutboxClaim({ id: 'ours', batchNo: 'B-2026-11', authorizationNo: 'PA-1', memberName, attendanceDate });

  it('finds another desk’s claim for a member whose name shares a word, accents and case aside, on the date', () => {
    const store = openTempDb();
    try {
      const { db } = store;
      recordBatchRead(
        db,
        'B-2026-11',
        [
          { claim_no: 'CLM-1', member_name: 'MUÑOZ, José', attendance_date: DATE },
          { claim_no: 'CLM-2', member_name: 'Grace Mutua', attendance_date: DATE },
          { claim_no: 'CLM-3', member_name: 'Jose Munoz', attendance_date: '2026-11-19' },
          { claim_no: 'CLM-4', member_name: 'Jose Munoz', attendance_date: DATE },
          { claim_no: 'CLM-5' },
        ],
        new Date('2026-11-22T09:00:00Z'),
      );
      expect(lookAlikesOf(db, claimOf('José Muñoz')).map((found) => found.claimNo)).toEqual(['CLM-1', 'CLM-4']);
      // A name unknown here would match every claim of the date: not held.
      expect(lookAlikesOf(db, claimOf(''))).toEqual([]);
      expect(lookAlikesOf(db, claimOf('J. M.'))).toEqual([]);
      // One this desk holds (sent, or adopted) is not another desk's.
      db.prepare(
        `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain,
           diagnosis_json, amount_units, created_at, updated_at, claim_no)
         VALUES ('mine', 'submitted', 'B-2026-11', 'PA-2', ?, '{}', '', '[]', 1, '', '', 'CLM-4')`,
      ).run(DATE);
      expect(lookAlikesOf(db, claimOf('José Muñoz')).map((found) => found.claimNo)).toEqual(['CLM-1']);
    } finally {
      store.close();
    }
  });
});
