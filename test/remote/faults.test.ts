/**
 * The client under failure: slow, absent, broken and lying services. Faults are
 * injected in the simulator (never through Prism) or acted out by a stub server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteClient, type RemoteClient } from '../../main/remote/client';
import { errorCategory, mayHaveBeenApplied } from '../../main/remote/errors';
import {
  authorize,
  claimBody,
  memberAt,
  simClaims,
  simSms,
  startHarness,
  type Harness,
  type SimMemberView,
} from './helpers';
import { closedPort, sendEnvelope, startStubServer, type StubServer } from './stub-server';

const MEMBER = { card_no: 'CD-1000017', name: 'Stub Member', gender: 'Female', dob: '1990-01-01' };

describe('against the simulator with faults', () => {
  let harness: Harness;
  let member: SimMemberView;
  let extraClients: RemoteClient[] = [];

  const client = (options: { timeoutMs?: number; token?: string } = {}): RemoteClient => {
    const made = createRemoteClient({ baseUrl: harness.service.baseUrl, token: harness.service.token, ...options });
    extraClients.push(made);
    return made;
  };

  beforeAll(async () => {
    harness = await startHarness();
    member = await memberAt(harness.service, 0);
  });
  beforeEach(() => harness.service.sim.reset());
  afterEach(async () => {
    await Promise.all(extraClients.map((made) => made.close()));
    extraClients = [];
  });
  afterAll(() => harness.close());

  it('times out when the service answers later than the client waits', async () => {
    const patient = client({ timeoutMs: 2_000 });
    // Connected first, so the request is on the wire long before the client's deadline (requestSent).
    expect(await patient.getMember({ card_no: member.card_no })).toMatchObject({ ok: true });
    // An answer a minute late: a client that waited for it would blow this test's own 20 s timeout,
    // so the timeout result is the proof that the client gave up (no timing of it needed).
    harness.service.sim.setFaults({ latencyMs: 60_000 });
    const result = await patient.getMember({ card_no: member.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', requestSent: true } });
  }, 20_000);

  it('is offline when nothing listens on the port', async () => {
    const port = await closedPort();
    const offline = createRemoteClient({ baseUrl: `http://127.0.0.1:${port}`, token: 't' });
    extraClients.push(offline);
    const result = await offline.submitClaim(claimBody('PA-000001'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'offline', requestSent: false } });
    expect(!result.ok && mayHaveBeenApplied(result.error)).toBe(false);
    expect(!result.ok && errorCategory(result.error)).toBe('offline');
  });

  it('is offline while the service is down, and works again when it is back', async () => {
    harness.service.sim.setFaults({ down: true });
    const fresh = client();
    expect(await fresh.getMember({ card_no: member.card_no })).toMatchObject({ ok: false, error: { kind: 'offline' } });
    await harness.service.sim.reset();
    expect(await fresh.getMember({ card_no: member.card_no })).toMatchObject({ ok: true });
  });

  it('reports a 503 as busy: not taken, ask again later', async () => {
    harness.service.sim.setFaults({ serverErrorRate: 1 });
    const result = await harness.client.getMember({ card_no: member.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'busy', status: 503 } });
    expect(!result.ok && errorCategory(result.error)).toBe('busy');
  });

  it('reports a rate limit as busy, with the wait its Retry-After asks, in seconds or as an HTTP-date', async () => {
    harness.service.sim.setFaults({ rateLimit: { every: 2, retryAfter: '2' } });
    expect((await harness.client.getMember({ card_no: member.card_no })).ok).toBe(true);
    const limited = await harness.client.getMember({ card_no: member.card_no });
    expect(limited).toMatchObject({ ok: false, error: { kind: 'busy', status: 429, retryAfterMs: 2_000 } });
    harness.service.sim.setFaults({ rateLimit: { every: 2, retryAfter: 'date:30' } });
    await harness.client.getMember({ card_no: member.card_no });
    const dated = await harness.client.getMember({ card_no: member.card_no });
    expect(dated).toMatchObject({ ok: false, error: { kind: 'busy', status: 429, retryAfterMs: 30_000 } });
    harness.service.sim.setFaults({ rateLimit: null });
  });

  it('reports a truncated body as malformed-response', async () => {
    harness.service.sim.setFaults({ malformedRate: 1 });
    const result = await harness.client.getMember({ card_no: member.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed-response', status: 200 } });
  });

  it('reports a connection dropped after the claim was stored as connection-lost, which may have been applied', async () => {
    const authorizationNo = await authorize(harness, member);
    harness.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims' });
    const submissionsBefore = harness.logs.filter((entry) => entry.endpoint === 'submitClaim').length;

    const result = await harness.client.submitClaim(claimBody(authorizationNo));

    expect(result).toMatchObject({ ok: false, error: { kind: 'connection-lost', requestSent: true } });
    expect(!result.ok && mayHaveBeenApplied(result.error)).toBe(true);
    expect(await simClaims(harness.service)).toHaveLength(1);
    // The outcome was unknown, so the other claim path was not tried.
    expect(harness.logs.filter((entry) => entry.endpoint === 'submitClaim').length - submissionsBefore).toBe(1);
  });

  it('is unauthorized with a wrong token', async () => {
    const result = await client({ token: 'not-the-token' }).getMember({ card_no: member.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    expect(!result.ok && errorCategory(result.error)).toBe('auth');
  });

  it('does not send a request whose signal is already aborted', async () => {
    const result = await harness.client.startVisit(
      { card_no: member.card_no, policy_benefit_code: 'OPD-01', phone: member.phone },
      { signal: AbortSignal.abort() },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled', requestSent: false } });
    expect(!result.ok && mayHaveBeenApplied(result.error)).toBe(false);
    expect(await simSms(harness.service)).toEqual([]);
  });
});

describe('against a stub server', () => {
  let stub: StubServer | undefined;
  let remote: RemoteClient | undefined;

  const connect = (url: string, timeoutMs = 5_000) => {
    remote = createRemoteClient({ baseUrl: url, token: 'stub-token', timeoutMs });
    return remote;
  };

  afterEach(async () => {
    await remote?.close();
    await stub?.close();
    remote = undefined;
    stub = undefined;
  });

  it('closes at once when it never sent, and answers a request asked after its close as offline, sending nothing', async () => {
    stub = await startStubServer((_req, res) => sendEnvelope(res, 200, MEMBER));
    const client = connect(stub.url);
    await client.close();
    expect(await client.getMember({ card_no: MEMBER.card_no })).toMatchObject({
      ok: false,
      error: { kind: 'offline', requestSent: false },
    });
    expect(stub.connections()).toBe(0);
  });

  it('reuses keep-alive connections for sequential requests', async () => {
    stub = await startStubServer((_req, res) => sendEnvelope(res, 200, MEMBER));
    const client = connect(stub.url);
    for (let i = 0; i < 10; i++) expect((await client.getMember({ card_no: MEMBER.card_no })).ok).toBe(true);
    // undici waits one event-loop turn before reusing a socket, so back-to-back requests alternate between two.
    expect(stub.connections()).toBeLessThanOrEqual(2);
  });

  it('calls valid JSON of the wrong shape malformed-response, without echoing it', async () => {
    stub = await startStubServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, member: MEMBER }));
    });
    const result = await connect(stub.url).getMember({ card_no: MEMBER.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed-response', status: 200 } });
    expect(!result.ok && result.error.kind === 'malformed-response' && result.error.detail).toMatch(/^envelope\./);
    expect(JSON.stringify(result)).not.toContain(MEMBER.card_no);
  });

  it('times out when the body stalls after the headers', async () => {
    stub = await startStubServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,');
    });
    // The deadline covers connecting too: 2 s keeps a slow connect from passing for a request never sent.
    const result = await connect(stub.url, 2_000).getMember({ card_no: MEMBER.card_no });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', requestSent: true } });
  });

  it('is cancelled when the caller aborts a sent request, which may then have been applied', async () => {
    stub = await startStubServer(() => undefined);
    const client = connect(stub.url);
    const controller = new AbortController();
    const arrived = stub.nextRequest();
    const pending = client.submitClaim(claimBody('PA-000001'), { signal: controller.signal });
    await arrived;
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled', requestSent: true } });
    expect(!result.ok && mayHaveBeenApplied(result.error)).toBe(true);
  });

  it('sends the bearer token and a JSON body on GET /v1/tariffs/update', async () => {
    const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];
    stub = await startStubServer((req, res, body) => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      sendEnvelope(res, 200, []);
    });
    const client = connect(stub.url);
    expect(await client.listTariffUpdates({ given_date: '2026-01-01' })).toMatchObject({ ok: true, value: [] });
    expect(seen).toEqual([
      { method: 'GET', url: '/v1/tariffs/update', auth: 'Bearer stub-token', body: '{"given_date":"2026-01-01"}' },
    ]);
  });
});
