/**
 * What Prism's validating proxy (`prism proxy --errors`, as the contract pass runs
 * it) does with our document, shown on the real simulator and on a stand-in
 * upstream that breaks the document on purpose:
 *   - a valid exchange passes through untouched, bearer token included;
 *   - a request that breaks the document, or has no bearer token, is answered by
 *     Prism itself (422 or 401, application/problem+json) and never forwarded;
 *   - a GET with a body (endpoint 11) is validated, then refused with 501: Prism
 *     cannot forward it (stoplightio/prism#2259);
 *   - a response that breaks the document becomes a 500 problem+json listing the
 *     violations; an undocumented status passes through, flagged only in the
 *     sl-violations header and Prism's log (which startService turns into a failure).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { startPrism, type RunningPrism } from './prism-proxy';

interface SimMember {
  readonly card_no: string;
  readonly phone: string;
  readonly benefits: readonly { readonly code: string }[];
}

const MEMBER = { card_no: 'C-1', name: 'Test Member', gender: 'FEMALE', dob: '1990-01-01' };
const envelope = (statusCode: number, data: unknown) => ({
  success: statusCode === 200,
  statusCode,
  message: [],
  data,
});

/** A stand-in service: answers fixed envelopes, some of them breaking the document, and records what reached it. */
async function startStandIn(): Promise<{ url: string; received: string[]; server: Server }> {
  const answers: Record<string, [number, unknown]> = {
    '/v1/members/C-1': [200, envelope(200, MEMBER)],
    '/v1/members/SLASHED-DOB': [200, envelope(200, { ...MEMBER, dob: '1990/01/01' })],
    '/v1/members/TEAPOT': [418, envelope(418, null)],
  };
  const received: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    received.push(`${req.method} ${req.url}`);
    const [status, body] = answers[req.url ?? ''] ?? [500, envelope(500, null)];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

let sim: RunningSim;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let prismOnSim: RunningPrism;
let prismOnStandIn: RunningPrism;
/** What was started, to be stopped in reverse order even when starting failed half-way. */
const stops: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  stops.push(() => sim.close());
  standIn = await startStandIn();
  stops.push(() => {
    standIn.server.closeAllConnections();
    return new Promise((resolve) => standIn.server.close(resolve));
  });
  const [onSim, onStandIn] = await Promise.allSettled([startPrism(sim.url), startPrism(standIn.url)]);
  for (const started of [onSim, onStandIn]) if (started.status === 'fulfilled') stops.push(() => started.value.close());
  if (onSim.status === 'rejected') throw onSim.reason;
  if (onStandIn.status === 'rejected') throw onStandIn.reason;
  [prismOnSim, prismOnStandIn] = [onSim.value, onStandIn.value];
}, 60_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await request(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, json: JSON.parse(text) as Record<string, unknown> };
}

describe('Prism in front of the simulator', () => {
  it('passes the 200 envelopes through untouched, forwarding the bearer token', async () => {
    const members = await send(sim.controlUrl, 'GET', '/__sim/members', { token: sim.token });
    const [member] = members.json['members'] as SimMember[];
    if (member === undefined) throw new Error('the simulator has no members');
    const reads = [
      `/v1/members/${encodeURIComponent(member.card_no)}`,
      `/v1/members/benefit/${encodeURIComponent(member.card_no)}`,
      '/v1/tariffs',
    ];
    for (const path of reads) {
      const [viaPrism, direct] = await Promise.all([
        send(prismOnSim.url, 'GET', path, { token: sim.token }),
        send(sim.url, 'GET', path, { token: sim.token }),
      ]);
      expect(viaPrism.status, path).toBe(200);
      expect(viaPrism.headers['content-type'], path).toMatch(/^application\/json/);
      expect(viaPrism.json, path).toEqual(direct.json);
    }

    const benefit = member.benefits[0];
    if (benefit === undefined) throw new Error('the member has no benefits');
    const visit = { card_no: member.card_no, policy_benefit_code: benefit.code, phone: member.phone };
    const started = await send(prismOnSim.url, 'POST', '/v1/members/visit', { token: sim.token, body: visit });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ success: true, statusCode: 200 });
    expect(typeof (started.json['data'] as Record<string, unknown>)['visit_request_id']).toBe('string');
    expect(prismOnSim.reports).toEqual([]);
  });

  it("leaves the token's value to the service, but answers a missing token itself", async () => {
    const wrong = await send(prismOnSim.url, 'GET', '/v1/tariffs', { token: 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['content-type']).toMatch(/^application\/json/);
    expect(wrong.json).toMatchObject({ success: false, statusCode: 401, data: null });

    const missing = await send(prismOnSim.url, 'GET', '/v1/tariffs');
    expect(missing.status).toBe(401);
    expect(missing.headers['content-type']).toBe('application/problem+json');
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json).toMatchObject({ type: 'https://stoplight.io/prism/errors#UNAUTHORIZED' });
  });
});

