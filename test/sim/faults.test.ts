import { Client } from 'undici';
import { describe, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { authorize, call, claimBody, hook, hookList, raw, useSimulator, type SimMemberView } from './sim-client';

let sim: RunningSim;
let member: SimMemberView;
useSimulator((started, [first]) => {
  [sim, member] = [started, first as SimMemberView];
});

const claimCount = async () => (await hookList(sim, 'claims')).length;
const smsCount = async () => (await hookList(sim, 'sms')).length;
const startVisit = () =>
  raw(sim.url, 'POST', '/v1/members/visit', {
    token: sim.token,
    body: { card_no: member.card_no, policy_benefit_code: 'OPD-01', phone: member.phone },
  });
const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error as { code?: string }).code ?? 'error',
  );

describe('faults', () => {
  it('latency delays requests in scope, never the hooks', async () => {
    sim.setFaults({ latencyMs: 300 });
    const started = performance.now();
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    // A minute: a hook that waited it out would blow this test's 20 s timeout.
    sim.setFaults({ latencyMs: 60_000 });
    expect((await hook(sim, 'GET', 'faults', undefined, sim.url)).json.latencyMs).toBe(60_000);
  });

  it('serverErrorRate answers 503 in the envelope without applying the request', async () => {
    sim.setFaults({ serverErrorRate: 1 });
    const answer = await startVisit();
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, statusCode: 503, data: null });
    expect(await smsCount()).toBe(0);
  });

  it('dropAfterCommitRate applies the request, then drops the connection without an answer', async () => {
    const authorization = await authorize(sim, member, 'OPD-01');
    sim.setFaults({ dropAfterCommitRate: 1 });
    const outcome = await errorCode(
      raw(sim.url, 'POST', '/v1/claims', { token: sim.token, body: claimBody(authorization) }),
    );
    expect(outcome).toBe('UND_ERR_SOCKET');
    expect(await claimCount()).toBe(1);
  });

  it('malformedRate applies the request and answers 200 with a body that is not JSON', async () => {
    sim.setFaults({ malformedRate: 1 });
    const answer = await startVisit();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(answer.text) as unknown).toThrow(SyntaxError);
    expect(await smsCount()).toBe(1);
  });

  it('pathPrefix limits the faults to matching paths', async () => {
    sim.setFaults({ serverErrorRate: 1, pathPrefix: '/v1/claims' });
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
    expect((await call(sim, 'GET', '/v1/claims/CLM-000001')).status).toBe(503);
  });

  it('draws rates from the seeded generator: same seed, same sequence', async () => {
    const twin = await startSimulator({ port: 0 });
    try {
      const sequence = async (s: RunningSim) => {
        s.setFaults({ serverErrorRate: 0.5 });
        const statuses: number[] = [];
        for (let i = 0; i < 20; i++) statuses.push((await raw(s.url, 'GET', '/v1/tariffs', { token: s.token })).status);
        return statuses;
      };
      const [a, b] = [await sequence(sim), await sequence(twin)];
      expect(a).toEqual(b);
      expect(a).toContain(503);
      expect(a).toContain(200);
    } finally {
      await twin.close();
    }
  });

  it('rejects invalid faults, by API and by hook', async () => {
    expect(() => sim.setFaults({ serverErrorRate: 2 })).toThrow(/serverErrorRate/);
    const answer = await hook(sim, 'POST', 'faults', { malformedRate: -1, bogus: true });
    expect(answer.status).toBe(400);
    expect(String(answer.json.error)).toMatch(/malformedRate/);
    expect((await hook(sim, 'GET', 'faults')).json).toEqual({
      latencyMs: 0,
      serverErrorRate: 0,
      serverErrorStatus: 503,
      dropAfterCommitRate: 0,
      malformedRate: 0,
      down: false,
      pathPrefix: null,
      refuse: null,
      rateLimit: null,
    });
  });

  it('rate limiting answers every N-th request in scope 429 with its Retry-After, without applying it', async () => {
    expect(() => sim.setFaults({ rateLimit: { every: 1, retryAfter: '2' } })).toThrow(/every/);
    expect(() => sim.setFaults({ rateLimit: { every: 3, retryAfter: 'later' } })).toThrow(/retryAfter/);
    sim.setFaults({ rateLimit: { every: 3, retryAfter: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await startVisit()).status);
    expect(statuses.map((status) => status === 429)).toEqual([false, false, true, false, false, true]);
    sim.setFaults({ rateLimit: { every: 2, retryAfter: 'date:5' } });
    await startVisit();
    const dated = await startVisit();
    expect(dated.status).toBe(429);
    const retryAt = Date.parse(String(dated.headers['retry-after']));
    expect(retryAt - Date.parse(String(dated.headers.date))).toBe(5_000);
    sim.setFaults({ rateLimit: null });
  });

  it('refuse answers its status and message in the envelope, in scope, without applying the request', async () => {
    sim.setFaults({ refuse: { status: 400, message: 'doctor.license is required' }, pathPrefix: '/v1/members/visit' });
    const refused = await startVisit();
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({
      success: false,
      statusCode: 400,
      message: ['doctor.license is required'],
      data: null,
    });
    expect(await smsCount()).toBe(0);
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
    sim.setFaults({ refuse: null });
    expect((await startVisit()).status).toBe(200);
    expect(() => sim.setFaults({ refuse: { status: 503, message: 'x' } })).toThrow(/4xx/);
  });
});

