/**
 * The browser mode's HTTP server, on 127.0.0.1 only:
 *   GET  /, /assets/…      the built page (no token: the page must load to read it from the fragment)
 *   POST /api/ops/:name    body and answer in the bigint-safe codec, sent as `Content-Type: application/json`
 *                          (a cross-site page cannot send that without asking first); `Authorization: Bearer <run token>`
 *   GET  /api/events       server-sent events; `?token=<run token>` (EventSource cannot set headers)
 * Every request must come from this machine by name (Host) and, if it says, from
 * this page (Origin). Every answer carries the page's Content-Security-Policy, and
 * the headers that make the page cross-origin isolated (it embeds nothing from
 * elsewhere), which it needs for the shared memory its type-ahead searches are
 * answered through (renderer/api/worker-fetch.ts).
 * Operation failures are answers (200 with `ok: false`); only a request the
 * server refuses gets another status, with a result body the page can show.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import type { OperationName } from '../../shared/ops/operations';
import type { OperationHost } from '../operations/host-api';
import { OPERATION_NAME_LIST } from '../../shared/ops/names';
import { bearerOf, isLocalRequest, newRunToken, tokenMatches } from './access';
import { HEARTBEAT_MS, streamEvents } from './event-stream';
import type { PageSignals } from './desk-start-gate';
import { REFUSALS, refusedToken } from './refusals';
import { staticFiles } from './static-files';
import { withFirstScreen, type FirstScreenHint } from '../../shared/first-screen';

/** Documents are up to 10 MiB, and base64 in JSON makes them a third larger. */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

export interface ServeOptions {
  readonly host: OperationHost;
  /** The built page's folder (out/renderer). */
  readonly staticDir: string;
  /** 0: a free port. */
  readonly port: number;
  /** The run's access token; a new random one when absent. */
  readonly token?: string;
  readonly heartbeatMs?: number;
  /** Told when the page asks for a file, when each file has been sent, and when it calls (browser mode's desk start waits on them). */
  readonly signals?: PageSignals;
  /** The first screen's hint, read as the page's HTML is asked for (shared/first-screen.ts); none: the HTML as built. */
  readonly firstScreen?: () => FirstScreenHint | undefined;
}

export interface RunningServer {
  readonly port: number;
  readonly token: string;
  /** The address to open: the page reads the token from the fragment. */
  readonly url: string;
  close(): Promise<void>;
}

/** The page's HTML, as the page asks for it. */
const isPageHtml = (urlPath: string): boolean => urlPath === '/' || urlPath === '/index.html';

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

type Reply = [status: number, body: OperationResult<unknown>];

// From the plain list, not the operation table: the server listens before the desk's modules load (browser-mode.ts).
const OPERATIONS: ReadonlySet<string> = new Set(OPERATION_NAME_LIST);
const isOperationName = (name: string): name is OperationName => OPERATIONS.has(name);

/** Answers; a refused upload's unread rest is dropped with the connection once the answer is out. */
function send(response: ServerResponse, status: number, body: OperationResult<unknown>): void {
  const text = encodeJson(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...(status === 413 && { Connection: 'close' }),
  });
  response.end(text, () => {
    if (status === 413) response.req.destroy();
  });
}

/** `application/json`, with a charset if any (UTF-8: the body is read as UTF-8). */
function isJson(request: IncomingMessage): boolean {
  const [type = '', ...parameters] = (request.headers['content-type'] ?? '').split(';').map((part) => part.trim());
  if (type.toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => /^charset="?utf-8"?$/i.test(parameter));
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read; see `send`). */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  const token = options.token ?? newRunToken();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const streams = new Set<() => void>();
  const readFile = staticFiles(options.staticDir);
  let port = options.port;
  const servedPage = (html: Buffer): Buffer =>
    options.firstScreen ? Buffer.from(withFirstScreen(html.toString('utf8'), options.firstScreen())) : html;

  async function operation(request: IncomingMessage, name: string): Promise<Reply> {
    if (request.method !== 'POST') return [405, await REFUSALS.method()];
    if (!tokenMatches(token, bearerOf(request))) return [401, await refusedToken(bearerOf(request))];
    if (!isOperationName(name)) return [404, await REFUSALS.unknown()];
    if (!isJson(request)) return [415, await REFUSALS.notJson()];
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return [413, await REFUSALS.tooLarge()];
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === null) return [413, await REFUSALS.tooLarge()];
    let input: unknown;
    try {
      input = body.trim() === '' ? {} : decodeJson(body);
    } catch {
      return [400, await REFUSALS.malformed()];
    }
    return [200, await options.host.invoke(name, input)];
  }

  /** Streams, or answers why not. */
  async function events(request: IncomingMessage, response: ServerResponse, url: URL): Promise<Reply | null> {
    if (request.method !== 'GET') return [405, await REFUSALS.method()];
    if (!tokenMatches(token, url.searchParams.get('token')))
      return [401, await refusedToken(url.searchParams.get('token'))];
    const end = streamEvents(options.host, response, heartbeatMs);
    streams.add(end);
    response.on('close', () => streams.delete(end));
    return null;
  }

  /** Sends the file, or answers why not. */
  async function page(request: IncomingMessage, response: ServerResponse, url: URL): Promise<Reply | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return [405, await REFUSALS.method()];
    options.signals?.asked();
    const file = await readFile(url.pathname);
    if (file.kind === 'not-built') return [503, await REFUSALS.notBuilt()];
    if (file.kind === 'not-found') return [404, await REFUSALS.notFound()];
    const content = isPageHtml(url.pathname) ? servedPage(file.content) : file.content;
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': content.length,
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else response.end(content, () => options.signals?.sent(url.pathname));
    return null;
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<Reply | null> {
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(header, value);
    if (!isLocalRequest(request, port)) return [403, await REFUSALS.foreign()];
    // Only a path: a target naming a host (`http://…`, or `//…`, which URL reads as one) reaches nothing.
    const target = request.url ?? '/';
    if (!target.startsWith('/') || target.startsWith('//')) return [404, await REFUSALS.notFound()];
    const url = new URL(target, `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/api/')) options.signals?.called();
    const op = /^\/api\/ops\/([^/]+)$/.exec(url.pathname);
    if (op?.[1] !== undefined) return operation(request, op[1]);
    if (url.pathname === '/api/events') return events(request, response, url);
    if (url.pathname.startsWith('/api/')) return [404, await REFUSALS.notFound()];
    return page(request, response, url);
  }

  const server = http.createServer((request, response) => {
    route(request, response).then(
      (reply) => {
        if (reply) send(response, ...reply);
      },
      () => {
        if (response.headersSent) response.destroy();
        else
          REFUSALS.internal().then(
            (body) => send(response, 500, body),
            () => response.destroy(),
          );
      },
    );
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        port,
        token,
        url: `http://127.0.0.1:${port}/#token=${token}`,
        close: () =>
          new Promise<void>((done) => {
            for (const end of streams) end();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