describe('Prism in front of a stand-in that breaks the document', () => {
  it('answers a request body that breaks the document itself (422), without forwarding it', async () => {
    const before = standIn.received.length;
    const noPhone = { card_no: 'C-1', policy_benefit_code: 'OUT' };
    const answer = await send(prismOnStandIn.url, 'POST', '/v1/members/visit', { token: 't', body: noPhone });
    expect(answer.status).toBe(422);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.json).toMatchObject({
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      validation: [
        { location: ['body'], code: 'required', message: "Request body must have required property 'phone'" },
      ],
    });
    expect(standIn.received.length).toBe(before);
  });

  it('validates the body of GET /v1/tariffs/update, then refuses to forward it (501)', async () => {
    const before = standIn.received.length;
    const invalid = await send(prismOnStandIn.url, 'GET', '/v1/tariffs/update', {
      token: 't',
      body: { given_date: '01/02/2026' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toMatchObject({ validation: [{ location: ['body', 'given_date'], code: 'pattern' }] });

    const valid = await send(prismOnStandIn.url, 'GET', '/v1/tariffs/update', {
      token: 't',
      body: { given_date: '2026-02-01' },
    });
    expect(valid.status).toBe(501);
    expect(valid.json).toMatchObject({ type: 'https://stoplight.io/prism/errors#PROXY_UNSUPPORTED_REQUEST_BODY' });
    expect(standIn.received.length).toBe(before);
  });

  it('turns a response that breaks the document into a 500 listing the violations', async () => {
    const fine = await send(prismOnStandIn.url, 'GET', '/v1/members/C-1', { token: 't' });
    expect(fine.status).toBe(200);

    const broken = await send(prismOnStandIn.url, 'GET', '/v1/members/SLASHED-DOB', { token: 't' });
    expect(broken.status).toBe(500);
    expect(broken.headers['content-type']).toBe('application/problem+json');
    expect(broken.json).toMatchObject({
      type: 'https://stoplight.io/prism/errors#VIOLATIONS',
      validation: [{ location: ['response', 'body', 'data', 'dob'], severity: 'Error', code: 'pattern' }],
    });
  });

  it('passes an undocumented status through, flagging it in sl-violations and its log', async () => {
    const teapot = await send(prismOnStandIn.url, 'GET', '/v1/members/TEAPOT', { token: 't' });
    expect(teapot.status).toBe(418);
    expect(teapot.json).toMatchObject({ statusCode: 418 });
    expect(String(teapot.headers['sl-violations'])).toContain('Unable to match the returned status code');
    // Prism writes its log line around the time it answers, so wait for the line rather than assume it is there;
    // it comes from another process, so the wait gets a deadline, not vi.waitFor's default of one second.
    await vi.waitFor(
      () =>
        expect(prismOnStandIn.reports.join('\n')).toMatch(
          /^get \/v1\/members\/TEAPOT: Violation: .*Unable to match the returned status code/m,
        ),
      { timeout: 15_000 },
    );
  });
});
