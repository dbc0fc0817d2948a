import { describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNEL, operationChannel, type BridgeEvent } from '../../shared/bridge';
import type { OperationResult } from '../../shared/ops/define';
import { EVENT_NAMES, OPERATION_NAMES, type EventName } from '../../shared/ops/operations';
import type { OperationHost } from '../../main/operations/host-api';
import {
  forwardEvents,
  registerOperations,
  trustedSender,
  type InvokeEventLike,
  type IpcMainLike,
} from '../../main/electron/ipc';
import { isAppUrl, rendererSource } from '../../main/electron/renderer-source';

const APP_URL = 'app://claimdesk/';
const OWN_CONTENTS = 7;
const ANSWER: OperationResult<unknown> = { ok: true, value: { pending: 2 } };

type Listener = Parameters<IpcMainLike['handle']>[1];

function setUp(invoke: OperationHost['invoke'] = () => Promise.resolve(ANSWER)) {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener) };
  const host = { invoke: vi.fn(invoke) };
  registerOperations(
    ipcMain,
    host,
    trustedSender(
      () => OWN_CONTENTS,
      (url) => isAppUrl(rendererSource(undefined), url),
    ),
  );
  const call = (channel: string, event: InvokeEventLike, input: unknown = {}) => {
    const listener = handlers.get(channel);
    if (listener === undefined) throw new Error(`no handler on ${channel}`);
    return listener(event, input);
  };
  return { handlers, host, call };
}

const fromPage = (url = APP_URL, parent: unknown = null, senderId = OWN_CONTENTS): InvokeEventLike => ({
  sender: { id: senderId },
  senderFrame: { url, parent },
});

const FORBIDDEN = { ok: false, error: { code: 'forbidden', message: expect.stringMatching(/refused/) as unknown } };

describe('the operation handlers', () => {
  it('are one per operation of the table, and nothing else', () => {
    const { handlers } = setUp();
    expect([...handlers.keys()].sort()).toEqual(OPERATION_NAMES.map(operationChannel).sort());
  });

  it("pass an allowed operation from the app's own page to the host, raw, and answer its result", async () => {
    const { call, host } = setUp();
    const input = { cardNo: 'CD-1000017' };
    await expect(call(operationChannel('members.lookup'), fromPage(), input)).resolves.toEqual(ANSWER);
    expect(host.invoke).toHaveBeenCalledExactlyOnceWith('members.lookup', input);
  });

  it('answer the failure the host returns, as data', async () => {
    const failure: OperationResult<never> = { ok: false, error: { code: 'invalid-input', message: 'Enter a card' } };
    const { call } = setUp(() => Promise.resolve(failure));
    await expect(call(operationChannel('members.lookup'), fromPage(), {})).resolves.toEqual(failure);
  });

  it('turn a host that throws into an internal error, without its message', async () => {
    const { call } = setUp(() => Promise.reject(new Error('secret detail')));
    const result = await call(operationChannel('sync.now'), fromPage());
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret detail');
  });

  it.each([
    ['a foreign page', fromPage('https://evil.example/')],
    ['a file', fromPage('file:///tmp/evil.html')],
    ['the built page opened from disk', fromPage('file:///app/out/renderer/index.html')],
    ['another host on the app scheme', fromPage('app://evil/')],
    ['a frame inside the page, even one showing an app URL', fromPage(APP_URL, { url: APP_URL })],
    ['another window showing the app URL', fromPage(APP_URL, null, OWN_CONTENTS + 1)],
    ['a frame that is already gone', { sender: { id: OWN_CONTENTS }, senderFrame: null }],
  ])('refuse %s without calling the host', async (_label, event: InvokeEventLike) => {
    const { call, host } = setUp();
    await expect(call(operationChannel('settings.get'), event)).resolves.toEqual(FORBIDDEN);
    expect(host.invoke).not.toHaveBeenCalled();
  });

  it('do not exist for a name outside the table', () => {
    const { handlers } = setUp();
    expect(handlers.has('claimdesk:op:admin.dropDatabase')).toBe(false);
    expect([...handlers.keys()].every((channel) => channel.startsWith('claimdesk:op:'))).toBe(true);
  });
});

describe('events', () => {
  function fakeHost() {
    const listeners = new Map<EventName, (payload: unknown) => void>();
    const stops: EventName[] = [];
    const subscribe = (event: EventName, listener: (payload: never) => void) => {
      listeners.set(event, listener as (payload: unknown) => void);
      return () => void stops.push(event);
    };
    return { host: { subscribe } as Pick<OperationHost, 'subscribe'>, listeners, stops };
  }

  it("are forwarded to the page on the event channel, tagged with the event's name", () => {
    const { host, listeners } = fakeHost();
    const send = vi.fn<(channel: string, message: BridgeEvent) => void>();
    forwardEvents(host, () => ({ isDestroyed: () => false, send }));

    expect([...listeners.keys()].sort()).toEqual([...EVENT_NAMES].sort());
    const progress = { done: 3, total: 10 };
    listeners.get('tariffs.refreshProgress')?.(progress);
    expect(send).toHaveBeenCalledExactlyOnceWith(EVENT_CHANNEL, { name: 'tariffs.refreshProgress', payload: progress });
  });

  it('are dropped while there is no page, and stop when asked', () => {
    const { host, listeners, stops } = fakeHost();
    const send = vi.fn();
    const stop = forwardEvents(host, () => ({ isDestroyed: () => true, send }));

    listeners.get('sync.statusChanged')?.({});
    expect(send).not.toHaveBeenCalled();
    stop();
    expect(stops.sort()).toEqual([...EVENT_NAMES].sort());
  });
});
