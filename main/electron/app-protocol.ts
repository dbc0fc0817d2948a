/**
 * The page's own scheme: the built renderer is served at app://claimdesk/ through
 * `protocol.handle` instead of file://, so the page's origin is the app alone (the CSP's
 * 'self' means these files, not the whole disk) and file:// needs no extra privileges.
 *
 * The scheme is standard (an origin, relative URLs, storage) and secure (a secure
 * context, which the clipboard needs); not CORS-enabled and not CSP-bypassing, so no
 * other origin can read it and the page's CSP holds. The handler serves only the
 * regular files the build left in the renderer folder (listed once, dot-files left
 * out), looked up by the URL's path as is: a path that names anything else — `..`,
 * encoded dots or slashes, a link, another host or port — matches no file and is
 * refused. Every answer, refusals included, carries the CSP and `nosniff`. The page's HTML may carry the first
 * screen's stand-in, as browser mode serves it.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { CustomScheme } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { withFirstScreen, type FirstScreenHint } from '../../shared/first-screen';
import { CONTENT_TYPES } from '../serve/static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'claimdesk';
/** As Chromium writes the origin of a standard scheme (Node's URL says "null" for schemes it does not know). */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_PAGE_URL = `${APP_ORIGIN}/`;

export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

type AppRequestHandler = (request: Request) => Promise<Response>;

/** The part of Electron's protocol module this module uses. */
export interface ProtocolLike {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
  handle(scheme: string, handler: AppRequestHandler): void;
}

/** Before the app is ready: Chromium learns the scheme's privileges only at start. */
export function registerAppScheme(protocol: Pick<ProtocolLike, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

/**
 * Once the app is ready: answers app://claimdesk/… from `rootDir` (the built renderer), the page's HTML with the
 * first screen's stand-in when `firstScreen` gives a hint that says so (shared/first-screen.ts).
 */
export function serveAppFiles(
  protocol: Pick<ProtocolLike, 'handle'>,
  rootDir: string,
  firstScreen?: () => FirstScreenHint | undefined,
): void {
  protocol.handle(APP_SCHEME, appFileHandler(rootDir, firstScreen));
}

interface ServedFile {
  readonly path: string;
  readonly type: string;
}

/** URL path (`/assets/index-1a2b.js`) → file, for each regular file under `rootDir` of a type browser mode knows. */
function listServedFiles(rootDir: string): ReadonlyMap<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (dir: string, urlPath: string): void => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      const stat = lstatSync(path);
      const type = CONTENT_TYPES[extname(name).toLowerCase()];
      if (stat.isDirectory()) walk(path, `${urlPath}${name}/`);
      else if (stat.isFile() && type !== undefined) files.set(`${urlPath}${name}`, { path, type });
    }
  };
  walk(rootDir, '/');
  return files;
}

const headers = (type: string): Record<string, string> => ({
  'Content-Type': type,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
});

const refusal = (status: 403 | 404 | 405): Response =>
  new Response(null, { status, headers: headers('text/plain; charset=utf-8') });

/** The file a request names, or undefined: our host exactly (no port), a listed path (`/` is the page). */
function fileFor(files: ReadonlyMap<string, ServedFile>, rawUrl: string): ServedFile | undefined {
  // A Request cannot carry a user name or password: its constructor refuses them.
  const url = new URL(rawUrl);
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return undefined;
  return files.get(url.pathname === '/' || url.pathname === '' ? '/index.html' : url.pathname);
}

/**
 * The scheme's handler. A request another origin started is refused: Electron names the
 * initiator when web content made the request, and only the app's own page may.
 */
export function appFileHandler(rootDir: string, firstScreen?: () => FirstScreenHint | undefined): AppRequestHandler {
  const files = listServedFiles(rootDir);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405);
    const { initiatorOrigin } = request as Request & { readonly initiatorOrigin?: string };
    if (initiatorOrigin !== undefined && initiatorOrigin !== APP_ORIGIN) return refusal(403);
    const file = fileFor(files, request.url);
    if (file === undefined) return refusal(404);
    const read = await readFile(file.path).catch(() => null);
    if (read === null) return refusal(404);
    const body =
      firstScreen && file.path === join(rootDir, 'index.html')
        ? Buffer.from(withFirstScreen(read.toString('utf8'), firstScreen()))
        : read;
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: headers(file.type) });
  };
}
