/**
 * The app's scheme over a real folder laid out like the renderer build, with a secret
 * beside it (and a link to it inside) that no URL may reach.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGE_URL, registerAppScheme, serveAppFiles, type ProtocolLike } from '../../main/electron/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { withFirstScreen, type FirstScreenHint } from '../../shared/first-screen';
import { tempDir } from '../support/sync-world';

const SECRET = 'secret-that-must-stay-on-disk';
const PAGE = '<!doctype html><html lang="en"><title>ClaimDesk</title><div id="root"></div></html>';

let folder: string;
let root: string;

beforeAll(() => {
  folder = tempDir();
  root = join(folder, 'renderer');
  const files: Record<string, string> = {
    'index.html': PAGE,
    'assets/index-EEWSB-oC.js': 'export const ok = 1;',
    'assets/index-DOSGYLEM.css': 'body { margin: 0 }',
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/catalogue.json': '{}',
    'assets/font.woff2': 'wOF2',
    'assets/notes.xyz': 'a kind of file the build does not make',
    '.vite/manifest.json': '{"index.html":{}}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  writeFileSync(join(folder, 'secret.txt'), SECRET);
  symlinkSync(join(folder, 'secret.txt'), join(root, 'assets', 'linked.js'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Electron's protocol module as far as the app's scheme uses it. */
function fakeProtocol() {
  const privileged: Parameters<ProtocolLike['registerSchemesAsPrivileged']>[0] = [];
  const handlers = new Map<string, Parameters<ProtocolLike['handle']>[1]>();
  const protocol: ProtocolLike = {
    registerSchemesAsPrivileged: (schemes) => void privileged.push(...schemes),
    handle: (scheme, handler) => void handlers.set(scheme, handler),
  };
  return { protocol, privileged, handlers };
}

/** Serves the folder as the app does and sends one request, as Electron would hand it over. */
async function fetchApp(
  url: string,
  init: RequestInit & { initiatorOrigin?: string } = {},
  firstScreen?: () => FirstScreenHint | undefined,
) {
  const { protocol, handlers } = fakeProtocol();
  serveAppFiles(protocol, root, firstScreen);
  const handler = handlers.get('app') ?? expect.fail('no handler for app:');
  const { initiatorOrigin, ...requestInit } = init;
  const request = new Request(url, requestInit);
  if (initiatorOrigin !== undefined) Object.assign(request, { initiatorOrigin });
  const response = await handler(request);
  return { response, body: await response.text() };
}

