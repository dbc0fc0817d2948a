/**
 * POSTs sent by a worker, for the answers a keystroke waits on. After a key, Chromium holds back nearly all of
 * the page's own tasks, its network answers among them, until it has produced the frame that shows the key (its
 * scheduler's "defer renderer tasks after input"). An answer the server gives in 3 ms is then read only after that
 * frame, and shown in the next: two frames per key, about 30 ms. A worker is not held back: it puts the answer in
 * shared memory (answer-slot.ts), and the page, waiting on it with Atomics.waitAsync (whose wake-up Chromium does
 * not hold back), reads it at once and can show it in the frame that shows the key.
 *
 * The worker posts every answer too; the page takes that copy when the slot held another answer by the time it
 * looked, or the answer did not fit. Shared memory needs a cross-origin isolated page (the browser mode's server
 * sends the headers for it); without one, or without Atomics.waitAsync, there is no worker fetch and the page
 * fetches as usual. If the worker cannot start, what it was given is fetched by the page.
 */
import { ANSWER_SLOT_BYTES, answeredSeq, canWaitForAnswers, readAnswer, slotChanged } from './answer-slot';

export interface FetchRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** POSTs a request; answers the response's text, or undefined when there was none (the server is gone). */
export type FetchText = (request: FetchRequest) => Promise<string | undefined>;

/** What the page posts to the worker: the shared slot once, then each request with its number. */
export type FetchWorkerMessage =
  | { readonly kind: 'slot'; readonly slot: SharedArrayBuffer }
  | ({ readonly kind: 'request'; readonly seq: number } & FetchRequest);

/** What the worker posts back for each request. */
export interface FetchAnswer {
  readonly seq: number;
  readonly text: string | undefined;
}

interface Pending {
  readonly request: FetchRequest;
  readonly resolve: (text: string | undefined) => void;
}

/** A FetchText whose requests a worker sends, or undefined when this page cannot have one. */
export function createWorkerFetch(pageFetch: FetchText): FetchText | undefined {
  if (!globalThis.crossOriginIsolated || typeof Worker !== 'function' || !canWaitForAnswers()) return undefined;
  const slot = new SharedArrayBuffer(ANSWER_SLOT_BYTES);
  const worker = new Worker(new URL('./fetch-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let lastSeq = 0;
  let waiting = false;
  let broken = false;

  const settle = (seq: number, text: string | undefined): void => {
    const entry = pending.get(seq);
    pending.delete(seq);
    entry?.resolve(text);
  };

  /** Takes answers from the slot while requests wait, then waits for the next one to be put there. */
  const watchSlot = (): void => {
    while (!waiting && pending.size > 0) {
      const seen = answeredSeq(slot);
      const text = pending.has(seen) ? readAnswer(slot, seen) : undefined;
      if (text !== undefined) {
        settle(seen, text);
        continue;
      }
      waiting = true;
      void slotChanged(slot, seen).then(() => {
        waiting = false;
        watchSlot();
      });
    }
  };

  worker.onmessage = ({ data }: MessageEvent<FetchAnswer>) => settle(data.seq, data.text);
  worker.onerror = () => {
    broken = true;
    worker.terminate();
    for (const [seq, { request }] of pending) void pageFetch(request).then((text) => settle(seq, text));
  };
  worker.postMessage({ kind: 'slot', slot } satisfies FetchWorkerMessage);

  return (request) => {
    if (broken) return pageFetch(request);
    const seq = ++lastSeq;
    const answer = new Promise<string | undefined>((resolve) => pending.set(seq, { request, resolve }));
    worker.postMessage({ kind: 'request', seq, ...request } satisfies FetchWorkerMessage);
    watchSlot();
    return answer;
  };
}
