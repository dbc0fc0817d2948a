/**
 * Where the saved token may go. A page can ask to change the service address and to
 * test a connection; neither may send the saved token anywhere but the address it was
 * saved for, nor follow the service elsewhere. Real core on a real SQLite file, real
 * HTTP on loopback: a "lure" server records every request that reaches it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations/operation-host';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import type { Settings } from '../../main/desk/settings/service-settings';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
}

interface RecordingServer {
  readonly url: string;
  readonly requests: Recorded[];
  close(): Promise<void>;
}

const servers: RecordingServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server on 127.0.0.1 that records each request and answers with `answer` (by default 404). */
async function recordingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(404).end(),
): Promise<RecordingServer> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const running: RecordingServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  servers.push(running);
  return running;
}

const SAVED_TOKEN = 'saved-token-for-the-insurer-1234';

/** A desk whose service is saved (address in the store, token in the token store); the restarts it asked for. */
async function configuredDesk(serviceUrl: string) {
  const restarts: Settings[] = [];
  const tokenStore = createMemoryTokenStore();
  const core = await bed.start({ service: null });
  const host = createOperationHost(core, { tokenStore, restartWithSettings: (next) => restarts.push(next) });
  const saved = await host.invoke('settings.update', { serviceUrl, token: SAVED_TOKEN });
  expect(saved).toMatchObject({ ok: true, value: { serviceUrl, hasToken: true } });
  restarts.length = 0;
  return { host, tokenStore, restarts };
}

describe('changing the service address', () => {
  it('is refused without the token, keeping the saved address and token and asking for no restart', async () => {
    const { host, tokenStore, restarts } = await configuredDesk('https://insurer.example');

    const moved = await host.invoke('settings.update', { serviceUrl: 'https://lure.example' });

    expect(moved).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'A new service address needs its token: enter the token again.',
        fields: [
          {
            field: 'token',
            code: 'settings.tokenAgain',
            params: {},
            message: 'A new service address needs its token: enter the token again.',
          },
        ],
      },
    });
    expect(tokenStore.get()).toBe(SAVED_TOKEN);
    expect(restarts).toEqual([]);
    expect(await opValue(host, 'settings.get', {})).toMatchObject({
      serviceUrl: 'https://insurer.example',
      hasToken: true,
    });
  });

  it('is refused along with other changes, which are not saved either', async () => {
    const { host } = await configuredDesk('https://insurer.example');
    const moved = await host.invoke('settings.update', { serviceUrl: 'https://lure.example', deskName: 'Moved' });
    expect(!moved.ok && moved.error.fields?.map((field) => field.code)).toEqual(['settings.tokenAgain']);
    expect(await opValue(host, 'settings.get', {})).toMatchObject({ deskName: '' });
  });

  it('goes through with the token typed again, and the restart is on the new address with that token', async () => {
    const { host, tokenStore, restarts } = await configuredDesk('https://insurer.example');
    const moved = await opValue(host, 'settings.update', {
      serviceUrl: 'https://other.example',
      token: 'new-token-5678',
    });
    expect(moved).toMatchObject({ serviceUrl: 'https://other.example', hasToken: true, restartNeeded: true });
    expect(tokenStore.get()).toBe('new-token-5678');
    expect(restarts).toEqual([{ service: { url: 'https://other.example', token: 'new-token-5678' } }]);
  });

  it('to the demo (an empty address) drops the saved token', async () => {
    const { host, tokenStore, restarts } = await configuredDesk('https://insurer.example');
    const demo = await opValue(host, 'settings.update', { serviceUrl: null });
    expect(demo).toMatchObject({ serviceUrl: null, hasToken: false, restartNeeded: true });
    expect(tokenStore.get()).toBeNull();
    expect(restarts).toEqual([{ service: null }]);
  });

  it('is no change when the address differs only by a trailing slash or the case of its host', async () => {
    const { host, tokenStore, restarts } = await configuredDesk('https://insurer.example');
    const same = await opValue(host, 'settings.update', { serviceUrl: 'https://INSURER.example/', deskName: 'Front' });
    expect(same).toMatchObject({ serviceUrl: 'https://insurer.example', deskName: 'Front' });
    expect(tokenStore.get()).toBe(SAVED_TOKEN);
    expect(restarts).toEqual([]);
  });

  it.each([
    ['a user name', 'https://insurer.example@lure.example', 'settings.urlHasExtras'],
    ['a query', 'https://insurer.example/?next=https://lure.example', 'settings.urlHasExtras'],
    ['a path that reads as another address', 'https://insurer.example//lure.example/', 'settings.urlPathNotPlain'],
    ['an escaped path', 'https://insurer.example/api%2F..%2F..', 'settings.urlPathNotPlain'],
    ['plain http to another machine', 'http://insurer.example', 'settings.urlNotHttps'],
  ])('with the token is still refused for an address with %s', async (_label, serviceUrl, code) => {
    const { host, tokenStore } = await configuredDesk('https://insurer.example');
    const refused = await host.invoke('settings.update', { serviceUrl, token: 'new-token-5678' });
    expect(!refused.ok && refused.error.fields?.map((field) => field.code)).toEqual([code]);
    expect(tokenStore.get()).toBe(SAVED_TOKEN);
  });

  it('keeps a base path of plain names', async () => {
    const { host } = await configuredDesk('https://insurer.example');
    const based = await opValue(host, 'settings.update', {
      serviceUrl: 'https://insurer.example/api/v2/',
      token: 'tok-123',
    });
    expect(based.serviceUrl).toBe('https://insurer.example/api/v2');
  });
});

