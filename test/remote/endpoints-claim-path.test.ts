/**
 * Claim submission path detection against services that accept /v1/claims,
 * /v1/claims/submit, or both. No faults: the contract pass may run this file.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimOptions } from '../../main/sim/server';
import type { ClaimSubmitPath } from '../../shared/wire/endpoints';
import { authorize, claimBody, memberAt, simClaims, startHarness, type Harness } from './helpers';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const cases: { mode: NonNullable<SimOptions['claimPath']>; expected: ClaimSubmitPath; attempts: string[] }[] = [
  { mode: 'claims', expected: '/v1/claims', attempts: ['/v1/claims 200', '/v1/claims 200'] },
  {
    mode: 'submit',
    expected: '/v1/claims/submit',
    attempts: ['/v1/claims 404', '/v1/claims/submit 200', '/v1/claims/submit 200'],
  },
  { mode: 'both', expected: '/v1/claims', attempts: ['/v1/claims 200', '/v1/claims 200'] },
];

describe('claim path detection', () => {
  it.each(cases)('finds $expected on a service with claimPath $mode', async ({ mode, expected, attempts }) => {
    const detected = vi.fn<(path: ClaimSubmitPath) => void>();
    harness = await startHarness({ claimPath: mode }, { onClaimPathDetected: detected });
    const authorizationNo = await authorize(harness, await memberAt(harness.service, 0));

    const first = await harness.client.submitClaim(claimBody(authorizationNo));
    const second = await harness.client.submitClaim(claimBody(authorizationNo));

    const claimNumbers = [first, second].map((result) => (result.ok ? result.value.claim_no : result.error.kind));
    expect((await simClaims(harness.service)).map((claim) => claim.claim_no)).toEqual(claimNumbers);
    expect(new Set(claimNumbers).size).toBe(2);
    expect(harness.client.claimPath()).toBe(expected);
    expect(detected.mock.calls).toEqual([[expected]]);
    const submissions = harness.logs.filter((entry) => entry.endpoint === 'submitClaim');
    expect(submissions.map((entry) => `${entry.route} ${entry.status}`)).toEqual(attempts);
  });

  it('uses a configured path as is, with no fallback', async () => {
    const detected = vi.fn();
    harness = await startHarness({ claimPath: 'submit' }, { claimPath: '/v1/claims', onClaimPathDetected: detected });
    const authorizationNo = await authorize(harness, await memberAt(harness.service, 0));

    const result = await harness.client.submitClaim(claimBody(authorizationNo));
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    expect(await simClaims(harness.service)).toEqual([]);
    expect(harness.client.claimPath()).toBe('/v1/claims');
    expect(detected).not.toHaveBeenCalled();
  });
});
