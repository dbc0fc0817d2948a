/** The care use cases against the real simulator, on a real database file. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteClient, type RemoteClient } from '../../main/remote/client';
import { enterAuthorization, recentAuthorizations, recheckAuthorizations } from '../../main/care/authorizations';
import { blockBenefit } from '../../main/care/blocks';
import type { CareDeps } from '../../main/care/deps';
import { listDoctors, saveDoctor } from '../../main/care/doctors';
import { lookUpMember, recentMembers } from '../../main/care/members';
import { getLocalVisit, startVisit, verifyOtp } from '../../main/care/visits';
import { listAudit } from '../../main/store/audit';
import { parseMoney } from '../../shared/money';
import { hook, latestOtp, memberAt, type SimMemberView } from '../remote/helpers';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { startService, type TestService } from '../support/service';
import { claimContext, openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

let service: TestService;
let client: RemoteClient;
let store: TempDb;
let deps: CareDeps;
let ample: SimMemberView;
let small: SimMemberView;
const clock = testClock();

beforeAll(async () => {
  service = await startService({ timeZone: 'Africa/Nairobi' });
  client = createRemoteClient({ baseUrl: service.baseUrl, token: service.token, timeoutMs: 3_000 });
  ample = await memberAt(service, 0);
  small = await memberAt(service, 1);
});
afterAll(async () => {
  await client.close();
  await service.close();
});
beforeEach(async () => {
  await hook(service, 'reset', {});
  store = openTempDb();
  deps = { ...claimContext(clock.now), db: store.db, client, serviceTimeZone: 'Africa/Nairobi' };
});
afterEach(async () => {
  store.close();
  await hook(service, 'faults', { down: false });
});

const goOffline = () => hook(service, 'faults', { down: true });

async function authorizeByOtp(member: SimMemberView, benefitCode = 'OPD-01'): Promise<string> {
  const started = await startVisit(deps, { cardNo: member.card_no, benefitCode, phone: member.phone });
  if (!started.ok) throw new Error(started.error.message);
  const otp = await latestOtp(service, member.card_no);
  const verified = await verifyOtp(deps, { cardNo: member.card_no, benefitCode, otp });
  if (!verified.ok) throw new Error(verified.error.message);
  return verified.value.authorizationNo;
}

describe('member lookup', () => {
  it('caches a member with benefits, and answers the cached copy while offline', async () => {
    const fresh = await lookUpMember(deps, ample.card_no);
    expect(fresh.ok && [fresh.value.source, fresh.value.name, fresh.value.benefits.length > 0]).toEqual([
      'service',
      ample.name,
      true,
    ]);
    expect(recentMembers(store, 5).map((m) => m.cardNo)).toEqual([ample.card_no]);

    await goOffline();
    const cached = await lookUpMember(deps, ample.card_no);
    expect(cached.ok && [cached.value.source, cached.value.fetchedAt]).toEqual(['cache', clock.now().toISOString()]);
    const unknown = await lookUpMember(deps, small.card_no);
    expect(unknown.ok || unknown.error.code).toBe('offline');
    expect(listAudit(store.db, { limit: 5 }).map((e) => [e.action, e.outcome, e.subject])).toEqual([
      ['member.lookup', 'offline', `••••${small.card_no.slice(-4)}`],
      ['member.lookup', 'offline', `••••${ample.card_no.slice(-4)}`],
      ['member.lookup', 'ok', `••••${ample.card_no.slice(-4)}`],
    ]);
  });

  it('says the insurer is busy and when to try again, in the words of its Retry-After', async () => {
    // The member read goes through, the benefit list is the second request: answered 429, Retry-After 3.
    await hook(service, 'faults', { rateLimit: { every: 2, retryAfter: '3' } });
    const busy = await lookUpMember(deps, ample.card_no);
    expect(busy.ok || busy.error).toMatchObject({
      code: 'service-error',
      message: 'The insurer is busy, try again in 3 s.',
    });
    await hook(service, 'faults', { rateLimit: { every: 2, retryAfter: 'date:12' } });
    const dated = await lookUpMember(deps, ample.card_no);
    expect(dated.ok || dated.error.message).toBe('The insurer is busy, try again in 12 s.');
    await hook(service, 'faults', { rateLimit: null });
    expect((await lookUpMember(deps, ample.card_no)).ok).toBe(true);
  });

  it('tells a wrong card number apart from an outage', async () => {
    const result = await lookUpMember(deps, 'CD-9999999');
    expect(result.ok || result.error.code).toBe('not-found');
  });
});

describe('visits and OTP', () => {
  it('records the visit with its expiry in UTC, then the authorization, never the OTP', async () => {
    await lookUpMember(deps, ample.card_no);
    const started = await startVisit(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', phone: ample.phone });
    if (!started.ok) throw new Error(started.error.message);
    expect(started.value.otpExpireAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    const otp = await latestOtp(service, ample.card_no);
    const verified = await verifyOtp(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', otp });
    if (!verified.ok) throw new Error(verified.error.message);
    expect(verified.value).toMatchObject({ source: 'otp', memberName: ample.name, verified: true, status: 'APPROVED' });
    expect(getLocalVisit(store, started.value.visitRequestId)).toMatchObject({
      status: 'APPROVED',
      authorizationNo: verified.value.authorizationNo,
    });
    const everything =
      JSON.stringify(store.db.prepare('SELECT * FROM audit_log').all()) +
      JSON.stringify(store.db.prepare('SELECT * FROM visits').all()) +
      JSON.stringify(store.db.prepare('SELECT * FROM authorizations').all());
    expect(everything).not.toContain(otp);
  });

  it('converts the expiry from the service zone (Nairobi, UTC+3) to UTC', async () => {
    const started = await startVisit(deps, { cardNo: ample.card_no, benefitCode: 'DEN-01', phone: ample.phone });
    if (!started.ok) throw new Error(started.error.message);
    const sms = (await hook<{ sms: { sent_at: string }[] }>(service, 'sms')).sms.at(-1);
    const expiry = Date.parse(started.value.otpExpireAt) - Date.parse(sms?.sent_at ?? '');
    expect(expiry).toBeGreaterThan(0);
    expect(expiry).toBeLessThan(30 * 60_000); // a three-hour zone error would fall far outside
  });

  it('answers a pending visit with its id so the desk can resume it', async () => {
    const first = await startVisit(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', phone: ample.phone });
    const second = await startVisit(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', phone: ample.phone });
    expect(first.ok).toBe(true);
    expect(second.ok || [second.error.code, second.error.visitRequestId, second.error.pendingVisit?.status]).toEqual([
      'visit-pending',
      first.ok ? first.value.visitRequestId : '',
      'PENDING',
    ]);
  });

  it('offers a new code when the OTP is wrong', async () => {
    await startVisit(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', phone: ample.phone });
    const result = await verifyOtp(deps, { cardNo: ample.card_no, benefitCode: 'OPD-01', otp: '000000' });
    expect(
      result.ok || [result.error.code, /a new one can be sent once this one has expired/.test(result.error.message)],
    ).toEqual(['otp-invalid-or-expired', true]);
    // The insurer's own words go along, for the page to show (they may say how many attempts are left).
    expect(result.ok || result.error.serviceMessages).toEqual(['Invalid OTP']);
  });

  it('puts the desk’s country code in front of a phone number read the local way', async () => {
    const started = await startVisit(
      { ...deps, countryCode: '255' },
      { cardNo: ample.card_no, benefitCode: 'OPD-01', phone: '754123456' },
    );
    expect(started.ok && started.value.phone).toBe('+255754123456');
  });
});

describe('authorizations typed in', () => {
  it('stores a number the service confirms, refuses one it does not know', async () => {
    const authorizationNo = await authorizeByOtp(ample);
    store.db.prepare('DELETE FROM authorizations').run();
    const entered = await enterAuthorization(deps, authorizationNo);
    expect(entered.ok && [entered.value.source, entered.value.verified, entered.value.cardNo]).toEqual([
      'manual',
      true,
      ample.card_no,
    ]);
    const unknown = await enterAuthorization(deps, 'PA-999999');
    expect(unknown.ok || unknown.error.code).toBe('not-found');
    expect(recentAuthorizations(store, 10).map((a) => a.authorizationNo)).toEqual([authorizationNo]);
  });

  it('stores a number typed in offline as unverified, and confirms it once online', async () => {
    const authorizationNo = await authorizeByOtp(ample);
    store.db.prepare('DELETE FROM authorizations').run();
    await goOffline();
    const entered = await enterAuthorization(deps, authorizationNo);
    expect(entered.ok && [entered.value.verified, entered.value.status, entered.value.cardNo]).toEqual([
      false,
      'UNVERIFIED',
      '',
    ]);
    await hook(service, 'faults', { down: false });
    const rechecked = await recheckAuthorizations(deps);
    expect(rechecked.ok && rechecked.value).toEqual({ checked: 1, approved: 1, refused: 0 });
    expect(recentAuthorizations(store, 1)[0]).toMatchObject({ verified: true, cardNo: ample.card_no });
  });
});

describe('benefit blocks', () => {
  it('records requested and covered amounts and the exact co-payment', async () => {
    await lookUpMember(deps, small.card_no);
    const authorizationNo = await authorizeByOtp(small);
    const limit = small.benefits.find((b) => b.code === 'OPD-01')?.remaining_limit ?? '0';
    const result = await blockBenefit(deps, { authorizationNo, cardNo: small.card_no, amount: parseMoney('99999.99') });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.covered).toBe(parseMoney(limit));
    expect(result.value.coPayment).toBe(parseMoney('99999.99') - parseMoney(limit));
    const pick = recentAuthorizations(store, 1)[0];
    expect([pick?.benefitName, pick?.block?.coPaymentText]).toEqual(['Outpatient', result.value.coPaymentText]);
  });

  it('says plainly when blocking is impossible offline', async () => {
    await goOffline();
    const result = await blockBenefit(deps, {
      authorizationNo: 'PA-1',
      cardNo: ample.card_no,
      amount: parseMoney('10'),
    });
    expect(result.ok || result.error.code).toBe('offline');
  });
});

describe('doctors roster', () => {
  it('adds doctors and updates one by name', () => {
    const doctor = { ...SAMPLE_DOCTOR };
    expect(saveDoctor(store, doctor).ok).toBe(true);
    expect(saveDoctor(store, { ...doctor, speciality: 'Paediatrics' }).ok).toBe(true);
    expect(listDoctors(store).map((d) => [d.name, d.speciality])).toEqual([['Dr. Wanjiru Kamau', 'Paediatrics']]);
  });
});
