/**
 * The page's fetch worker: an answer is taken from the shared slot as soon as it is there, without waiting for
 * the worker's message; an answer the slot no longer holds, or one too large for it, is taken from the message;
 * a failed request answers nothing; a worker that cannot start leaves the requests to the page's own fetch; and a
 * page that is not cross-origin isolated has no worker at all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_SLOT_BYTES } from '../../../renderer/api/answer-slot';
import { createWorkerFetch, type FetchRequest, type FetchText } from '../../../renderer/api/worker-fetch';
import { FakeFetchWorker, stubIsolatedPage } from './fake-fetch-worker';

const search = (query: string): FetchRequest => ({
  url: '/api/ops/tariffs.search',
  headers: { Authorization: 'Bearer t' },
  body: JSON.stringify({ query }),
});

const noPageFetch: FetchText = () => Promise.reject(new Error('the page fetched'));

function started(pageFetch: FetchText = noPageFetch): { fetchText: FetchText; worker: FakeFetchWorker } {
  stubIsolatedPage();
  const fetchText = createWorkerFetch(pageFetch);
  const worker = FakeFetchWorker.last;
  if (fetchText === undefined || worker === undefined) throw new Error('no fetch worker');
  return { fetchText, worker };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fetch worker', () => {
  it('hands the worker each request with its number, and takes the answer from the shared slot', async () => {
    const { fetchText, worker } = started();
    expect(String(worker.url)).toMatch(/fetch-worker\.ts$/);
    const answer = fetchText(search('para'));
    expect(worker.requests).toEqual([{ kind: 'request', seq: 1, ...search('para') }]);
    worker.putInSlot(1, '{"ok":true,"value":[]}');
    // No message is posted: the slot alone answers.
    expect(await answer).toBe('{"ok":true,"value":[]}');
  });

  it('takes the message for an answer the slot no longer holds or could not hold, and for a failed request', async () => {
    const { fetchText, worker } = started();
    const first = fetchText(search('p'));
    const second = fetchText(search('pa'));
    const third = fetchText(search('par'));
    // The answer to "pa" replaces the answer to "p" before the page looks.
    worker.putInSlot(1, 'answer to p');
    worker.putInSlot(2, 'answer to pa');
    expect(await second).toBe('answer to pa');
    worker.post(1, 'answer to p');
    expect(await first).toBe('answer to p');
    const large = 'x'.repeat(ANSWER_SLOT_BYTES);
    expect(worker.putInSlot(3, large)).toBe(false);
    worker.post(3, large);
    expect(await third).toBe(large);
    const failed = fetchText(search('para'));
    worker.post(4, undefined);
    expect(await failed).toBeUndefined();
  });

  it('answers a request once, whichever way its answer comes first', async () => {
    const { fetchText, worker } = started();
    const answer = fetchText(search('p'));
    worker.post(1, 'by message');
    worker.putInSlot(1, 'by message');
    worker.post(1, 'again');
    expect(await answer).toBe('by message');
  });

  it('leaves what it was given, and every later request, to the page when the worker cannot start', async () => {
    const pageFetch = vi.fn((request: FetchRequest) => Promise.resolve(`page answer to ${request.body}`));
    const { fetchText, worker } = started(pageFetch);
    const waiting = fetchText(search('p'));
    worker.failToStart();
    expect(worker.terminated).toBe(true);
    expect(await waiting).toBe('page answer to {"query":"p"}');
    expect(await fetchText(search('pa'))).toBe('page answer to {"query":"pa"}');
    expect(worker.requests).toHaveLength(1);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  it('is not there in a page that is not cross-origin isolated', () => {
    vi.stubGlobal('Worker', FakeFetchWorker);
    vi.stubGlobal('crossOriginIsolated', false);
    expect(createWorkerFetch(noPageFetch)).toBeUndefined();
  });
});
