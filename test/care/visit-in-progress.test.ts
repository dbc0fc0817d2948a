/**
 * The visit in progress, from the core's records: what the Visit screen comes back to after a reload.
 * Against the real simulator, on a real database file.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteClient, type RemoteClient } from '../../main/remote/client';
import { blockBenefit } from '../../main/care/blocks';
import type { CareDeps } from '../../main/care/deps';
import { lookUpMember } from '../../main/care/members';
import { closeVisits, visitInProgress } from '../../main/care/visit-in-progress';
import { startVisit, verifyOtp } from '../../main/care/visits';
import { parseMoney } from '../../shared/money';
import { hook, latestOtp, memberAt, type SimMemberView } from '../remote/helpers';
import { startService, type TestService } from '../support/service';
import { claimContext, openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

let service: TestService;
let client: RemoteClient;
let store: TempDb;
let deps: CareDeps;
let member: SimMemberView;
const clock = testClock('2026-11-23T09:00:00.000Z');

beforeAll(async () => {
  service = await startService();
  client = createRemoteClient({ baseUrl: service.baseUrl, token: service.token, timeoutMs: 3_000 });
  member = await memberAt(service, 0);
});
afterAll(async () => {
  await client.close();
  await service.close();
});
beforeEach(async () => {
  await hook(service, 'reset', {});
  clock.set('2026-11-23T09:00:00.000Z');
  store = openTempDb();
  deps = { ...claimContext(clock.now), db: store.db, client };
  expect((await lookUpMember(deps, member.card_no)).ok).toBe(true);
});
afterEach(() => store.close());

const visit = { benefitCode: 'OPD-01' };

async function started(): Promise<string> {
  const result = await startVisit(deps, { cardNo: member.card_no, ...visit, phone: member.phone });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.otpExpireAt;
}

describe('the visit in progress', () => {
  it('is the visit waiting for its code, then authorized, then with its block, until staff move on', async () => {
    expect(visitInProgress(deps)).toBeUndefined();
    await started();
    expect(visitInProgress(deps)).toMatchObject({
      member: { cardNo: member.card_no, name: member.name, source: 'cache' },
      visit: { status: 'PENDING', benefitCode: 'OPD-01', phone: member.phone },
      authorization: null,
      block: null,
    });

    const otp = await latestOtp(service, member.card_no);
    const verified = await verifyOtp(deps, { cardNo: member.card_no, ...visit, otp });
    if (!verified.ok) throw new Error(verified.error.message);
    const authorizationNo = verified.value.authorizationNo;
    expect(visitInProgress(deps)).toMatchObject({
      visit: { status: 'APPROVED', authorizationNo },
      authorization: { authorizationNo, source: 'otp', verified: true },
      block: null,
    });

    const blocked = await blockBenefit(deps, { authorizationNo, cardNo: member.card_no, amount: parseMoney('100') });
    expect(blocked.ok).toBe(true);
    expect(visitInProgress(deps)?.block).toMatchObject({ authorizationNo, requestedText: '100.00' });

    expect(closeVisits(deps)).toBe(1);
    expect(visitInProgress(deps)).toBeUndefined();
  });

  it('is not a visit whose code has expired, nor one started more than twelve hours ago', async () => {
    const expiry = await started();
    clock.set(new Date(Date.parse(expiry) + 1_000).toISOString());
    expect(visitInProgress(deps)).toBeUndefined();

    clock.set('2026-11-23T09:00:00.000Z');
    expect(visitInProgress(deps)).toBeDefined();
    expect(visitInProgress({ ...deps, now: () => new Date('2026-11-23T21:00:01.000Z') })).toBeUndefined();
  });

  it('is a visit the service holds as pending though this desk did not start it, recorded as it stands there', async () => {
    // Started on another desk (straight through the client): this desk has no record of it.
    const elsewhere = await client.startVisit({
      card_no: member.card_no,
      policy_benefit_code: 'OPD-01',
      phone: member.phone,
    });
    if (!elsewhere.ok) throw new Error(elsewhere.error.message);

    const again = await startVisit(deps, { cardNo: member.card_no, ...visit, phone: member.phone });
    expect(again).toMatchObject({ ok: false, error: { code: 'visit-pending' } });
    expect(visitInProgress(deps)).toMatchObject({
      visit: {
        visitRequestId: elsewhere.value.visit_request_id,
        status: 'PENDING',
        otpExpireAt: '',
        phone: '',
      },
      authorization: null,
    });

    // The code from the other desk's SMS is accepted here, and the authorization counts as obtained by OTP.
    const otp = await latestOtp(service, member.card_no);
    const verified = await verifyOtp(deps, { cardNo: member.card_no, ...visit, otp });
    expect(verified).toMatchObject({ ok: true, value: { source: 'otp' } });
    expect(visitInProgress(deps)).toMatchObject({ visit: { status: 'APPROVED' } });
  });
});
