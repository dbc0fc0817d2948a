/**
 * A claim on a Referral benefit is not sent without its referral letter: the engine leaves it queued, the status
 * says it waits on the letter, and the run after the letter is attached sends the claim and then the letter.
 */
import { expect, it } from 'vitest';
import type { CareDeps } from '../../main/care/deps';
import { lookUpMember } from '../../main/care/members';
import { startVisit, verifyOtp } from '../../main/care/visits';
import { attachDocument } from '../../main/claims/documents';
import { getClaim } from '../../main/claims/read';
import { latestOtp, simMembers } from '../remote/helpers';
import { PDF, queueSpec, serviceClaims, startSyncWorld } from '../support/sync-world';
import { cleanUpEachTest, fastEngine } from './engine-harness';

const live = cleanUpEachTest();

it('holds a claim on a Referral benefit until its letter is attached, then sends it with the letter', async () => {
  const w = await startSyncWorld({}, 1);
  live.world = w;
  const client = w.client();
  const care: CareDeps = { ...w.ctx, db: w.db, client };
  // A member with a Referral benefit (the simulator seeds Dental as Referral), looked up and authorized at this desk.
  const member = (await simMembers(w.service)).find((m) => m.benefits.some((b) => b.code === 'DEN-01'));
  if (!member) throw new Error('no seeded member has the dental benefit');
  const looked = await lookUpMember(care, member.card_no);
  expect(looked.ok && looked.value.benefits.find((b) => b.code === 'DEN-01')?.access_type).toBe('Referral');
  const started = await startVisit(care, { cardNo: member.card_no, benefitCode: 'DEN-01', phone: member.phone });
  if (!started.ok) throw new Error(started.error.message);
  const otp = await latestOtp(w.service, member.card_no);
  const verified = await verifyOtp(care, { cardNo: member.card_no, benefitCode: 'DEN-01', otp });
  if (!verified.ok) throw new Error(verified.error.message);

  const authorized = { authorizationNo: verified.value.authorizationNo, name: member.name };
  const id = queueSpec(w.db, w.ctx, { member: authorized, attendanceDate: '2026-11-20', price: '900' });
  const e = fastEngine(w, client);
  live.engine = e;

  const held = await e.syncNow();
  expect(held).toMatchObject({ pendingCount: 1, waitingOnDocumentCount: 1 });
  expect(await serviceClaims(w.service)).toEqual([]);
  expect(getClaim({ db: w.db }, id)).toMatchObject({ state: 'queued', waitingOnDocument: true });

  const letter = attachDocument({ ...w.ctx, db: w.db }, id, {
    fileName: 'referral.pdf',
    content: PDF,
    kind: 'referral',
  });
  expect(letter.ok).toBe(true);
  const sent = await e.syncNow();
  expect(sent).toMatchObject({ pendingCount: 0, waitingOnDocumentCount: 0, pendingDocumentCount: 0 });
  const remote = await serviceClaims(w.service);
  expect(remote).toHaveLength(1);
  expect(remote[0]?.documents).toBe(1);
  expect(getClaim({ db: w.db }, id)).toMatchObject({ state: 'submitted', referralLetter: 'attached' });
});
