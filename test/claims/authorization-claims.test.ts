/**
 * One claim per authorization (main/claims/authorization-claims.ts): queueing a second claim on an authorization
 * that already has one is refused, naming that claim; the exceptions are a resubmitted copy of a refused claim and
 * the desk's setting for insurers that accept several claims per authorization.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimOnAuthorization, draftOnAuthorization, withClaimsOn } from '../../main/claims/authorization-claims';
import { queueClaim, requeueClaim } from '../../main/claims/queue';
import { getClaim } from '../../main/claims/read';
import { resubmitAsNewClaim } from '../../main/claims/resubmit';
import { saveDraft } from '../../main/claims/save';
import { listAudit } from '../../main/store/audit';
import type { ClaimContext } from '../../main/claims/context';
import { ClaimInput } from '../../shared/domain/claims';
import {
  claimContext,
  completeClaim,
  openTempDb,
  testClock,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';

let store: TempDb;
const clock = testClock();
const deps = (extra: Partial<ClaimContext> = {}) => ({ ...claimContext(clock.now, extra), db: store.db });

beforeEach(() => {
  store = openTempDb();
  clock.set('2026-11-22T09:00:00.000Z');
});
afterEach(() => store.close());

/** A minute later: each claim is made after the one before (the newest claim on an authorization is named). */
const aMinuteLater = (): void => clock.set(new Date(clock.now().getTime() + 60_000).toISOString());

function draft(authorizationNo = 'PA-000001', extra: Partial<ClaimContext> = {}): string {
  aMinuteLater();
  const saved = saveDraft(deps(extra), ClaimInput.parse(completeClaim(authorizationNo)));
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.id;
}

function queued(authorizationNo = 'PA-000001', extra: Partial<ClaimContext> = {}): string {
  const id = draft(authorizationNo, extra);
  const result = queueClaim(deps(extra), id, SEND_ANYWAY);
  if (!result.ok) throw new Error(result.error.message);
  return id;
}

/** The claim as the sync engine leaves it once the insurer received it, with the status its listing shows. */
function sent(id: string, claimNo: string, insurerStatus: string | null = null): void {
  store.db
    .prepare(
      `UPDATE claims SET state = 'submitted', claim_no = ?, submitted_at = ?, insurer_status = ?,
         insurer_seen_at = CASE WHEN ? IS NULL THEN NULL ELSE ? END WHERE id = ?`,
    )
    .run(claimNo, clock.now().toISOString(), insurerStatus, insurerStatus, clock.now().toISOString(), id);
}

function resubmitted(id: string): string {
  aMinuteLater();
  const copy = resubmitAsNewClaim(deps(), id);
  if (!copy.ok) throw new Error(copy.error.message);
  return copy.value.id;
}

describe('queueing a second claim on an authorization', () => {
  it('is refused, naming the claim it has (state and claim number), audited, and the second stays a draft', () => {
    const first = queued();
    sent(first, 'CLM-1', 'Received');
    const second = draft();

    const refused = queueClaim(deps(), second, SEND_ANYWAY);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'authorization-claimed',
        message:
          'Authorization PA-000001 already has a claim (sent, claim number CLM-1). An authorization is one visit and is claimed once: open that claim instead of sending a second one.',
        claim: { id: first, state: 'submitted', claimNo: 'CLM-1', handedOver: false },
      },
    });
    expect(getClaim(store, second)?.state).toBe('draft');
    expect(listAudit(store.db, { limit: 1 })[0]).toMatchObject({
      action: 'claim.queue',
      outcome: 'refused',
      detail: 'authorization-claimed',
    });
  });

  it('names a claim not numbered yet as such', () => {
    const first = queued();
    const refused = queueClaim(deps(), draft(), SEND_ANYWAY);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: first, state: 'queued', claimNo: null } },
    });
    expect(!refused.ok && refused.error.message).toContain('(waiting to be sent, no claim number yet)');
  });

  it('lets two drafts exist; the second one queued is refused', () => {
    const first = draft();
    const second = draft();
    expect(claimOnAuthorization(deps(), 'PA-000001')).toBeUndefined();
    expect(queueClaim(deps(), first, SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });
    expect(queueClaim(deps(), second, SEND_ANYWAY)).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: first } },
    });
  });

  it('refuses a requeue too, when another claim came on the authorization meanwhile', () => {
    const first = queued();
    const second = queued('PA-000001', { severalClaimsPerAuthorization: true });
    store.db.prepare(`UPDATE claims SET state = 'needs-attention' WHERE id = ?`).run(first);
    expect(requeueClaim(deps(), first)).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: second, state: 'queued' } },
    });
    expect(getClaim(store, first)?.state).toBe('needs-attention');
    // A claim queued already (confirming a review) obeys the rule as well.
    expect(queueClaim(deps(), second, SEND_ANYWAY)).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed' },
    });
  });

  it('counts a claim handed to another desk, whatever its state', () => {
    const handed = draft();
    store.db
      .prepare(`UPDATE claims SET handed_over_at = '2026-11-21T16:00:00.000Z', handover_id = 'h-1' WHERE id = ?`)
      .run(handed);
    const refused = queueClaim(deps(), draft(), SEND_ANYWAY);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: handed, state: 'draft', handedOver: true } },
    });
    expect(!refused.ok && refused.error.message).toContain('(handed to another desk, no claim number yet)');
  });

  it('does not count a claim on another authorization, or of another service', () => {
    queued('PA-000002');
    queued('PA-000001', { service: 'https://other-insurer.test' });
    expect(queueClaim(deps(), draft(), SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });
  });

  it('is allowed when the desk says the insurer accepts several claims per authorization', () => {
    queued();
    const several = { severalClaimsPerAuthorization: true };
    expect(queueClaim(deps(several), draft(), SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });
  });
});

