/**
 * GET /api/events: server-sent events, one `data:` message per event of the
 * table as `{ name, payload }` in the bigint-safe codec; the sync status at once
 * on connect (so a page that reconnects is current), and a comment line every
 * `heartbeatMs` so proxies and the browser keep the stream open.
 */
import type { ServerResponse } from 'node:http';
import { encodeJson } from '../../shared/ops/codec';
import type { EventName } from '../../shared/ops/operations';
import { EVENT_NAME_LIST } from '../../shared/ops/names';
import type { OperationHost } from '../operations/host-api';

export const HEARTBEAT_MS = 15_000;

const message = (name: EventName, payload: unknown): string => `data: ${encodeJson({ name, payload })}\n\n`;

/** Streams events to `response` until it closes; answers a function that ends it. */
export function streamEvents(host: OperationHost, response: ServerResponse, heartbeatMs: number): () => void {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  response.flushHeaders();
  const send = (text: string): void => {
    if (!response.writableEnded) response.write(text);
  };
  const unsubscribes = EVENT_NAME_LIST.map((name) => host.subscribe(name, (payload) => send(message(name, payload))));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
  void host.invoke('sync.status', {}).then((status) => {
    if (status.ok) send(message('sync.statusChanged', status.value));
  });

  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    response.end();
  };
  response.on('close', end);
  return end;
}