describe('testing a connection', () => {
  it("sends the saved token only to the address it was saved for, at the service's own path", async () => {
    const service = await recordingServer();
    const { host } = await configuredDesk(`${service.url}/api`);

    const report = await opValue(host, 'settings.testConnection', { serviceUrl: `${service.url}/api/`, token: '' });

    expect(report).toMatchObject({ reachable: true, tariffCount: 0 });
    expect(service.requests).toEqual([
      { method: 'GET', path: '/api/v1/tariffs', authorization: `Bearer ${SAVED_TOKEN}` },
    ]);
  });

  it('never sends the saved token to a typed address that is not the saved one, however it is dressed', async () => {
    const service = await recordingServer();
    const lure = await recordingServer();
    const { host } = await configuredDesk(service.url);
    const servicePort = new URL(service.url).port;
    const lurePort = new URL(lure.url).port;

    for (const serviceUrl of [
      lure.url,
      `http://127.0.0.1:${servicePort}@127.0.0.1:${lurePort}`,
      `${lure.url}/?service=${encodeURIComponent(service.url)}`,
      `${lure.url}#${service.url}`,
      `${service.url}//127.0.0.1:${lurePort}/`,
      `${service.url}/api`,
    ]) {
      const report = await opValue(host, 'settings.testConnection', { serviceUrl, token: '' });
      expect(report).toEqual({
        reachable: false,
        message: 'Enter the token for this address: the saved token is only sent to the address it was saved with.',
      });
    }
    expect(lure.requests).toEqual([]);
    expect(service.requests).toEqual([]);
  });

  it.each([
    ['a user name', (lure: string) => lure.replace('http://', 'http://staff@'), /user name/],
    ['a query', (lure: string) => `${lure}/?x=1`, /query/],
    ['a path that reads as another address', (lure: string) => `${lure}//insurer.example/`, /path/],
  ])('refuses a typed address with %s before any request', async (_label, dress, words) => {
    const lure = await recordingServer();
    const { host } = await configuredDesk('https://insurer.example');
    const report = await opValue(host, 'settings.testConnection', { serviceUrl: dress(lure.url), token: 'typed-1234' });
    expect(report.reachable).toBe(false);
    expect(report.message).toMatch(words);
    expect(lure.requests).toEqual([]);
  });

  it('refuses plain http to another machine before any request', async () => {
    const { host } = await configuredDesk('https://insurer.example');
    const report = await opValue(host, 'settings.testConnection', {
      serviceUrl: 'http://insurer.example',
      token: 'typed-1234',
    });
    expect(report).toEqual({
      reachable: false,
      message: 'The service address must start with https:// (plain http:// is allowed only for this machine).',
    });
  });

  it.each([301, 302, 307, 308])('does not follow a %i redirect, so the token goes nowhere else', async (status) => {
    const lure = await recordingServer();
    const redirecting = await recordingServer((_request, response) =>
      response.writeHead(status, { location: `${lure.url}/v1/tariffs` }).end(),
    );
    const { host } = await configuredDesk(redirecting.url);

    const saved = await opValue(host, 'settings.testConnection', { serviceUrl: redirecting.url, token: '' });
    const typed = await opValue(host, 'settings.testConnection', { serviceUrl: redirecting.url, token: 'typed-1234' });

    expect(saved.reachable).toBe(false);
    expect(typed.reachable).toBe(false);
    expect(redirecting.requests.map((request) => request.path)).toEqual(['/v1/tariffs', '/v1/tariffs']);
    expect(lure.requests).toEqual([]);
  });
});
