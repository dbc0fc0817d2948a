/** Raw HTTP against the browser mode's server, for what fetch would tidy away (paths, Host, Origin). */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startBrowserMode, type BrowserMode, type BrowserModeOptions } from '../../main/serve/browser-mode';
import { tempDir } from '../support/sync-world';

export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export function rawRequest(
  port: number,
  options: { path: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Reads server-sent `data:` messages and comment lines from a stream as they arrive. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next block (message or comment), waiting for it. */
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return block;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the event stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** A browser mode over a small page folder, with a secret file beside it that no answer may serve. */
export interface PageServer {
  readonly root: string;
  readonly app: BrowserMode;
  readonly token: string;
  readonly stop: () => Promise<void>;
}

export async function startPageServer(options: Partial<BrowserModeOptions> = {}): Promise<PageServer> {
  const root = tempDir();
  const staticDir = path.join(root, 'renderer');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ClaimDesk</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'export {};');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
  const started = await startBrowserMode({
    port: 0,
    dataDir: path.join(root, 'data'),
    staticDir,
    settings: { service: null },
    ...options,
  });
  if (!started.ok) throw new Error(started.message);
  const app = started.value;
  return {
    root,
    app,
    token: new URL(app.url).hash.replace('#token=', ''),
    stop: async () => {
      await app.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
