import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONALITY, type Personality, type SimOptions } from '../../main/sim/options';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { spelledName } from '../../main/sim/v1/claims';
import { authorize, call, callOk, claimBody, hookList, members, type SimMemberView } from './sim-client';

interface StoredClaim {
  claim_no: string;
  batch_no: string;
  authorization_no: string;
  member_name: string;
  amount_claimed: number;
  amount_sum: number;
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
      amount_sum: 0.5,
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

describe('personalities', () => {
  /** Quantities 3 and 2 at non-integral prices; with floats 3 × 40.15 + 2 × 19.6 is 159.64999999999998. */
  const breakup = [
    { id: 'TRF-001-000001', type: 'investigation', quantity: 3, amount: 40.15 },
    { id: 'TRF-001-000003', type: 'medication', quantity: 2, amount: 19.6 },
  ];
  const stored = 'Aisha Mugo Njoroge'; // CD-1000025 of the default seed (README)
  const UNIT_SUM = 159.65; // 120.45 + 39.20
  const TOTAL_SUM = 59.75; // 40.15 + 19.60

  it.each<{ options: SimOptions; sum: number; claimed: number; name: string }>([
    {
      options: { lineAmount: 'unit', claimedAmount: 'exact', memberNames: 'as-stored' },
      sum: UNIT_SUM,
      claimed: UNIT_SUM,
      name: stored,
    },
    { options: { lineAmount: 'total' }, sum: TOTAL_SUM, claimed: TOTAL_SUM, name: stored },
    { options: { claimedAmount: 'adjusted' }, sum: UNIT_SUM, claimed: 143, name: stored }, // 143.685 rounded down
    { options: { lineAmount: 'total', claimedAmount: 'adjusted' }, sum: TOTAL_SUM, claimed: 53, name: stored }, // 53.775
    { options: { memberNames: 'upper' }, sum: UNIT_SUM, claimed: UNIT_SUM, name: 'AISHA MUGO NJOROGE' },
    { options: { memberNames: 'surname-first' }, sum: UNIT_SUM, claimed: UNIT_SUM, name: 'Njoroge, Aisha Mugo' },
  ])('$options: claimed $claimed of sum $sum, member_name $name', async ({ options, sum, claimed, name }) => {
    const played = await startSimulator({ port: 0, tariffs: 3, ...options });
    try {
      const aisha = (await members(played)).find((candidate) => candidate.card_no === 'CD-1000025');
      expect(aisha?.name).toBe(stored);
      if (!aisha) return;
      const auth = await authorize(played, aisha, 'OPD-01');
      const receipt = await callOk(played, 'submitClaim', '/v1/claims', { body: claimBody(auth, { breakup }) });
      expect(receipt.amount_claimed).toBe(claimed);

      const expected = {
        claim_no: receipt.claim_no,
        member_name: name,
        attendance_date: '2026-11-20',
        claimed_amount: claimed,
        status: 'Received',
      };
      expect(await callOk(played, 'listClaimsByBatch', '/v1/claims/batch/BATCH-1')).toEqual([expected]);
      expect(await callOk(played, 'getClaim', `/v1/claims/${receipt.claim_no}`)).toEqual([expected]);
      expect(await storedClaims(played)).toMatchObject([
        { claim_no: receipt.claim_no, member_name: stored, amount_claimed: claimed, amount_sum: sum },
      ]);
      // Member lookup is not a claim summary: it always answers the name as stored.
      expect((await callOk(played, 'getMember', `/v1/members/${aisha.card_no}`)).name).toBe(stored);
    } finally {
      await played.close();
    }
  });

  it('adjusts every positive sum down to whole units below it', async () => {
    const played = await startSimulator({ port: 0, tariffs: 3, claimedAmount: 'adjusted' });
    try {
      const [first] = (await members(played)) as [SimMemberView];
      const auth = await authorize(played, first, 'OPD-01');
      const cases = [
        [87, 78],
        [1, 0],
        [0.5, 0],
        [11.12, 10],
      ] as const;
      for (const [price, adjusted] of cases) {
        const body = claimBody(auth, {
          breakup: [{ id: 'TRF-001-000001', type: 'medication', quantity: 1, amount: price }],
        });
        expect((await callOk(played, 'submitClaim', '/v1/claims', { body })).amount_claimed, String(price)).toBe(
          adjusted,
        );
      }
      expect((await storedClaims(played)).map((claim) => claim.amount_sum)).toEqual(cases.map(([price]) => price));
    } finally {
      await played.close();
    }
  });

  it('spells a name surname first, leaving a one-word name as it is', () => {
    const surnameFirst: Personality = { ...DEFAULT_PERSONALITY, memberNames: 'surname-first' };
    expect(spelledName('Grace Mutua', surnameFirst)).toBe('Mutua, Grace');
    expect(spelledName('  Aisha   Mugo Njoroge ', surnameFirst)).toBe('Njoroge, Aisha Mugo');
    expect(spelledName('Wanjiku', surnameFirst)).toBe('Wanjiku');
    expect(spelledName('Grace Mutua', DEFAULT_PERSONALITY)).toBe('Grace Mutua');
  });

  it('refuses an unknown personality value, naming the option', async () => {
    await expect(startSimulator({ port: 0, memberNames: 'lower' as 'upper' })).rejects.toThrow(
      /memberNames: must be one of as-stored, upper, surname-first, not "lower"/,
    );
  });
});
