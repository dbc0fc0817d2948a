/**
 * The insurer's status of a sent claim as the claims module shows it: the view and its history, "changed
 * since staff last looked", the list's filters, and "Resubmit as a new claim" (never sending the original again).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insurerStatusesSeen, markInsurerLooked } from '../../main/claims/insurer-status';
import { queueClaim, requeueClaim } from '../../main/claims/queue';
import { getClaim, listClaims } from '../../main/claims/read';
import { resubmitAsNewClaim } from '../../main/claims/resubmit';
import { saveDraft } from '../../main/claims/save';
import { listAudit } from '../../main/store/audit';
import { applyBatchListing } from '../../main/sync/follow-up/status-follow-up-store';
import { dueQueuedBatches } from '../../main/sync/outbox/claim-outbox';
import { ClaimInput, isRefusalStatus } from '../../shared/domain/claims';
import type { ClaimSummary } from '../../shared/wire/claims';
import {
  claimContext,
  completeClaim,
  openTempDb,
  testClock,
  TEST_SERVICE,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';

let store: TempDb;
const clock = testClock('2026-11-22T09:00:00.000Z');
const ctx = claimContext(clock.now);

beforeEach(() => {
  store = openTempDb();
  clock.set('2026-11-22T09:00:00.000Z');
});
afterEach(() => store.close());

/** A claim sent and received as claim `claimNo` of batch B-2026-11 (its receipt recorded 2,761.40). */
function sentClaim(claimNo: string, memberName = 'Fatuma Kowalski Chepkoech'): string {
  const saved = saveDraft({ ...ctx, db: store.db }, ClaimInput.parse(completeClaim('PA-000001', { memberName })));
  if (!saved.ok) throw new Error(saved.error.message);
  store.db
    .prepare(
      `UPDATE claims SET state = 'submitted', batch_no = 'B-2026-11', claim_no = ?, amount_claimed_units = 27614000,
         submitted_at = ? WHERE id = ?`,
    )
    .run(claimNo, clock.now().toISOString(), saved.value.id);
  return saved.value.id;
}

const listing = (...claims: [string, string, number][]): ClaimSummary[] =>
  claims.map(([claimNo, status, amount]) => ({
    claim_no: claimNo,
    member_name: 'FATUMA KOWALSKI CHEPKOECH',
    attendance_date: '2026-11-20',
    claimed_amount: amount,
    status,
  }));

function read(claims: [string, string, number][], at: string): void {
  clock.set(at);
  applyBatchListing(store.db, TEST_SERVICE, 'B-2026-11', listing(...claims), clock.now());
}

