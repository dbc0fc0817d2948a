import { describe, expect, it } from 'vitest';
import type { RunningSim } from '../../main/sim/server';
import { authorize, call, callOk, members, useSimulator, type SimMemberView } from './sim-client';

let sim: RunningSim;
let ample: SimMemberView;
let small: SimMemberView;
let exhausted: SimMemberView;
useSimulator((started, seeded) => {
  sim = started;
  [ample, small, exhausted] = seeded as [SimMemberView, SimMemberView, SimMemberView];
});

const block = (card_no: string, authorization_no: string, amount: unknown) =>
  call(sim, 'POST', '/v1/members/benefit/block', { body: { card_no, amount, authorization_no } });
const remaining = async (card: string, code: string) =>
  (await members(sim)).find((m) => m.card_no === card)?.benefits.find((b) => b.code === code)?.remaining_limit;

describe('blocking a benefit', () => {
  it('covers what the remaining limit allows, with two decimals, and reads back with four', async () => {
    const authorization = await authorize(sim, small, 'OPD-01');
    const answer = await callOk(sim, 'blockBenefit', '/v1/members/benefit/block', {
      body: { card_no: small.card_no, amount: 2000.5, authorization_no: authorization },
    });
    expect(answer).toEqual({ benefit: 'OPD-01', requested_amount: '2000.50', covered_amount: '1500.00' });
    expect(await remaining(small.card_no, 'OPD-01')).toBe('0.00');
    const { id, ...read } = await callOk(sim, 'getBlock', `/v1/members/benefit/block/${authorization}`);
    expect(id).toMatch(/^BLK-\d{6}$/);
    expect(read).toEqual({ authorization_no: authorization, covered_amount: '1500.0000', benefit: 'OPD-01' });
  });

  it('replaces the earlier block of the same authorization, releasing its amount first', async () => {
    const authorization = await authorize(sim, small, 'OPD-01');
    await block(small.card_no, authorization, 1000);
    const second = await callOk(sim, 'blockBenefit', '/v1/members/benefit/block', {
      body: { card_no: small.card_no, amount: 1200.1, authorization_no: authorization },
    });
    expect(second.covered_amount).toBe('1200.10');
    expect(await remaining(small.card_no, 'OPD-01')).toBe('299.90');
    expect((await callOk(sim, 'getBlock', `/v1/members/benefit/block/${authorization}`)).covered_amount).toBe(
      '1200.1000',
    );
  });

  it('covers nothing on an exhausted benefit', async () => {
    const authorization = await authorize(sim, exhausted, 'OPT-01');
    const answer = await block(exhausted.card_no, authorization, 100);
    expect(answer.data).toEqual({ benefit: 'OPT-01', requested_amount: '100.00', covered_amount: '0.00' });
  });

  it('reads a numeric string amount as the number it spells, exactly', async () => {
    const authorization = await authorize(sim, ample, 'OPD-01');
    const answer = await block(ample.card_no, authorization, '0.30');
    expect(answer.data).toMatchObject({ requested_amount: '0.30', covered_amount: '0.30' });
  });

  it('answers 400 for an amount that is not positive, has 3 decimals or is not numeric', async () => {
    const authorization = await authorize(sim, ample, 'OPD-01');
    for (const amount of [0, -5, 10.005, 'ten', '1e3', null, true]) {
      const answer = await block(ample.card_no, authorization, amount);
      expect(answer.status, String(amount)).toBe(400);
      expect(answer.message.join(' ')).toMatch(/^amount/);
    }
  });

  it('answers 422 for an unknown authorization or one of another card; 404 when no block exists yet', async () => {
    const authorization = await authorize(sim, ample, 'OPD-01');
    expect((await block(ample.card_no, 'PA-999999', 10)).status).toBe(422);
    const otherCard = await block(small.card_no, authorization, 10);
    expect(otherCard.status).toBe(422);
    expect(otherCard.message.join(' ')).toMatch(/invalid authorization number/i);
    const unknownRead = await call(sim, 'GET', '/v1/members/benefit/block/PA-999999');
    expect(unknownRead.status).toBe(422);
    expect(unknownRead.data).toBeNull();
    const noBlock = await call(sim, 'GET', `/v1/members/benefit/block/${authorization}`);
    expect(noBlock.status).toBe(404);
    expect(noBlock.message.join(' ')).toMatch(/no record found/i);
  });

  it('refuses a pending (not yet verified) visit as an authorization', async () => {
    const started = await callOk(sim, 'startVisit', '/v1/members/visit', {
      body: { card_no: ample.card_no, policy_benefit_code: 'OPD-01', phone: ample.phone },
    });
    expect((await block(ample.card_no, started.visit_request_id, 10)).status).toBe(422);
  });
});
