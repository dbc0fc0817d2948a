/**
 * A raw HTTP client for the simulator's own tests: undici `request` (which can
 * send a body on a GET), no retries, and the answer's envelope checked against
 * the contract before a test looks at it.
 */
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { endpoints, type EndpointData, type EndpointName } from '../../shared/wire/endpoints';
import { AnyEnvelope, ErrorEnvelope } from '../../shared/wire/envelope';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { sampleClaim } from '../support/sample-claim';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

export interface CallOptions {
  /** A value is sent as JSON; a string is sent as it is. */
  readonly body?: unknown;
  /** The bearer token; null sends no Authorization header. Defaults to the primary token. */
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
}

export async function raw(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const answer = await request(baseUrl + path, { method: method as 'GET', headers, body });
  return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
}

/** Calls a /v1 path and checks the envelope: JSON content type, statusCode = HTTP status, success = 2xx. */
export async function call(sim: RunningSim, method: string, path: string, options: CallOptions = {}) {
  const answer = await raw(sim.url, method, path, {
    ...options,
    token: options.token === undefined ? sim.token : options.token,
  });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const envelope = AnyEnvelope.parse(JSON.parse(answer.text));
  expect(envelope.statusCode).toBe(answer.status);
  expect(envelope.success).toBe(answer.status === 200);
  if (!envelope.success) ErrorEnvelope.parse(envelope);
  return { status: answer.status, message: envelope.message, data: envelope.data, headers: answer.headers };
}

/** Calls an endpoint by name, expects 200 and parses the data with the endpoint's schema. */
export async function callOk<N extends EndpointName>(
  sim: RunningSim,
  name: N,
  path: string,
  options: CallOptions = {},
): Promise<EndpointData<N>> {
  const answer = await call(sim, endpoints[name].method, path, options);
  expect(answer.status, answer.message.join('; ')).toBe(200);
  return endpoints[name].data.parse(answer.data) as EndpointData<N>;
}

/** A /__sim/ hook, on the control listener unless told otherwise, with the simulator's token. */
export async function hook(
  sim: RunningSim,
  method: string,
  path: string,
  body?: unknown,
  baseUrl = sim.controlUrl,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await raw(baseUrl, method, `/__sim/${path}`, { body, token: sim.token });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return { status: answer.status, json: JSON.parse(answer.text) as Record<string, unknown> };
}

/** One list a GET hook answers, such as `claims` from /__sim/claims. */
export async function hookList<T>(sim: RunningSim, name: 'members' | 'sms' | 'claims'): Promise<T[]> {
  const { json } = await hook(sim, 'GET', name);
  const list = json[name];
  expect(Array.isArray(list)).toBe(true);
  return list as T[];
}

export interface SimMemberView {
  card_no: string;
  name: string;
  phone: string;
  gender: string;
  dob: string;
  benefits: { code: string; name: string; access_type: string; remaining_limit: string }[];
}

export async function members(sim: RunningSim): Promise<SimMemberView[]> {
  return hookList<SimMemberView>(sim, 'members');
}

export interface SmsView {
  phone: string;
  card_no: string;
  text: string;
  code: string;
  sent_at: string;
}

export async function lastSms(sim: RunningSim): Promise<SmsView> {
  const sms = await hookList<SmsView>(sim, 'sms');
  const last = sms.at(-1);
  if (!last) throw new Error('no SMS was sent');
  return last;
}

/** Starts a visit and verifies it with the code from the SMS hook: the authorization number. */
export async function authorize(sim: RunningSim, member: SimMemberView, benefitCode = member.benefits[0]?.code ?? '') {
  await callOk(sim, 'startVisit', '/v1/members/visit', {
    body: { card_no: member.card_no, policy_benefit_code: benefitCode, phone: member.phone },
  });
  const { code } = await lastSms(sim);
  const verified = await callOk(sim, 'verifyOtp', '/v1/members/verification', {
    body: { card_no: member.card_no, policy_benefit_code: benefitCode, otp_code: code },
  });
  return verified.authorization_no;
}

/** Lines whose float sum is not exact (3 × 0.1 + 0.2), to prove the simulator sums exactly. */
export function claimBody(authorizationNo: string, overrides: Record<string, unknown> = {}) {
  return {
    ...sampleClaim(authorizationNo, {
      batch_no: 'BATCH-1',
      breakup: [
        { id: 'TRF-001-000001', type: 'investigation', quantity: 3, amount: 0.1 },
        { id: 'TRF-001-000003', type: 'medication', quantity: 1, amount: 0.2 },
      ],
    }),
    ...overrides,
  };
}

/**
 * One simulator for the file's tests, on a free port: started before them with its seeded members (handed to
 * `started`), reset before each, closed after them.
 */
export function useSimulator(started: (sim: RunningSim, seeded: readonly SimMemberView[]) => void): void {
  let sim: RunningSim | undefined;
  beforeAll(async () => {
    sim = await startSimulator({ port: 0 });
    started(sim, await members(sim));
  });
  beforeEach(() => sim?.reset());
  afterAll(() => sim?.close());
}
