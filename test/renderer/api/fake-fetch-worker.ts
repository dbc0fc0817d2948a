/**
 * A stand-in for the fetch worker (renderer/api/fetch-worker.ts), installed as the page's `Worker` in a page
 * made cross-origin isolated: it keeps the requests the page posts, and each test answers them as the worker
 * would, in the shared slot, by message, or both, or fails to start.
 */
import { vi } from 'vitest';
import { writeAnswer } from '../../../renderer/api/answer-slot';
import type { FetchAnswer, FetchWorkerMessage } from '../../../renderer/api/worker-fetch';

type Request = Extract<FetchWorkerMessage, { kind: 'request' }>;

export class FakeFetchWorker {
  static last: FakeFetchWorker | undefined;
  onmessage: ((event: MessageEvent<FetchAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  slot: SharedArrayBuffer | undefined;
  readonly requests: Request[] = [];
  terminated = false;

  constructor(readonly url: URL | string) {
    FakeFetchWorker.last = this;
  }

  postMessage(message: FetchWorkerMessage): void {
    if (message.kind === 'slot') this.slot = message.slot;
    else this.requests.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Puts the answer to request `seq` in the shared slot, as the worker does first. */
  putInSlot(seq: number, text: string): boolean {
    if (this.slot === undefined) throw new Error('the page gave no slot');
    return writeAnswer(this.slot, seq, text);
  }

  /** Posts the answer to request `seq`, as the worker does next. */
  post(seq: number, text: string | undefined): void {
    this.onmessage?.(new MessageEvent('message', { data: { seq, text } }));
  }

  failToStart(): void {
    this.onerror?.(new Event('error'));
  }
}

/** A page that may have a fetch worker: cross-origin isolated, with FakeFetchWorker as its `Worker`. */
export function stubIsolatedPage(): void {
  FakeFetchWorker.last = undefined;
  vi.stubGlobal('crossOriginIsolated', true);
  vi.stubGlobal('Worker', FakeFetchWorker);
}