describe('down', () => {
  it('refuses connections while down and comes back on the same port', async () => {
    const set = await hook(sim, 'POST', 'faults', { down: true });
    expect(set.json.down).toBe(true);
    expect(await errorCode(raw(sim.url, 'GET', '/v1/tariffs', { token: sim.token }))).toBe('ECONNREFUSED');
    expect((await hook(sim, 'GET', 'members')).status).toBe(200);
    await hook(sim, 'POST', 'faults', { down: false });
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
  });

  it('answers the hook that takes it down, then destroys open and in-flight connections', async () => {
    const client = new Client(sim.url);
    try {
      const first = await client.request({
        method: 'GET',
        path: '/__sim/faults',
        headers: { authorization: `Bearer ${sim.token}` },
      });
      expect(first.statusCode).toBe(200);
      // Read to its end, so the connection is idle and the next request goes on it as it is dispatched,
      // before the hook below can take the service down (a request still queued would meet ECONNREFUSED).
      await first.body.text();
      sim.setFaults({ latencyMs: 5_000 });
      const inFlight = errorCode(
        client.request({ method: 'GET', path: '/v1/tariffs', headers: { authorization: `Bearer ${sim.token}` } }),
      );
      const down = await raw(sim.url, 'POST', '/__sim/faults', { body: { down: true }, token: sim.token });
      expect(down.status).toBe(200);
      expect(down.headers.connection).toBe('close');
      expect(await inFlight).toBe('UND_ERR_SOCKET');
      expect(await errorCode(raw(sim.url, 'GET', '/__sim/faults'))).toBe('ECONNREFUSED');
    } finally {
      await client.destroy();
    }
  });

  it('is back on the same port right after setFaults({ down: false })', async () => {
    sim.setFaults({ down: true });
    expect(await errorCode(raw(sim.url, 'GET', '/__sim/faults'))).toBe('ECONNREFUSED');
    expect(sim.setFaults({ down: false }).down).toBe(false);
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
  });

  it('reset brings the service back up and clears every fault', async () => {
    sim.setFaults({ down: true, serverErrorRate: 1 });
    await hook(sim, 'POST', 'reset');
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
    expect((await hook(sim, 'GET', 'faults')).json).toMatchObject({ down: false, serverErrorRate: 0 });
  });

  it('closes cleanly while down', async () => {
    const other = await startSimulator({ port: 0 });
    other.setFaults({ down: true });
    await other.close();
    expect(await errorCode(raw(other.controlUrl, 'GET', '/__sim/faults'))).toBe('ECONNREFUSED');
  });
});
