import { describe, expect, it, vi } from 'vitest';
import { createClaimPathResolver } from '../../main/remote/claim-path';
import { interpret } from '../../main/remote/interpret';
import type { TransportOutcome } from '../../main/remote/transport';
import type { ClaimSubmitPath } from '../../shared/wire/endpoints';

const receipt = { claim_no: 'CLM-1', amount_claimed: 1500 };
const answer = (status: number, data: unknown = null): TransportOutcome => ({
  kind: 'response',
  status,
  body: Buffer.from(JSON.stringify({ success: status === 200, statusCode: status, message: [], data })),
});
const lost: TransportOutcome = { kind: 'failure', failure: 'connection-lost', sent: true };

/** A fake service: what each path answers, and the paths asked, in order. */
function service(answers: Partial<Record<ClaimSubmitPath, TransportOutcome>>) {
  const asked: ClaimSubmitPath[] = [];
  const send = (path: ClaimSubmitPath) => {
    asked.push(path);
    return Promise.resolve(interpret('submitClaim', answers[path] ?? answer(404)));
  };
  return { asked, send };
}

describe('claim path resolution', () => {
  it('falls back to the sample path on a 404, remembers it and reports it once', async () => {
    const detected = vi.fn();
    const resolver = createClaimPathResolver('auto', detected);
    const fake = service({ '/v1/claims/submit': answer(200, receipt) });

    expect((await resolver.submit(fake.send)).ok).toBe(true);
    expect((await resolver.submit(fake.send)).ok).toBe(true);
    expect(fake.asked).toEqual(['/v1/claims', '/v1/claims/submit', '/v1/claims/submit']);
    expect(resolver.current()).toBe('/v1/claims/submit');
    expect(detected.mock.calls).toEqual([['/v1/claims/submit']]);
  });

  it('treats 405 like 404', async () => {
    const fake = service({ '/v1/claims': answer(405), '/v1/claims/submit': answer(200, receipt) });
    const resolver = createClaimPathResolver('auto');
    expect((await resolver.submit(fake.send)).ok).toBe(true);
    expect(resolver.current()).toBe('/v1/claims/submit');
  });

  it('never retries elsewhere when the outcome is unknown', async () => {
    const detected = vi.fn();
    const resolver = createClaimPathResolver('auto', detected);
    const fake = service({ '/v1/claims': lost, '/v1/claims/submit': answer(200, receipt) });
    const result = await resolver.submit(fake.send);
    expect(result.ok || result.error.kind).toBe('connection-lost');
    expect(fake.asked).toEqual(['/v1/claims']);
    expect(detected).not.toHaveBeenCalled();
  });

  it('confirms the documented path on a refusal (422) but not on a 401', async () => {
    const detected = vi.fn();
    const resolver = createClaimPathResolver('auto', detected);
    await resolver.submit(service({ '/v1/claims': answer(401) }).send);
    expect(detected).not.toHaveBeenCalled();
    await resolver.submit(service({ '/v1/claims': answer(422) }).send);
    expect(detected.mock.calls).toEqual([['/v1/claims']]);
  });

  it('reports a service with neither path as not-found', async () => {
    const fake = service({});
    const result = await createClaimPathResolver('auto').submit(fake.send);
    expect(fake.asked).toEqual(['/v1/claims', '/v1/claims/submit']);
    expect(result.ok || result.error).toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining('no claim submission endpoint') as string,
    });
  });

  it('uses an explicit path as is', async () => {
    const fake = service({ '/v1/claims/submit': answer(200, receipt) });
    const result = await createClaimPathResolver('/v1/claims').submit(fake.send);
    expect(result.ok || result.error.kind).toBe('not-found');
    expect(fake.asked).toEqual(['/v1/claims']);
  });
});