describe('a resubmitted copy of a refused claim', () => {
  it('is queued; a third, unrelated claim on the authorization is not', () => {
    const original = queued();
    sent(original, 'CLM-1', 'Rejected - wrong tariff');
    const copy = resubmitted(original);
    expect(queueClaim(deps(), copy, SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });

    const third = draft();
    expect(queueClaim(deps(), third, SEND_ANYWAY)).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: copy, state: 'queued' } },
    });
  });

  it('is queued along a chain of copies, each refused in turn', () => {
    const original = queued();
    sent(original, 'CLM-1', 'Rejected');
    const copy = resubmitted(original);
    expect(queueClaim(deps(), copy, SEND_ANYWAY)).toMatchObject({ ok: true });
    sent(copy, 'CLM-2', 'Declined');
    const copyOfCopy = resubmitted(copy);
    expect(queueClaim(deps(), copyOfCopy, SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });
  });

  it('is refused once the insurer reads its original otherwise than refused', () => {
    const original = queued();
    sent(original, 'CLM-1', 'Rejected');
    const copy = resubmitted(original);
    store.db.prepare(`UPDATE claims SET insurer_status = 'Approved' WHERE id = ?`).run(original);
    expect(queueClaim(deps(), copy, SEND_ANYWAY)).toMatchObject({
      ok: false,
      error: { code: 'authorization-claimed', claim: { id: original, claimNo: 'CLM-1' } },
    });
  });
});

describe('the picker', () => {
  it('marks each authorization with the claim it has: the newest that counts, or null', () => {
    const original = queued();
    sent(original, 'CLM-1', 'Rejected');
    const copy = resubmitted(original);
    draft('PA-000003');
    expect(
      withClaimsOn(deps(), [{ authorizationNo: 'PA-000001' }, { authorizationNo: 'PA-000003' }]).map(
        (pick) => pick.claim,
      ),
    ).toEqual([{ id: original, state: 'submitted', claimNo: 'CLM-1', handedOver: false }, null]);
    expect(queueClaim(deps(), copy, SEND_ANYWAY)).toMatchObject({ ok: true });
    expect(claimOnAuthorization(deps(), 'PA-000001')).toEqual({
      id: copy,
      state: 'queued',
      claimNo: null,
      handedOver: false,
    });
  });
});

describe("a visit's draft", () => {
  it('is found by its authorization: the newest draft of the same service still on this desk', () => {
    expect(draftOnAuthorization(deps(), 'PA-000001')).toBeUndefined();
    const older = draft();
    const newer = draft();
    draft('PA-000003');
    draft('PA-000001', { service: 'https://other.insurer.example' });
    expect(draftOnAuthorization(deps(), 'PA-000001')).toBe(newer);
    expect(queueClaim(deps(), newer, SEND_ANYWAY)).toMatchObject({ ok: true });
    // Queued, it is a claim and no longer the draft being written; the older draft still is.
    expect(draftOnAuthorization(deps(), 'PA-000001')).toBe(older);
    store.db.prepare('UPDATE claims SET handed_over_at = ? WHERE id = ?').run(clock.now().toISOString(), older);
    expect(draftOnAuthorization(deps(), 'PA-000001')).toBeUndefined();
  });

  it('is marked in the picker beside the claim the authorization has', () => {
    const id = draft('PA-000003');
    expect(
      withClaimsOn(deps(), [{ authorizationNo: 'PA-000001' }, { authorizationNo: 'PA-000003' }]).map((pick) => [
        pick.claim,
        pick.draftId,
      ]),
    ).toEqual([
      [null, null],
      [null, id],
    ]);
  });
});
