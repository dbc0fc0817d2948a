/**
 * The browser mode's bridge, the same shape as the Electron preload's: POST
 * /api/ops/:name with the run token as a bearer, and one shared EventSource on
 * /api/events (EventSource cannot set headers, so the token rides in the query).
 * Bodies use the bigint-safe codec. Main validated what it answers; a body that
 * is not a result at all means the local server is not ClaimDesk's or is gone.
 * The searches a keystroke waits on are sent by a worker when the page can have
 * one (worker-fetch.ts says why).
 */
import type { ClaimdeskBridge } from '../../shared/bridge';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import { hostUnreachable } from './host-unreachable';
import { createWorkerFetch, type FetchRequest, type FetchText } from './worker-fetch';

// Characters, not bytes: 16 Ki of them stay under the 64 KiB cap even at 3 bytes each.
const KEEPALIVE_MAX_CHARS = 16 * 1024;

/**
 * The operations whose request must outlive the page: the claim being written, handed over as the page goes
 * away. Only these go as keepalive requests: browsers cap such requests at 64 KiB in flight in all, so other
 * requests made keepalive at the same time (a search per keystroke) could push the one that matters over it.
 */
const OUTLIVE_THE_PAGE: ReadonlySet<string> = new Set(['claims.stashDraft']);

/** The operations a keystroke waits on, to show their answer in the frame that shows the key. */
const ON_A_KEYSTROKE: ReadonlySet<string> = new Set(['tariffs.search']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function decodeBody(text: string): unknown {
  try {
    return decodeJson(text);
  } catch {
    return undefined;
  }
}

export function createHttpBridge(token: string | null, baseUrl = ''): ClaimdeskBridge {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  let source: EventSource | null = null;

  function openEvents(): void {
    source = new EventSource(`${baseUrl}/api/events?token=${encodeURIComponent(token ?? '')}`);
    source.onmessage = (message: MessageEvent<string>) => {
      const event = decodeBody(message.data);
      if (!isRecord(event) || typeof event.name !== 'string') return;
      for (const listener of listeners.get(event.name) ?? []) listener(event.payload as never);
    };
  }

  const pageFetch = async ({ url, headers, body }: FetchRequest, keepalive = false): Promise<string | undefined> => {
    try {
      const response = await fetch(url, { method: 'POST', headers, body, keepalive });
      return await response.text();
    } catch {
      return undefined;
    }
  };
  const workerFetch: FetchText | undefined = createWorkerFetch(pageFetch);

  async function post(name: string, input: unknown): Promise<OperationResult<unknown>> {
    const request: FetchRequest = {
      url: `${baseUrl}/api/ops/${encodeURIComponent(name)}`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}` },
      body: encodeJson(input ?? {}),
    };
    const text =
      workerFetch && ON_A_KEYSTROKE.has(name)
        ? await workerFetch(request)
        : await pageFetch(request, OUTLIVE_THE_PAGE.has(name) && request.body.length < KEEPALIVE_MAX_CHARS);
    const result = text === undefined ? undefined : decodeBody(text);
    return isRecord(result) && typeof result.ok === 'boolean'
      ? (result as OperationResult<unknown>)
      : hostUnreachable();
  }

  return {
    invoke: (name, input) => post(name, input) as never,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      if (source === null) openEvents();
      return () => {
        set.delete(listener);
      };
    },
  };
}
