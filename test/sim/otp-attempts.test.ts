/**
 * The simulator's `otpAttempts` switch, a reading of what the service document leaves open: the insurer counts
 * wrong codes, its 422 says how many attempts are left, and the last one spends the visit, so a new one can start.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { call, callOk, lastSms, members, type SimMemberView } from './sim-client';

let sim: RunningSim;
let member: SimMemberView;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, otpAttempts: 3 });
  [member] = (await members(sim)) as [SimMemberView];
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const benefit = () => member.benefits[0]?.code ?? '';
const start = () =>
  call(sim, 'POST', '/v1/members/visit', {
    body: { card_no: member.card_no, policy_benefit_code: benefit(), phone: member.phone },
  });
const verify = (otp: string) =>
  call(sim, 'POST', '/v1/members/verification', {
    body: { card_no: member.card_no, policy_benefit_code: benefit(), otp_code: otp },
  });

it('says the attempts left on each wrong code, and spends the visit on the last one', async () => {
  const visit = (await start()).data as { visit_request_id: string };
  const wrong = (await lastSms(sim)).code === '000000' ? '111111' : '000000';
  expect(await verify(wrong)).toMatchObject({ status: 422, data: null, message: ['Invalid OTP: 2 attempts left'] });
  expect((await verify(wrong)).message).toEqual(['Invalid OTP: 1 attempt left']);
  expect((await verify(wrong)).message).toEqual(['Invalid OTP: no attempts left; start a new visit request']);
  const read = await callOk(sim, 'getVisit', `/v1/members/visit/${visit.visit_request_id}`);
  expect(read.status).toBe('EXPIRED');
  // Spent, not pending: a new visit starts (a new code), and the right code of the spent one is no use.
  expect((await start()).status).toBe(200);
});

it('takes the right code after wrong ones while attempts are left', async () => {
  await start();
  const { code } = await lastSms(sim);
  expect((await verify(code === '000000' ? '111111' : '000000')).status).toBe(422);
  expect((await verify(code)).status).toBe(200);
});

it('counts nothing by default: the answer is the plain refusal', async () => {
  const plain = await startSimulator({ port: 0 });
  try {
    const [first] = (await members(plain)) as [SimMemberView];
    const code = first.benefits[0]?.code ?? '';
    await call(plain, 'POST', '/v1/members/visit', {
      body: { card_no: first.card_no, policy_benefit_code: code, phone: first.phone },
    });
    const sent = (await lastSms(plain)).code;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(plain, 'POST', '/v1/members/verification', {
        body: { card_no: first.card_no, policy_benefit_code: code, otp_code: sent === '000000' ? '111111' : '000000' },
      });
      expect(answer.message).toEqual(['Invalid OTP']);
    }
  } finally {
    await plain.close();
  }
});
