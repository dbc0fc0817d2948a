/** The claim-status hook: the insurer decides on a stored claim; its summaries (batch listing and single read) follow. */
import { expect, it } from 'vitest';
import type { RunningSim } from '../../main/sim/server';
import { authorize, callOk, claimBody, hook, hookList, useSimulator, type SimMemberView } from './sim-client';

let sim: RunningSim;
let member: SimMemberView;
useSimulator((started, [first]) => {
  [sim, member] = [started, first as SimMemberView];
});

const listing = () => callOk(sim, 'listClaimsByBatch', '/v1/claims/batch/BATCH-1');

it('changes the status and recorded amount summaries show, and hides or shows the claim in its batch listing', async () => {
  const authorization = await authorize(sim, member, 'OPD-01');
  const kept = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
  const other = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
  expect((await listing()).map((summary) => summary.status)).toEqual(['Received', 'Received']);

  const changed = await hook(sim, 'POST', 'claim-status', {
    claim_no: kept.claim_no,
    status: 'Rejected: duplicate',
    claimed_amount: 0.35,
  });
  expect(changed).toEqual({
    status: 200,
    json: { claim_no: kept.claim_no, status: 'Rejected: duplicate', claimed_amount: 0.35, listed: true },
  });
  expect((await listing()).find((summary) => summary.claim_no === kept.claim_no)).toMatchObject({
    status: 'Rejected: duplicate',
    claimed_amount: 0.35,
  });
  const [single] = await callOk(sim, 'getClaim', `/v1/claims/${kept.claim_no}`);
  expect(single).toMatchObject({ status: 'Rejected: duplicate', claimed_amount: 0.35 });

  await hook(sim, 'POST', 'claim-status', { claim_no: other.claim_no, listed: false });
  expect((await listing()).map((summary) => summary.claim_no)).toEqual([kept.claim_no]);
  const stored = await hookList<{ claim_no: string; status: string; listed: boolean }>(sim, 'claims');
  expect(stored.map(({ claim_no, status, listed }) => ({ claim_no, status, listed }))).toEqual([
    { claim_no: kept.claim_no, status: 'Rejected: duplicate', listed: true },
    { claim_no: other.claim_no, status: 'Received', listed: false },
  ]);
  await hook(sim, 'POST', 'claim-status', { claim_no: other.claim_no, listed: true });
  expect(await listing()).toHaveLength(2);
});

it('refuses an unknown claim or an amount that is not one, changing nothing', async () => {
  expect((await hook(sim, 'POST', 'claim-status', { claim_no: 'CLM-999999', status: 'Paid' })).status).toBe(400);
  const authorization = await authorize(sim, member, 'OPD-01');
  const receipt = await callOk(sim, 'submitClaim', '/v1/claims', { body: claimBody(authorization) });
  for (const body of [
    { claim_no: receipt.claim_no, claimed_amount: -1 },
    { claim_no: receipt.claim_no, claimed_amount: 0.12345 },
    { claim_no: receipt.claim_no, status: '' },
    { claim_no: receipt.claim_no, unknown: true },
  ]) {
    expect((await hook(sim, 'POST', 'claim-status', body)).status, JSON.stringify(body)).toBe(400);
  }
  expect(await listing()).toEqual([
    expect.objectContaining({ status: 'Received', claimed_amount: receipt.amount_claimed }),
  ]);
});
