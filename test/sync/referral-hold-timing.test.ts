/**
 * A claim held for its referral letter neither wakes the sync engine nor counts as due work, even when it
 * carries a retry time from an earlier attempt (main/sync/outbox/claim-outbox.ts nextDueAt, dueWorkCount); released, it does
 * both again.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { attachDocument, removeDocument } from '../../main/claims/documents';
import { queueClaim } from '../../main/claims/queue';
import { getClaim } from '../../main/claims/read';
import { sendWithoutDocument } from '../../main/claims/referral';
import { saveDraft } from '../../main/claims/save';
import { releaseClaim } from '../../main/claims/state';
import { writeTransaction } from '../../main/store/database';
import { claimForSending, dueWorkCount, nextDueAt } from '../../main/sync/outbox/claim-outbox';
import { ClaimInput } from '../../shared/domain/claims';
import {
  claimContext,
  completeClaim,
  openTempDb,
  SEND_ANYWAY,
  testClock,
  TEST_SERVICE,
  type TempDb,
} from '../support/claims-fixtures';
import { knowsReferralMember } from '../support/referral-fixtures';
import { PDF } from '../support/sync-world';

let store: TempDb;
const clock = testClock('2026-11-22T09:00:00.000Z');
const deps = () => ({ ...claimContext(clock.now), db: store.db });
const RETRY_AT = new Date('2026-11-22T09:05:00.000Z');
const LATER = new Date('2026-11-22T10:00:00.000Z');

beforeEach(() => {
  store = openTempDb();
  knowsReferralMember(store.db, { 'PA-DENTAL': 'DEN-01' });
});
afterEach(() => store.close());

it('a claim held for its letter, with a retry time, wakes nothing and is not due until released', () => {
  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim('PA-DENTAL')));
  if (!saved.ok) throw new Error(saved.error.message);
  const id = saved.value.id;
  const letter = attachDocument(deps(), id, { fileName: 'referral.pdf', content: PDF, kind: 'referral' });
  if (!letter.ok) throw new Error(letter.error.message);
  attachDocument(deps(), id, { fileName: 'xray.pdf', content: PDF });
  expect(queueClaim(deps(), id, SEND_ANYWAY).ok).toBe(true);

  // Sent once, the service out of reach: back to queued with a retry time.
  expect(claimForSending(store.db, TEST_SERVICE, clock.now(), 1).map((claim) => claim.id)).toEqual([id]);
  writeTransaction(store.db, () => releaseClaim(store.db, id, RETRY_AT, clock.now()));
  expect(nextDueAt(store.db, TEST_SERVICE)).toEqual(RETRY_AT);

  // The letter removed before it was sent: held, so nothing of it is due, now or at its retry time.
  expect(removeDocument(deps(), letter.value.id).ok).toBe(true);
  expect(getClaim(deps(), id)).toMatchObject({ state: 'queued', waitingOnDocument: true });
  expect(nextDueAt(store.db, TEST_SERVICE)).toBeNull();
  expect(dueWorkCount(store.db, TEST_SERVICE, LATER)).toBe(0);
  expect(dueWorkCount(store.db, TEST_SERVICE, LATER, true)).toBe(0);

  // Released by "Send without": due again at its retry time, with its document.
  expect(sendWithoutDocument(deps(), id, 'Seen on the insurer portal').ok).toBe(true);
  expect(nextDueAt(store.db, TEST_SERVICE)).toEqual(RETRY_AT);
  expect(dueWorkCount(store.db, TEST_SERVICE, LATER)).toBe(2);
});
