/** "Edit" on a queued claim: back to a draft while it waits, never once it is being sent or sent. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { queueClaim } from '../../main/claims/queue';
import { getClaim } from '../../main/claims/read';
import { returnToDraft } from '../../main/claims/return-to-draft';
import { saveDraft } from '../../main/claims/save';
import { listAudit } from '../../main/store/audit';
import { claimForSending } from '../../main/sync/outbox/claim-outbox';
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
const ctx = claimContext(clock.now);
const deps = () => ({ ...ctx, db: store.db });

function queued(authorizationNo: string): string {
  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim(authorizationNo)));
  if (!saved.ok) throw new Error(saved.error.message);
  const queuedClaim = queueClaim(deps(), saved.value.id, SEND_ANYWAY);
  if (!queuedClaim.ok) throw new Error(queuedClaim.error.message);
  return saved.value.id;
}

beforeEach(() => {
  store = openTempDb();
});
afterEach(() => store.close());

it('takes a claim waiting to be sent back to a draft, which the sync engine then leaves alone, audited', () => {
  const id = queued('PA-000001');
  expect(returnToDraft(deps(), id)).toMatchObject({ ok: true, value: { id, state: 'draft', queuedAt: null } });
  expect(getClaim(deps(), id)).toMatchObject({ state: 'draft', queuedAt: null });
  expect(claimForSending(store.db, ctx.service, clock.now(), 10, { force: true })).toEqual([]);
  expect(listAudit(store.db, { limit: 1 })[0]).toMatchObject({ action: 'claim.unqueue', outcome: 'ok' });
  // Queued again through every rule of queueing.
  expect(queueClaim(deps(), id, SEND_ANYWAY)).toMatchObject({ ok: true, value: { state: 'queued' } });
});

it('refuses a claim being sent, a draft, and one that is gone', () => {
  const id = queued('PA-000002');
  const [taken] = claimForSending(store.db, ctx.service, clock.now(), 1, { force: true });
  expect(taken?.id).toBe(id);
  expect(returnToDraft(deps(), id)).toMatchObject({ ok: false, error: { code: 'claim-locked' } });
  expect(getClaim(deps(), id)?.state).toBe('sending');

  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim('PA-000003')));
  if (!saved.ok) throw new Error(saved.error.message);
  expect(returnToDraft(deps(), saved.value.id)).toMatchObject({
    ok: false,
    error: { code: 'claim-locked', message: 'Only a claim waiting to be sent can go back to a draft.' },
  });
  expect(returnToDraft(deps(), 'gone')).toMatchObject({ ok: false, error: { code: 'not-found' } });
});
