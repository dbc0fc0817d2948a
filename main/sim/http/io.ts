/** Reading request bodies under a size limit, and writing JSON answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export type BodyRead = { readonly tooLarge: false; readonly text: string } | { readonly tooLarge: true };

/**
 * Reads the whole body. Past the limit the rest is drained and discarded (not
 * kept), so the client can finish sending and still read the 413.
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(size > limit ? { tooLarge: true } : { tooLarge: false, text: Buffer.concat(chunks).toString('utf8') }),
    );
    req.on('error', reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  if (res.writableEnded || res.destroyed) return;
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
    ...headers,
  });
  res.end(bytes);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
