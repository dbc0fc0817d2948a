/**
 * The browser mode in-process, in demo mode on a temp data folder, with a small
 * built page of its own: the page and its policy, the access token, the local
 * origin, the operation round trip with Money intact, and the event stream.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserMode } from '../../main/serve/browser-mode';
import type { OperationHost } from '../../main/operations/host-api';
import { MAX_BODY_BYTES, startServer } from '../../main/serve/server';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import { rawRequest, sseReader, startPageServer, type PageServer } from './serve-client';

let server: PageServer;
let app: BrowserMode;
let token: string;
let base: string;

beforeAll(async () => {
  server = await startPageServer({ heartbeatMs: 50 });
  ({ app, token } = server);
  base = `http://127.0.0.1:${app.port}`;
});

afterAll(() => server.stop());

async function op(
  name: string,
  input: unknown,
  bearer = token,
): Promise<{ status: number; result: OperationResult<unknown> }> {
  const response = await fetch(`${base}/api/ops/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
    body: encodeJson(input),
  });
  return { status: response.status, result: decodeJson(await response.text()) as OperationResult<unknown> };
}

describe('the page', () => {
  it("is served with the desktop window's Content-Security-Policy and the right content types", async () => {
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{43}$/);
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await index.text()).toContain('<title>ClaimDesk</title>');
    const script = await fetch(`${base}/assets/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('is cross-origin isolated, the page and its scripts alike (its fetch worker needs shared memory)', async () => {
    for (const file of ['/', '/assets/app.js']) {
      const response = await fetch(`${base}${file}`);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    }
  });

  it('reads each file once for the run, and finds a file added after it was looked for', async () => {
    const page = path.join(server.root, 'renderer');
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('export {};');
    fs.writeFileSync(path.join(page, 'assets', 'app.js'), 'export const changed = true;');
    // The build does not change under a running server: what it read, it serves.
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('export {};');
    expect((await fetch(`${base}/assets/late.js`)).status).toBe(404);
    fs.writeFileSync(path.join(page, 'assets', 'late.js'), 'export const late = true;');
    expect(await (await fetch(`${base}/assets/late.js`)).text()).toBe('export const late = true;');
  });

  it('never serves a file outside its folder', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const answer = await rawRequest(app.port, { path: attempt, headers: { Host: `127.0.0.1:${app.port}` } });
      expect(answer.status, attempt).toBe(404);
      expect(answer.body).not.toContain('TOP-SECRET');
    }
  });
});

describe('who may call', () => {
  it('refuses operations and events without this run’s token', async () => {
    const none = await fetch(`${base}/api/ops/settings.get`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    const wrong = await op('settings.get', {}, 'x'.repeat(43));
    expect(wrong).toMatchObject({ status: 401, result: { ok: false, error: { code: 'unauthorized' } } });
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    expect((await fetch(`${base}/api/events?token=${'y'.repeat(43)}`)).status).toBe(401);
  });

  it('tells a tab without a token how to open the desk, and a stale token that its page is from an earlier run', async () => {
    const messageOf = async (answer: Response) =>
      ((await answer.json()) as { error: { message: string } }).error.message;
    const howToOpen = /opened without ClaimDesk’s key\. Open the whole address "npm run serve" printed .*#token=/;
    const asked = (authorization?: string) =>
      fetch(`${base}/api/ops/settings.get`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization !== undefined && { Authorization: authorization }),
        },
        body: '{}',
      });
    // The page's bridge sends "Bearer " and "?token=" when it has no token.
    for (const answer of [await asked(), await asked('Bearer '), await fetch(`${base}/api/events?token=`)]) {
      expect(answer.status).toBe(401);
      expect(await messageOf(answer)).toMatch(howToOpen);
    }
    for (const answer of [
      await asked(`Bearer ${'x'.repeat(43)}`),
      await fetch(`${base}/api/events?token=${'y'.repeat(43)}`),
    ]) {
      expect(await messageOf(answer)).toMatch(/This page is from an earlier run of ClaimDesk/);
    }
  });

  it('refuses a foreign Host (DNS rebinding) or a foreign Origin', async () => {
    const rebound = await rawRequest(app.port, { path: '/', headers: { Host: `evil.example:${app.port}` } });
    expect(rebound.status).toBe(403);
    const crossSite = await rawRequest(app.port, {
      path: '/api/ops/settings.get',
      method: 'POST',
      headers: { Host: `localhost:${app.port}`, Origin: 'https://evil.example', Authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    const local = await rawRequest(app.port, {
      path: '/api/ops/settings.get',
      method: 'POST',
      headers: {
        Host: `localhost:${app.port}`,
        Origin: `http://localhost:${app.port}`,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(local.status).toBe(200);
  });
});

describe('operations over HTTP', () => {
  it('round-trips an operation and says the demo is a demo', async () => {
    const settings = await op('settings.get', {});
    expect(settings).toMatchObject({ status: 200, result: { ok: true, value: { mode: 'demo', hasToken: false } } });
    const member = await op('members.lookup', { cardNo: 'CD-1000017' });
    expect(member.result).toMatchObject({ ok: true, value: { cardNo: 'CD-1000017', source: 'service' } });
    const invalid = await op('members.lookup', { cardNo: '' });
    expect(invalid).toMatchObject({ status: 200, result: { ok: false, error: { code: 'invalid-input' } } });
  });

  it('keeps Money exact through the codec', async () => {
    const line = { tariffId: 'TRF-001-000001', name: 'ORS sachet', type: 'medication', quantity: 3, price: '15.0050' };
    const saved = await op('claims.save', { lines: [line] });
    if (!saved.result.ok) expect.fail(saved.result.error.message);
    expect((saved.result.value as { amount: unknown }).amount).toBe(450_150n);
  });

  it('answers 404 for an unknown operation, 413 over the size cap and 400 for a body that is not JSON', async () => {
    expect((await op('members.delete', {})).status).toBe(404);
    const headers = {
      Host: `127.0.0.1:${app.port}`,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    };
    const path = '/api/ops/documents.attach';
    const declared = await rawRequest(app.port, {
      path,
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(MAX_BODY_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
    const streamed = await rawRequest(app.port, {
      path,
      method: 'POST',
      headers,
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(streamed).toMatchObject({ status: 413, body: expect.stringContaining('too-large') as string });
    const garbled = await fetch(`${base}/api/ops/settings.get`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(garbled.status).toBe(400);
  });
});

describe('events', () => {
  it('sends the sync status on connect, heartbeats, and a status change after sync.now', async () => {
    const response = await fetch(`${base}/api/events?token=${token}`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    if (!response.body) expect.fail('no event stream');
    const stream = sseReader(response.body);
    const messages: { name: string; payload: unknown }[] = [];
    let heartbeats = 0;
    const read = async (until: () => boolean): Promise<void> => {
      while (!until()) {
        const block = await stream.next();
        if (block.startsWith(':')) heartbeats += 1;
        else messages.push(decodeJson(block.replace(/^data: /, '')) as { name: string; payload: unknown });
      }
    };
    // Other events (a tariff refresh's progress, while the core's first refresh runs) may come between.
    const statuses = () => messages.filter((m) => m.name === 'sync.statusChanged');
    await read(() => statuses().length >= 1);
    expect(statuses()[0]).toMatchObject({ payload: { phase: expect.any(String) as string } });

    const synced = await op('sync.now', {});
    expect(synced.result.ok).toBe(true);
    await read(() => statuses().length >= 2 && heartbeats >= 1);
    await stream.cancel();
  });
});

describe('what the server tells the desk start (browser mode waits for the page: main/serve/desk-start-gate.ts)', () => {
  it('tells each page request, each file sent whole, and each call, and nothing for what it did not send', async () => {
    const told: string[] = [];
    const host: OperationHost = { invoke: () => Promise.resolve({ ok: true, value: null }), subscribe: () => () => {} };
    const running = await startServer({
      host,
      staticDir: path.join(server.root, 'renderer'),
      port: 0,
      signals: {
        asked: () => told.push('asked'),
        sent: (urlPath) => told.push(`sent ${urlPath}`),
        called: () => told.push('called'),
      },
    });
    try {
      const at = `http://127.0.0.1:${running.port}`;
      await (await fetch(`${at}/`)).text();
      await (await fetch(`${at}/assets/app.js`)).text();
      await (await fetch(`${at}/assets/missing.js`)).text();
      await fetch(`${at}/assets/app.js`, { method: 'HEAD' });
      await (await fetch(`${at}/api/ops/settings.get`, { method: 'POST', body: '{}' })).text();
      // A file's "sent" may come just after its answer was read: the order within a request is not asserted.
      expect(told.toSorted()).toEqual(['asked', 'asked', 'asked', 'asked', 'called', 'sent /', 'sent /assets/app.js']);
    } finally {
      await running.close();
    }
  });
});