describe('the insurer status on a claim', () => {
  it('shows the status, recorded amount, history and a mark until staff open the claim', () => {
    const id = sentClaim('CLM-1');
    expect(getClaim({ db: store.db }, id)?.insurer).toBeNull();

    read([['CLM-1', 'Received', 2761.4]], '2026-11-22T10:00:00.000Z');
    expect(getClaim({ db: store.db }, id)?.insurer).toEqual({
      status: 'Received',
      refused: false,
      amount: 27_614_000n,
      amountText: '2761.40',
      seenAt: '2026-11-22T10:00:00.000Z',
      missingSince: null,
      changed: false,
    });

    read([['CLM-1', 'Partly approved', 2500]], '2026-11-23T10:00:00.000Z');
    const view = getClaim({ db: store.db }, id);
    expect(view?.insurer).toMatchObject({ status: 'Partly approved', amountText: '2500.00', changed: true });
    expect(view?.insurerHistory).toEqual([
      { status: 'Received', amountText: '2761.40', seenAt: '2026-11-22T10:00:00.000Z' },
      { status: 'Partly approved', amountText: '2500.00', seenAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(listClaims({ db: store.db }, { insurerChanged: true }).map((claim) => claim.id)).toEqual([id]);

    clock.set('2026-11-23T11:00:00.000Z');
    expect(markInsurerLooked({ db: store.db, now: () => clock.now() }, id)).toBe(true);
    expect(getClaim({ db: store.db }, id)?.insurer?.changed).toBe(false);
    expect(listClaims({ db: store.db }, { insurerChanged: true })).toEqual([]);

    // A later change is new again; a claim dropped from its listing too, and it is kept.
    read([], '2026-11-24T10:00:00.000Z');
    expect(getClaim({ db: store.db }, id)?.insurer).toMatchObject({
      status: 'Partly approved',
      missingSince: '2026-11-24T10:00:00.000Z',
      changed: true,
    });
    expect(markInsurerLooked({ db: store.db, now: () => clock.now() }, 'no-such-claim')).toBe(false);
  });

  it('marks a first sighting only when it differs from the receipt', () => {
    const asSent = sentClaim('CLM-1');
    const adjusted = sentClaim('CLM-2');
    const refused = sentClaim('CLM-3');
    read(
      [
        ['CLM-1', 'Received', 2761.4],
        ['CLM-2', 'Received', 2485],
        ['CLM-3', 'Rejected: not covered', 2761.4],
      ],
      '2026-11-22T10:00:00.000Z',
    );
    expect(getClaim({ db: store.db }, asSent)?.insurer?.changed).toBe(false);
    expect(getClaim({ db: store.db }, adjusted)?.insurer?.changed).toBe(true);
    expect(getClaim({ db: store.db }, refused)?.insurer).toMatchObject({ changed: true, refused: true });
  });

  it('lists by insurer status, and names the statuses seen', () => {
    const [a, b, c] = [sentClaim('CLM-1'), sentClaim('CLM-2'), sentClaim('CLM-3')];
    read(
      [
        ['CLM-1', 'Received', 2761.4],
        ['CLM-2', 'Paid', 2761.4],
        ['CLM-3', 'Paid', 2761.4],
      ],
      '2026-11-22T10:00:00.000Z',
    );
    expect(insurerStatusesSeen({ db: store.db })).toEqual(['Paid', 'Received']);
    expect(
      listClaims({ db: store.db }, { insurerStatus: 'Paid' })
        .map((claim) => claim.id)
        .sort(),
    ).toEqual([b, c].sort());
    expect(listClaims({ db: store.db }, { insurerStatus: 'Received' }).map((claim) => claim.id)).toEqual([a]);
    expect(listClaims({ db: store.db }, { insurerStatus: 'Received' })[0]?.insurer?.status).toBe('Received');
  });
});

describe('resubmitting a refused claim', () => {
  it('copies it into a new draft linked to it; the original is never queued or sent again', () => {
    const id = sentClaim('CLM-1');
    read([['CLM-1', 'Declined - duplicate', 2761.4]], '2026-11-22T10:00:00.000Z');

    const copy = resubmitAsNewClaim({ ...ctx, db: store.db }, id);
    if (!copy.ok) throw new Error(copy.error.message);
    expect(copy.value).toMatchObject({ state: 'draft', resubmitOf: id, claimNo: null, insurer: null, batchNo: '' });
    expect(copy.value.id).not.toBe(id);
    const original = getClaim({ db: store.db }, id);
    expect(copy.value.lines).toEqual(original?.lines);
    expect(copy.value.amountText).toBe(original?.amountText);
    expect(original).toMatchObject({ state: 'submitted', claimNo: 'CLM-1', resubmittedAs: copy.value.id });
    expect(
      listAudit(store.db, { limit: 50 }).some((entry) => entry.action === 'claim.resubmit' && entry.outcome === 'ok'),
    ).toBe(true);

    // One copy only; and nothing queues the original again.
    expect(resubmitAsNewClaim({ ...ctx, db: store.db }, id)).toMatchObject({
      ok: false,
      error: { code: 'already-resubmitted' },
    });
    expect(queueClaim({ ...ctx, db: store.db }, id, SEND_ANYWAY)).toMatchObject({
      ok: false,
      error: { code: 'claim-locked' },
    });
    expect(requeueClaim({ ...ctx, db: store.db }, id)).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
    expect(getClaim({ db: store.db }, id)?.state).toBe('submitted');

    // The copy is queued (and so sent) like any claim, in the batch the desk's rule gives it.
    const queued = queueClaim({ ...ctx, db: store.db }, copy.value.id, SEND_ANYWAY);
    expect(queued).toMatchObject({ ok: true, value: { state: 'queued', batchNo: 'B-2026-11' } });
    expect(dueQueuedBatches(store.db, TEST_SERVICE, clock.now())).toEqual(['B-2026-11']);
    expect(store.db.prepare("SELECT id FROM claims WHERE state = 'queued'").pluck().all()).toEqual([copy.value.id]);
  });

  it('is refused for a claim the insurer did not turn down, or not sent', () => {
    const received = sentClaim('CLM-1');
    read([['CLM-1', 'Approved', 2761.4]], '2026-11-22T10:00:00.000Z');
    expect(resubmitAsNewClaim({ ...ctx, db: store.db }, received)).toMatchObject({
      ok: false,
      error: { code: 'not-refused' },
    });
    const draft = saveDraft({ ...ctx, db: store.db }, ClaimInput.parse(completeClaim()));
    if (!draft.ok) throw new Error(draft.error.message);
    expect(resubmitAsNewClaim({ ...ctx, db: store.db }, draft.value.id)).toMatchObject({
      ok: false,
      error: { code: 'not-refused' },
    });
    expect(resubmitAsNewClaim({ ...ctx, db: store.db }, 'gone')).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('reads refusals by their words, in English or French; every other status is neutral', () => {
    for (const status of [
      'Rejected',
      'REJECTED - duplicate',
      'Declined',
      'Claim denied',
      'Refused',
      'Rejetée',
      'Refusé',
      'Imekataliwa',
      'Dai limekataliwa',
    ]) {
      expect(isRefusalStatus(status)).toBe(true);
    }
    for (const status of [
      'Received',
      'Approved',
      'Paid',
      'Pending review',
      'Under query',
      'Imekubaliwa',
      'Imelipwa',
      '',
    ]) {
      expect(isRefusalStatus(status)).toBe(false);
    }
  });
});
