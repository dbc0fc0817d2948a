// @vitest-environment jsdom
/**
 * The page's browser-mode bridge: it sends the run token, carries Money as
 * bigint, answers `host-unreachable` when the local server is gone, and hands
 * events to the listeners of their name. In a cross-origin isolated page the
 * tariff search goes by the fetch worker, everything else by the page's fetch.
 * The run token moves from the address bar's fragment into sessionStorage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpBridge } from '../../../renderer/api/http-bridge';
import { takeRunToken } from '../../../renderer/api/run-token';
import { encodeJson } from '../../../shared/ops/codec';
import { FakeFetchWorker, stubIsolatedPage } from './fake-fetch-worker';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  push(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: encodeJson(data) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the browser-mode bridge', () => {
  it('posts the input with the run token and decodes Money as bigint', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(encodeJson({ ok: true, value: { amount: 450_150n } }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const bridge = createHttpBridge('run-token-1');
    const result = await bridge.invoke('claims.get', { id: 'c-1' });
    expect(result).toEqual({ ok: true, value: { amount: 450_150n } });
    expect(fetchMock).toHaveBeenCalledWith('/api/ops/claims.get', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer run-token-1' },
      body: '{"id":"c-1"}',
      // An ordinary operation goes the fast way.
      keepalive: false,
    });
    // The claim being written outlives the page (handed over as it goes away)...
    await bridge.invoke('claims.stashDraft', { complaint: 'Fever' } as never);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/ops/claims.stashDraft',
      expect.objectContaining({ keepalive: true }),
    );
    // ...unless it is too large for what browsers let outlive a page (64 KiB in all).
    await bridge.invoke('claims.stashDraft', { complaint: 'A'.repeat(20_000) } as never);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/ops/claims.stashDraft',
      expect.objectContaining({ keepalive: false }),
    );
  });

  it('passes the server’s refusals through and answers host-unreachable when it is gone', async () => {
    const refusal = { ok: false, error: { code: 'unauthorized', message: 'Open the address ClaimDesk printed.' } };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(encodeJson(refusal), { status: 401 })));
    expect(await createHttpBridge('old').invoke('sync.status', {})).toEqual(refusal);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const gone = await createHttpBridge('t').invoke('sync.status', {});
    expect(gone).toMatchObject({ ok: false, error: { code: 'host-unreachable' } });

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>proxy error</html>', { status: 502 })));
    expect(await createHttpBridge('t').invoke('sync.status', {})).toMatchObject({
      error: { code: 'host-unreachable' },
    });
  });

  it('sends the tariff search by the fetch worker in an isolated page, and other operations by fetch', async () => {
    stubIsolatedPage();
    const fetchMock = vi.fn(() => Promise.resolve(new Response(encodeJson({ ok: true, value: null }))));
    vi.stubGlobal('fetch', fetchMock);
    const bridge = createHttpBridge('run-token-2');
    const worker = FakeFetchWorker.last;
    const searched = bridge.invoke('tariffs.search', { query: 'para', limit: 10 });
    expect(worker?.requests).toEqual([
      {
        kind: 'request',
        seq: 1,
        url: '/api/ops/tariffs.search',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer run-token-2' },
        body: '{"query":"para","limit":10}',
      },
    ]);
    worker?.putInSlot(1, encodeJson({ ok: true, value: [{ id: 'TRF-1', price: 1250n }] }));
    expect(await searched).toEqual({ ok: true, value: [{ id: 'TRF-1', price: 1250n }] });
    // A search the worker could not send: the server is gone.
    const gone = bridge.invoke('tariffs.search', { query: 'x' });
    worker?.post(2, undefined);
    expect(await gone).toMatchObject({ ok: false, error: { code: 'host-unreachable' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await bridge.invoke('claims.stashedDraft', {})).toEqual({ ok: true, value: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(worker?.requests).toHaveLength(2);
  });

  it('opens one event stream with the token and delivers each event to its listeners only', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const bridge = createHttpBridge('tok en');
    const progress: unknown[] = [];
    const statuses: unknown[] = [];
    const stop = bridge.on('tariffs.refreshProgress', (p) => progress.push(p));
    bridge.on('sync.statusChanged', (s) => statuses.push(s));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/events?token=tok%20en');
    source?.push({ name: 'tariffs.refreshProgress', payload: { phase: 'saving', done: 1, total: 2 } });
    stop();
    source?.push({ name: 'tariffs.refreshProgress', payload: { phase: 'done', done: 2, total: 2 } });
    expect(progress).toEqual([{ phase: 'saving', done: 1, total: 2 }]);
    expect(statuses).toEqual([]);
  });
});

describe('takeRunToken', () => {
  it('takes the token from the fragment, keeps it for reloads and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/#token=abc123');
    expect(takeRunToken()).toBe('abc123');
    expect(window.location.hash).toBe('');
    expect(takeRunToken()).toBe('abc123');
  });
});
