import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { authorize, call, callOk, hook, hookList, lastSms, members, type SimMemberView } from './sim-client';

let sim: RunningSim;
let member: SimMemberView;
let other: SimMemberView;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, otpTtlSeconds: 120, timeZone: 'Africa/Nairobi' });
  [member, other] = (await members(sim)) as [SimMemberView, SimMemberView];
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const start = (m: SimMemberView, code = m.benefits[0]?.code ?? '') =>
  call(sim, 'POST', '/v1/members/visit', { body: { card_no: m.card_no, policy_benefit_code: code, phone: m.phone } });
const verify = (m: SimMemberView, otp: string, code = m.benefits[0]?.code ?? '') =>
  call(sim, 'POST', '/v1/members/verification', {
    body: { card_no: m.card_no, policy_benefit_code: code, otp_code: otp },
  });
const advance = (seconds: number) => hook(sim, 'POST', 'clock', { advanceSeconds: seconds });

describe('starting a visit', () => {
  it('sends an OTP by SMS naming the member, answers the expiry in the configured zone', async () => {
    const before = Date.now();
    const started = await start(member);
    expect(started.status).toBe(200);
    const masked = `${member.phone.slice(0, 5)}${'*'.repeat(member.phone.length - 8)}${member.phone.slice(-3)}`;
    expect(started.message).toEqual([`OTP sent by SMS to ${member.name} on ${masked}`]);
    const data = started.data as { otp_expire_at: string; visit_request_id: string };
    expect(data.visit_request_id).toMatch(/^VR-\d{6}$/);
    // Nairobi is UTC+3 with no daylight saving time.
    const expiresUtc = Date.parse(`${data.otp_expire_at.replace(' ', 'T')}+03:00`);
    expect(expiresUtc).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 120_000);
    expect(expiresUtc).toBeLessThanOrEqual(Date.now() + 120_000);

    const sms = await lastSms(sim);
    expect(sms).toMatchObject({ phone: member.phone, card_no: member.card_no });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(member.name);
    expect(sms.text).toContain(sms.code);
    expect(Date.parse(sms.sent_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(sms.sent_at).toMatch(/Z$/);
  });

  it('refuses a second visit while one is pending (any benefit), with its visit_request_id', async () => {
    const first = (await start(member)).data as { visit_request_id: string };
    const again = await start(member, member.benefits[1]?.code);
    expect(again.status).toBe(422);
    expect(again.data).toEqual({ visit_request_id: first.visit_request_id });
    expect((await start(other)).status).toBe(200);
  });

  it('no longer blocks once the OTP expired, and the expired visit reads EXPIRED', async () => {
    const first = (await start(member)).data as { visit_request_id: string };
    await advance(121);
    const read = await callOk(sim, 'getVisit', `/v1/members/visit/${first.visit_request_id}`);
    expect(read.status).toBe('EXPIRED');
    expect((await start(member)).status).toBe(200);
  });

  it('answers 404 for an unknown card and 422 for a benefit the member does not have', async () => {
    const unknown = await call(sim, 'POST', '/v1/members/visit', {
      body: { card_no: 'CD-9999999', policy_benefit_code: 'OPD-01', phone: '+254700000000' },
    });
    expect(unknown.status).toBe(404);
    const benefit = await start(member, 'NOPE-01');
    expect(benefit.status).toBe(422);
    expect(benefit.data).toBeNull();
    expect(benefit.message.join(' ')).toMatch(/NOPE-01 is not on this member's policy/);
  });
});

describe('verifying the OTP', () => {
  it('approves with the right code: authorization readable, visit APPROVED with its number', async () => {
    const { visit_request_id } = (await start(member)).data as { visit_request_id: string };
    const pending = await callOk(sim, 'getVisit', `/v1/members/visit/${visit_request_id}`);
    expect(pending).toEqual({
      card_no: member.card_no,
      policy_benefit_code: member.benefits[0]?.code,
      status: 'PENDING',
      authorization_number: '',
    });
    const verified = await verify(member, (await lastSms(sim)).code);
    expect(verified.status).toBe(200);
    expect(verified.message.join(' ')).toMatch(/accepted/i);
    const { authorization_no } = verified.data as { authorization_no: string };
    expect(authorization_no).toMatch(/^PA-\d{6}$/);
    const approved = { ...pending, status: 'APPROVED', authorization_number: authorization_no };
    expect(await callOk(sim, 'getVisit', `/v1/members/visit/${visit_request_id}`)).toEqual(approved);
    expect(await callOk(sim, 'getAuthorization', `/v1/members/authorization/${authorization_no}`)).toEqual(approved);
  });

  it('refuses a wrong code (the visit stays pending), an expired one, and a second verification', async () => {
    await start(member);
    const { code } = await lastSms(sim);
    const wrong = await verify(member, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.data).toBeNull();
    expect((await verify(member, code)).status).toBe(200);
    const twice = await verify(member, code);
    expect(twice.status).toBe(422);
    expect(twice.message.join(' ')).toMatch(/no pending visit/i);

    await start(other);
    const late = (await lastSms(sim)).code;
    await advance(120);
    const expired = await verify(other, late);
    expect(expired.status).toBe(422);
    expect(expired.message.join(' ')).toMatch(/expired/i);
  });

  it('answers 422 when no visit was started for that card and benefit', async () => {
    expect((await verify(member, '123456')).status).toBe(422);
  });

  it('answers 404 for unknown visits and authorizations', async () => {
    for (const path of ['/v1/members/visit/VR-999999', '/v1/members/authorization/PA-999999']) {
      const answer = await call(sim, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
    }
  });
});

describe('clock and reset hooks', () => {
  it('moves the clock forward only, and reset brings it back with the seeded state', async () => {
    expect((await hook(sim, 'POST', 'clock', { advanceSeconds: -5 })).status).toBe(400);
    expect((await hook(sim, 'POST', 'clock', {})).status).toBe(400);
    // The simulator's clock is read between two reads of the real one, so its answer is bracketed exactly.
    const beforeMove = Date.now();
    const moved = Date.parse(String((await advance(3600)).json.now));
    expect(moved).toBeGreaterThanOrEqual(beforeMove + 3600_000);
    expect(moved).toBeLessThanOrEqual(Date.now() + 3600_000);
    const authorization = await authorize(sim, member);
    await hook(sim, 'POST', 'reset');
    const beforeReset = Date.now();
    const now = Date.parse(String((await advance(0)).json.now));
    expect(now).toBeGreaterThanOrEqual(beforeReset);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(await hookList(sim, 'sms')).toEqual([]);
    expect((await call(sim, 'GET', `/v1/members/authorization/${authorization}`)).status).toBe(404);
  });
});
