import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { authorize, call, callOk, claimBody, hookList, members, type SimMemberView } from './sim-client';

interface StoredClaim {
  claim_no: string;
  batch_no: string;
  authorization_no: string;
  member_name: string;
  amount_claimed: number;
  body: unknown;
  documents: number;
  received_at: string;
}
const storedClaims = async (sim: RunningSim) => hookList<StoredClaim>(sim, 'claims');

let sim: RunningSim;
let member: SimMemberView;
let authorization: string;
beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  [member] = (await members(sim)) as [SimMemberView];
});
beforeEach(async () => {
  await sim.reset();
  authorization = await authorize(sim, member, 'OPD-01');
});
afterAll(() => sim.close());

describe('submitting claims', () => {
  it('stores the claim as submitted, sums exactly, and answers claim_no and amount_claimed', async () => {
    const body = claimBody(authorization);
    const receipt = await callOk(sim, 'submitClaim', '/v1/claims', { body });
    expect(receipt.claim_no).toMatch(/^CLM-\d{6}$/);
    expect(receipt.amount_claimed).toBe(0.5); // 3 × 0.1 + 0.2 with floats would be 0.5000000000000001
    const [stored] = await storedClaims(sim);
    expect(stored).toMatchObject({
      claim_no: receipt.claim_no,
      batch_no: 'BATCH-1',
      authorization_no: authorization,
      member_name: member.name,
      amount_claimed: 0.5,
      body,
      documents: 0,
    });
    expect(Date.parse(stored?.received_at ?? '')).not.toBeNaN();
  });

  it('has no idempotency: the same body twice makes two claims', async () => {
    const body = claimBody(authorization);
    const first = await callOk(sim, 'submitClaim', '/v1/claims', { body });
    const second = await callOk(sim, 'submitClaim', '/v1/claims/submit', { body });
    expect(second.claim_no).not.toBe(first.claim_no);
    expect(await storedClaims(sim)).toHaveLength(2);
  });

  it('answers 422 for an unknown authorization and 400 naming invalid fields, storing nothing', async () => {
    const unknown = await call(sim, 'POST', '/v1/claims', { body: claimBody('PA-999999') });
    expect(unknown.status).toBe(422);
    expect(unknown.message.join(' ')).toMatch(/invalid authorization number/i);
    const invalid = await call(sim, 'POST', '/v1/claims', {
      body: claimBody(authorization, { attendance_date: '2026-02-30', diagnosis: [], doctor: { name: '' } }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.message).toEqual(
      expect.arrayContaining([
        'attendance_date: must be a real calendar date',
        'diagnosis: needs at least one diagnosis',
        'doctor.name: must not be empty',
        'doctor.gender is required',
      ]),
    );
    expect(await storedClaims(sim)).toEqual([]);
  });
});

describe('reading claims', () => {
  it('reads a batch and a claim as arrays of summaries, only for the submitting provider', async () => {
    const a = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
    const b = await callOk(sim, 'submitClaim', '/v1/claims', {
      body: claimBody(authorization, { batch_no: 'BATCH-2' }),
    });
    const batch = await callOk(sim, 'listClaimsByBatch', '/v1/claims/batch/BATCH-1');
    expect(batch).toEqual([
      {
        claim_no: a.claim_no,
        member_name: member.name,
        attendance_date: '2026-11-20',
        claimed_amount: 0.5,
        status: 'Received',
      },
    ]);
    expect(await callOk(sim, 'getClaim', `/v1/claims/${b.claim_no}`)).toHaveLength(1);

    const secondProvider = Object.keys(sim.tokens)[1];
    expect((await call(sim, 'GET', `/v1/claims/${a.claim_no}`, { token: secondProvider })).status).toBe(404);
    expect((await call(sim, 'GET', '/v1/claims/batch/BATCH-1', { token: secondProvider })).status).toBe(404);
  });

  it('answers 404 with data null when nothing matches', async () => {
    for (const path of ['/v1/claims/batch/NONE', '/v1/claims/CLM-999999']) {
      const answer = await call(sim, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
      expect(answer.message.join(' ')).toMatch(/no record found/i);
    }
  });
});

describe('attaching documents', () => {
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%EOF\n').toString('base64')}`;

  it('attaches accepted media types and counts them on the claim', async () => {
    const { claim_no } = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
    for (const attachment of [pdf, 'data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQ']) {
      const answer = await call(sim, 'POST', '/v1/claims/doc', { body: { claim_no, attachment } });
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
    }
    expect((await storedClaims(sim))[0]?.documents).toBe(3);
  });

  it('answers 404 (pre-authorization not found), 415, 413 and 400 as documented', async () => {
    const { claim_no } = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
    const missing = await call(sim, 'POST', '/v1/claims/doc', { body: { claim_no: 'CLM-999999', attachment: pdf } });
    expect(missing.status).toBe(404);
    expect(missing.message.join(' ')).toMatch(/pre-authorization not found/i);
    const text = await call(sim, 'POST', '/v1/claims/doc', {
      body: { claim_no, attachment: 'data:text/plain;base64,aGk=' },
    });
    expect(text.status).toBe(415);
    const big = `data:application/pdf;base64,${'A'.repeat(Math.ceil((10 * 1024 * 1024 + 1) / 3) * 4)}`;
    expect((await call(sim, 'POST', '/v1/claims/doc', { body: { claim_no, attachment: big } })).status).toBe(413);
    for (const attachment of ['JVBERi0=', 'data:application/pdf;base64,JVBERi0', 'data:application/pdf,plain']) {
      expect((await call(sim, 'POST', '/v1/claims/doc', { body: { claim_no, attachment } })).status, attachment).toBe(
        400,
      );
    }
    expect((await storedClaims(sim))[0]?.documents).toBe(0);
  });
});

describe('claim paths', () => {
  it.each([
    { claimPath: 'claims', accepted: '/v1/claims', absent: '/v1/claims/submit' },
    { claimPath: 'submit', accepted: '/v1/claims/submit', absent: '/v1/claims' },
  ] as const)('with claimPath $claimPath only $accepted accepts claims', async ({ claimPath, accepted, absent }) => {
    const only = await startSimulator({ port: 0, claimPath });
    try {
      const [first] = (await members(only)) as [SimMemberView];
      const auth = await authorize(only, first, 'OPD-01');
      const gone = await call(only, 'POST', absent, { body: claimBody(auth) });
      expect(gone.status).toBe(404);
      expect(gone.message.join(' ')).toMatch(/route not found/i);
      const receipt = await callOk(only, 'submitClaim', accepted, { body: claimBody(auth) });
      expect((await callOk(only, 'getClaim', `/v1/claims/${receipt.claim_no}`))[0]?.claim_no).toBe(receipt.claim_no);
      expect((await storedClaims(only)).map((c) => c.claim_no)).toEqual([receipt.claim_no]);
    } finally {
      await only.close();
    }
  });
});
