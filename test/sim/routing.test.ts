import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, CLAIM_SUBMIT_PATHS, endpoints } from '../../shared/wire/endpoints';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { call, hook, raw } from './sim-client';

let sim: RunningSim;
beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
});
afterAll(() => sim.close());

const everyEndpoint = [
  ...Object.entries(endpoints).map(([name, spec]) => ({
    name,
    method: spec.method,
    path: buildPath(spec.path, Object.fromEntries(Object.keys(spec.params.shape).map((key) => [key, 'X-1']))),
  })),
  { name: 'submitClaim (sample path)', method: 'POST', path: CLAIM_SUBMIT_PATHS[1] },
];

describe('bearer token', () => {
  it.each(everyEndpoint)('$name answers 401 without a token and with a wrong one', async ({ method, path }) => {
    const missing = await call(sim, method, path, { token: null, body: {} });
    expect(missing.status).toBe(401);
    expect(missing.data).toBeNull();
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const wrong = await call(sim, method, path, { token: 'not-the-token', body: {} });
    expect(wrong.status).toBe(401);
    const notBearer = await call(sim, method, path, { token: null, headers: { authorization: `Basic ${sim.token}` } });
    expect(notBearer.status).toBe(401);
  });

  it('accepts every provider token, case-insensitive scheme', async () => {
    for (const token of Object.keys(sim.tokens)) {
      expect((await call(sim, 'GET', '/v1/tariffs', { token })).status).toBe(200);
    }
    const lower = await call(sim, 'GET', '/v1/tariffs', {
      token: null,
      headers: { authorization: `bearer ${sim.token}` },
    });
    expect(lower.status).toBe(200);
  });
});

describe('routes', () => {
  it('answers 404 in the envelope for unknown routes, with or without a token', async () => {
    for (const path of ['/', '/v1', '/v2/tariffs', '/v1/tariffs/', '/v1/members', '/v1/members/a/b/c/d']) {
      const answer = await call(sim, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.message.join(' ')).toMatch(/route not found/i);
    }
    expect((await call(sim, 'GET', '/nowhere', { token: null })).status).toBe(404);
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const answer = await call(sim, 'DELETE', '/v1/tariffs');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
    expect((await call(sim, 'PUT', '/v1/members/visit')).status).toBe(405);
    expect((await call(sim, 'POST', '/v1/tariffs', { body: {} })).status).toBe(405);
  });

  it('prefers a literal segment: GET /v1/claims/doc reads claim "doc", POST uploads', async () => {
    expect((await call(sim, 'GET', '/v1/claims/doc')).message.join(' ')).toMatch(/no record found/i);
    const upload = await call(sim, 'POST', '/v1/claims/doc', { body: {} });
    expect(upload.status).toBe(400);
    expect(upload.message).toContain('claim_no is required');
  });

  it('decodes path parameters and rejects a malformed percent-encoding', async () => {
    const encoded = await call(sim, 'GET', '/v1/members/CD%2F..%2Fx');
    expect(encoded.status).toBe(404);
    expect(encoded.message.join(' ')).toContain('CD/../x');
    expect((await call(sim, 'GET', '/v1/members/%E0%A4%A')).status).toBe(400);
  });
});

describe('bodies', () => {
  it('answers 400 naming the fields, for malformed JSON, wrong content and missing fields, and keeps serving', async () => {
    const malformed = await call(sim, 'POST', '/v1/members/visit', { body: '{"card_no": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.message.join(' ')).toMatch(/not valid JSON/);

    const notJson = await call(sim, 'POST', '/v1/members/visit', {
      body: 'card_no=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.message.join(' ')).toMatch(/Content-Type must be application\/json/);

    const missing = await call(sim, 'POST', '/v1/members/visit', { body: { card_no: 'CD-1000017' } });
    expect(missing.status).toBe(400);
    expect(missing.message).toEqual(['policy_benefit_code is required', 'phone is required']);

    const wrongShape = await call(sim, 'POST', '/v1/members/visit', {
      body: { card_no: 'CD-1000017', policy_benefit_code: 'OPD-01', phone: '0712345678' },
    });
    expect(wrongShape.message.join(' ')).toMatch(/^phone: must be a phone number with country code/);

    for (const body of ['', 'null', '[]', '42']) {
      const answer = await call(sim, 'POST', '/v1/claims', { body: body === '' ? undefined : body });
      expect(answer.status, body).toBe(400);
    }
    const nested = await call(sim, 'POST', '/v1/claims', { body: { breakup: [{ quantity: 1.5 }] } });
    expect(nested.message).toEqual(
      expect.arrayContaining(['breakup[0].quantity: must be a whole number', 'breakup[0].id is required']),
    );

    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
  });

  it('answers 413 above the 16 MiB body limit, then keeps serving', async () => {
    const huge = `{"claim_no":"x","attachment":"${'A'.repeat(16 * 1024 * 1024)}"}`;
    const answer = await call(sim, 'POST', '/v1/claims/doc', { body: huge });
    expect(answer.status).toBe(413);
    expect((await call(sim, 'GET', '/v1/tariffs')).status).toBe(200);
  });

  it('ignores a query string when routing', async () => {
    expect((await call(sim, 'GET', '/v1/tariffs?page=2')).status).toBe(200);
  });
});

describe('hooks on the listeners', () => {
  it('serves /__sim/ on both listeners and only /__sim/ on the control listener', async () => {
    for (const base of [sim.url, sim.controlUrl]) {
      const answer = await raw(base, 'GET', '/__sim/faults', { token: sim.token });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await raw(sim.controlUrl, 'GET', '/v1/tariffs', { token: sim.token })).status).toBe(404);
    expect((await raw(sim.url, 'GET', '/__sim/nothing', { token: sim.token })).status).toBe(404);
    expect((await raw(sim.url, 'DELETE', '/__sim/members', { token: sim.token })).status).toBe(405);
    const badJson = await raw(sim.controlUrl, 'POST', '/__sim/clock', {
      body: '{"advanceSeconds": ',
      token: sim.token,
    });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.text)).toEqual({ error: 'the body is not valid JSON' });
  });

  it('answers its /__sim/ hooks only with the primary token, on either listener', async () => {
    const other = Object.keys(sim.tokens).find((token) => token !== sim.token) ?? expect.fail('one provider only');
    for (const base of [sim.url, sim.controlUrl]) {
      for (const token of [null, 'not-the-token', other]) {
        const refused = await raw(base, 'GET', '/__sim/sms', { token });
        expect(refused.status).toBe(401);
        expect(JSON.parse(refused.text)).toEqual({
          error: "The /__sim/ hooks answer only with the simulator's token: Authorization: Bearer <token>",
        });
      }
      const refusedChange = await raw(base, 'POST', '/__sim/clock', { body: { advanceSeconds: 3600 }, token: null });
      expect(refusedChange.status).toBe(401);
      expect((await raw(base, 'GET', '/__sim/sms', { token: sim.token })).status).toBe(200);
    }
    expect((await hook(sim, 'GET', 'faults')).status).toBe(200);
  });
});
