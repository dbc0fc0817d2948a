/**
 * Browser mode probed as a hostile caller would: a real server on 127.0.0.1 (the port the OS picks), demo
 * mode on a temp data folder. Wrong Host names (DNS rebinding), foreign Origins, missing or wrong tokens,
 * paths out of the page's folder, bodies too large, content types other than JSON, a `$bigint` of millions of
 * digits, text that is not well-formed Unicode, and the desk's lock: each gets its status, and no answer
 * carries the run token, a file from outside the page's folder, a stack or a path of this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserMode } from '../../main/serve/browser-mode';
import { MAX_BODY_BYTES } from '../../main/serve/server';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { decodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import { rawRequest, type RawAnswer, startPageServer, type PageServer } from './serve-client';

let server: PageServer;
let app: BrowserMode;
let token: string;
let host: string;

beforeAll(async () => {
  server = await startPageServer();
  ({ app, token } = server);
  host = `127.0.0.1:${app.port}`;
});

afterAll(() => server.stop());

const JSON_TYPE = 'application/json';

/** POST /api/ops/:name as the page sends it, each header replaceable (undefined: left out). */
function post(name: string, body: string, headers: Record<string, string | undefined> = {}): Promise<RawAnswer> {
  const all: Record<string, string | undefined> = {
    Host: host,
    Authorization: `Bearer ${token}`,
    'Content-Type': JSON_TYPE,
    ...headers,
  };
  const sent = Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return rawRequest(app.port, { path: `/api/ops/${name}`, method: 'POST', headers: sent, body });
}

const resultOf = (answer: RawAnswer): OperationResult<unknown> => decodeJson(answer.body) as OperationResult<unknown>;

/** What no answer may carry, refused or not. */
function leaksNothing(answer: RawAnswer, what: string): void {
  expect(answer.body, what).not.toContain(token);
  expect(answer.body, what).not.toContain('TOP-SECRET');
  expect(answer.body, what).not.toContain(server.root);
  expect(answer.body, what).not.toMatch(/\n\s+at |Error:/);
  expect(answer.headers['content-security-policy'], what).toBe(CONTENT_SECURITY_POLICY);
}

function refused(answer: RawAnswer, status: number, code: string, what: string): void {
  expect(answer.status, what).toBe(status);
  expect(resultOf(answer), what).toMatchObject({ ok: false, error: { code } });
  leaksNothing(answer, what);
}

describe('Host and Origin', () => {
  it('refuses every other name for this machine, on the page, the operations and the events', async () => {
    for (const name of [
      `evil.example:${app.port}`,
      `127.0.0.1.evil.example:${app.port}`,
      `localhost.evil.example:${app.port}`,
      `127.0.0.1:${app.port + 1}`,
      '127.0.0.1',
      `[::1]:${app.port}`,
      `0.0.0.0:${app.port}`,
    ]) {
      refused(await rawRequest(app.port, { path: '/', headers: { Host: name } }), 403, 'forbidden', `page, ${name}`);
      refused(await post('settings.get', '{}', { Host: name }), 403, 'forbidden', `operation, ${name}`);
      const events = await rawRequest(app.port, { path: `/api/events?token=${token}`, headers: { Host: name } });
      refused(events, 403, 'forbidden', `events, ${name}`);
    }
  });

  it('refuses a page of any other origin, even with the token', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      `http://127.0.0.1:${app.port + 1}`,
      `https://127.0.0.1:${app.port}`,
      `http://localhost:${app.port}.evil.example`,
      `http://127.0.0.1:${app.port}/`,
    ]) {
      refused(await post('members.recent', '{}', { Origin: origin }), 403, 'forbidden', origin);
    }
    expect((await post('settings.get', '{}', { Origin: `http://${host}` })).status).toBe(200);
  });
});

describe('the run token', () => {
  it('is needed for every operation and the events, and never sent back', async () => {
    const almost = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const [what, authorization] of [
      ['none', undefined],
      ['empty', ''],
      ['not a bearer', token],
      ['lower-case scheme', `bearer ${token}`],
      ['one character off', `Bearer ${almost}`],
      ['a prefix', `Bearer ${token.slice(0, 20)}`],
      ['with more after it', `Bearer ${token} x`],
      ['basic', `Basic ${Buffer.from(`user:${token}`).toString('base64')}`],
    ] as const) {
      refused(await post('members.recent', '{}', { Authorization: authorization }), 401, 'unauthorized', what);
    }
    // In the query it counts only for the event stream (EventSource cannot set headers).
    const inQuery = await rawRequest(app.port, {
      path: `/api/ops/members.recent?token=${token}`,
      method: 'POST',
      headers: { Host: host, 'Content-Type': JSON_TYPE },
      body: '{}',
    });
    refused(inQuery, 401, 'unauthorized', 'token in the query');
    for (const query of ['', '?token=', `?token=${almost}`, `?Token=${token}`]) {
      refused(
        await rawRequest(app.port, { path: `/api/events${query}`, headers: { Host: host } }),
        401,
        'unauthorized',
        query,
      );
    }
  });
});