describe('the app scheme', () => {
  it('is registered standard and secure, and no more: not CORS-enabled, not past the CSP, no service workers', () => {
    const { protocol, privileged } = fakeProtocol();
    registerAppScheme(protocol);
    expect(privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the built page at app://claimdesk/, with the CSP', async () => {
    expect(APP_PAGE_URL).toBe('app://claimdesk/');
    for (const url of [
      'app://claimdesk/',
      'app://claimdesk',
      'app://claimdesk/index.html',
      'app://claimdesk/#/claims',
    ]) {
      const { response, body } = await fetchApp(url);
      expect(response.status).toBe(200);
      expect(body).toBe(PAGE);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves the page with the first screen’s stand-in when the desk’s hint says so, and nothing else changed', async () => {
    const words = {
      appName: 'ClaimDesk',
      heading: 'Ziara',
      form: 'Tafuta',
      label: 'Nambari ya kadi',
      hint: 'Skani',
      submit: 'Tafuta',
    };
    const hint: FirstScreenHint = { language: 'sw', cardLookup: true, words };
    const page = await fetchApp('app://claimdesk/', {}, () => hint);
    expect(page.body).toBe(withFirstScreen(PAGE, hint));
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).toContain('<label for="first-screen-card">Nambari ya kadi</label>');
    expect(page.response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await fetchApp('app://claimdesk/assets/index-EEWSB-oC.js', {}, () => hint)).body).toBe(
      'export const ok = 1;',
    );
    expect((await fetchApp('app://claimdesk/', {}, () => ({ ...hint, cardLookup: false }))).body).toBe(PAGE);
    expect((await fetchApp('app://claimdesk/', {}, () => undefined)).body).toBe(PAGE);
  });

  it.each([
    ['assets/index-EEWSB-oC.js', 'text/javascript; charset=utf-8'],
    ['assets/index-DOSGYLEM.css', 'text/css; charset=utf-8'],
    ['assets/logo.svg', 'image/svg+xml'],
    ['assets/catalogue.json', 'application/json; charset=utf-8'],
    ['assets/font.woff2', 'font/woff2'],
  ])('serves %s as %s', async (name, type) => {
    const { response } = await fetchApp(`app://claimdesk/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers HEAD without a body, and refuses any other method', async () => {
    const head = await fetchApp('app://claimdesk/', { method: 'HEAD' });
    expect([head.response.status, head.body]).toEqual([200, '']);
    const post = await fetchApp('app://claimdesk/', { method: 'POST', body: 'x' });
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    'app://claimdesk/../secret.txt',
    'app://claimdesk/assets/../../secret.txt',
    'app://claimdesk/%2e%2e/secret.txt',
    'app://claimdesk/assets/%2E%2E/%2e%2e/secret.txt',
    'app://claimdesk/..%2fsecret.txt',
    'app://claimdesk/assets%2f..%2f..%2fsecret.txt',
    'app://claimdesk/%2e%2e%2fsecret.txt',
    'app://claimdesk/..%5csecret.txt',
    'app://claimdesk/assets\\..\\..\\secret.txt',
    'app://claimdesk/assets/%2e%2e%5c%2e%2e%5csecret.txt',
    'app://claimdesk/%00/../secret.txt',
    'app://claimdesk/assets/linked.js',
  ])('refuses a way out of the folder: %s', async (url) => {
    const { response, body } = await fetchApp(url);
    expect(response.status).toBe(404);
    expect(body).not.toContain(SECRET);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses an absolute path to the secret', async () => {
    const { response, body } = await fetchApp(`app://claimdesk/${join(folder, 'secret.txt')}`);
    expect(response.status).toBe(404);
    expect(body).not.toContain(SECRET);
  });

  it.each([
    ['a hidden file of the build', 'app://claimdesk/.vite/manifest.json'],
    ['a kind of file the build does not make', 'app://claimdesk/assets/notes.xyz'],
    ['a folder', 'app://claimdesk/assets/'],
    ['a file that is not there', 'app://claimdesk/assets/missing.js'],
    ['a name in another case', 'app://claimdesk/INDEX.HTML'],
    ['another host', 'app://evil/index.html'],
    ['a host that only starts like ours', 'app://claimdesk.evil/index.html'],
    ['a port', 'app://claimdesk:8080/index.html'],
  ])('refuses %s', async (_label, url) => {
    const { response } = await fetchApp(url);
    expect(response.status).toBe(404);
  });

  it('refuses a request another origin started, and serves the page its own', async () => {
    for (const initiatorOrigin of ['https://evil.example', 'null', 'app://evil', 'http://localhost:5173']) {
      const { response, body } = await fetchApp('app://claimdesk/assets/index-EEWSB-oC.js', { initiatorOrigin });
      expect(response.status).toBe(403);
      expect(body).toBe('');
    }
    const own = await fetchApp('app://claimdesk/assets/index-EEWSB-oC.js', { initiatorOrigin: 'app://claimdesk' });
    expect(own.response.status).toBe(200);
  });

  it('answers "not found" for a listed file that has gone since', async () => {
    const { protocol, handlers } = fakeProtocol();
    serveAppFiles(protocol, root);
    rmSync(join(root, 'assets', 'font.woff2'));
    const response = await handlers.get('app')?.(new Request('app://claimdesk/assets/font.woff2'));
    expect(response?.status).toBe(404);
  });
});