describe('paths', () => {
  it('never serve a file outside the page folder, however the way out is spelled', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/secret.txt%00.js',
      '//secret.txt',
      `/${'../'.repeat(20)}etc/passwd`,
      `/${server.root}/secret.txt`,
    ]) {
      const answer = await rawRequest(app.port, { path: attempt, headers: { Host: host } });
      expect([400, 404], attempt).toContain(answer.status);
      leaksNothing(answer, attempt);
    }
  });

  it('reach no operation outside the table, and no other address under /api', async () => {
    for (const name of ['..%2fsettings.get', 'settings.get%00', '__proto__', 'constructor', 'toString']) {
      refused(await post(name, '{}'), 404, 'unknown-operation', name);
    }
    // The URL parser reads %2e%2e as `..`: the address is /api/, which has nothing.
    refused(await post('%2e%2e', '{}'), 404, 'not-found', '%2e%2e');
    // A request line naming another host, or a path read as one (`//host/…`), reaches nothing.
    for (const target of ['//secret.txt', '//evil.example/api/ops/settings.get', 'http://evil.example/']) {
      refused(await rawRequest(app.port, { path: target, headers: { Host: host } }), 404, 'not-found', target);
    }
    refused(await rawRequest(app.port, { path: '/api/ops', headers: { Host: host } }), 404, 'not-found', '/api/ops');
    const get = await rawRequest(app.port, { path: '/api/ops/settings.get', headers: { Host: host } });
    refused(get, 405, 'method-not-allowed', 'GET of an operation');
  });
});

describe('sizes and content types', () => {
  it('refuse a body over the cap, declared or sent, and headers over Node’s', async () => {
    refused(
      await post('documents.attach', '', { 'Content-Length': String(MAX_BODY_BYTES + 1) }),
      413,
      'too-large',
      'declared',
    );
    refused(await post('documents.attach', 'x'.repeat(MAX_BODY_BYTES + 1)), 413, 'too-large', 'sent');
    const headers = await post('settings.get', '{}', { 'X-Padding': 'x'.repeat(20_000) });
    expect(headers.status).toBe(431);
    expect(headers.body).not.toContain(token);
  });

  it('take operations only as JSON in UTF-8', async () => {
    for (const type of [
      undefined,
      '',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
      'application/json-patch+json',
    ]) {
      refused(await post('settings.get', '{}', { 'Content-Type': type }), 415, 'unsupported-type', String(type));
    }
    for (const type of [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
    ]) {
      expect((await post('settings.get', '{}', { 'Content-Type': type })).status, type).toBe(200);
    }
    refused(await post('settings.get', '{"a":'), 400, 'invalid-input', 'JSON cut short');
  });
});

describe('hostile values', () => {
  it('answer a $bigint of fifteen million digits at once as bad input, and other calls do not wait for it', async () => {
    const digits = '7'.repeat(15_000_000);
    const huge = post('members.lookup', `{"cardNo":{"$bigint":"${digits}"}}`);
    const other = post('lock.status', '{}');
    const [hugeAnswer, otherAnswer] = await Promise.all([huge, other]);
    expect(hugeAnswer.status).toBe(200);
    expect(resultOf(hugeAnswer)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(hugeAnswer.body.length).toBeLessThan(10_000);
    expect(resultOf(otherAnswer)).toMatchObject({ ok: true });
  });

  it('answer text that is not well-formed Unicode as bad input, in every operation that read it as internal', async () => {
    for (const [name, body] of [
      ['members.lookup', '{"cardNo":"CD-\\ud800"}'],
      ['members.photo', '{"cardNo":"CD-\\udfff"}'],
      ['authorizations.enter', '{"authorizationNo":"AUTH-\\ud800"}'],
      ['claims.list', '{"\\ud800":1}'],
    ] as const) {
      const answer = await post(name, body);
      expect(answer.status, name).toBe(200);
      expect(resultOf(answer), name).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      leaksNothing(answer, name);
    }
    // Bytes that are not UTF-8 are read as U+FFFD: well-formed text, checked as any other.
    const bytes = await rawRequest(app.port, {
      path: '/api/ops/members.lookup',
      method: 'POST',
      headers: { Host: host, Authorization: `Bearer ${token}`, 'Content-Type': JSON_TYPE },
      body: Buffer.concat([Buffer.from('{"cardNo":"CD-'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]).toString(
        'latin1',
      ),
    });
    expect(bytes.status).toBe(200);
    expect(resultOf(bytes).ok ? 'ok' : (resultOf(bytes) as { error: { code: string } }).error.code).not.toBe(
      'internal',
    );
  });
});

describe('the lock', () => {
  it('refuses patient data to a caller with the token while the desk is locked', async () => {
    expect(resultOf(await post('members.recent', '{}'))).toMatchObject({ ok: true });
    expect(resultOf(await post('lock.lock', '{}'))).toMatchObject({ ok: true, value: { locked: true } });
    for (const [name, body] of [
      ['members.recent', '{}'],
      ['members.lookup', '{"cardNo":"CD-1000017"}'],
      ['claims.list', '{}'],
      ['settings.update', '{"deskName":"x"}'],
    ] as const) {
      const answer = await post(name, body);
      expect(answer.status, name).toBe(200);
      expect(resultOf(answer), name).toMatchObject({ ok: false, error: { code: 'locked' } });
      expect(answer.body, name).not.toContain('1000017');
    }
    expect(resultOf(await post('lock.unlock', '{"pin":""}'))).toMatchObject({ ok: true, value: { locked: false } });
    expect(resultOf(await post('members.recent', '{}'))).toMatchObject({ ok: true });
  });
});
