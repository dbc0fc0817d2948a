import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEY, EVENT_CHANNEL, operationChannel, type ClaimdeskBridge } from '../../shared/bridge';
import { createBridge, type IpcRendererLike } from '../../preload/bridge';

type IpcListener = (event: unknown, message: unknown) => void;

function fakeIpc() {
  const listeners = new Set<IpcListener>();
  const ipc = {
    invoke: vi.fn<IpcRendererLike['invoke']>(() => Promise.resolve({ ok: true, value: 'from main' })),
    on: vi.fn((_channel: string, listener: IpcListener) => listeners.add(listener)),
    removeListener: vi.fn((_channel: string, listener: IpcListener) => listeners.delete(listener)),
  };
  const emit = (message: unknown) => {
    for (const listener of listeners) listener({ sender: 'the ipcRenderer' }, message);
  };
  return { ipc, listeners, emit };
}

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn<(key: string, api: unknown) => void>(),
  ipcRenderer: { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn(), send: vi.fn(), sendSync: vi.fn() },
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: electron.ipcRenderer,
}));

describe('the preload', () => {
  beforeEach(() => {
    vi.resetModules();
    electron.exposeInMainWorld.mockClear();
  });

  it('exposes one object, window.claimdesk, with exactly invoke and on', async () => {
    await import('../../preload/index');
    expect(electron.exposeInMainWorld).toHaveBeenCalledOnce();
    const [key, api] = electron.exposeInMainWorld.mock.calls[0] ?? [];
    expect(key).toBe(BRIDGE_KEY);
    expect(Object.keys(api as object).sort()).toEqual(['invoke', 'on']);
    expect(Object.values(api as object).every((value) => typeof value === 'function')).toBe(true);
    expect(Object.values(api as object)).not.toContain(electron.ipcRenderer);
  });
});

describe('invoke', () => {
  it("sends an operation on its own channel and answers main's result", async () => {
    const { ipc } = fakeIpc();
    const bridge = createBridge(ipc);
    await expect(bridge.invoke('members.lookup', { cardNo: 'CD-1000017' })).resolves.toEqual({
      ok: true,
      value: 'from main',
    });
    expect(ipc.invoke).toHaveBeenCalledExactlyOnceWith(operationChannel('members.lookup'), { cardNo: 'CD-1000017' });
  });

  it.each(['admin.dropDatabase', 'constructor', '__proto__', 42])('refuses %s without any IPC', async (name) => {
    const { ipc } = fakeIpc();
    const bridge = createBridge(ipc) as unknown as { invoke(name: unknown, input: unknown): Promise<unknown> };
    await expect(bridge.invoke(name, {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'unknown-operation' },
    });
    expect(ipc.invoke).not.toHaveBeenCalled();
  });
});

describe('on', () => {
  it('hands the listener only the payload of its own event, never the IPC event', () => {
    const { ipc, emit } = fakeIpc();
    const listener = vi.fn();
    createBridge(ipc).on('sync.statusChanged', listener);

    emit({ name: 'tariffs.refreshProgress', payload: { done: 1 } });
    emit({ name: 'sync.statusChanged', payload: { state: 'syncing' } });
    emit('not an event');

    expect(ipc.on).toHaveBeenCalledWith(EVENT_CHANNEL, expect.any(Function));
    expect(listener.mock.calls).toEqual([[{ state: 'syncing' }]]);
  });

  it('answers a function that stops listening', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const listener = vi.fn();
    const unsubscribe = createBridge(ipc).on('app.openSettings', listener);

    unsubscribe();
    emit({ name: 'app.openSettings', payload: {} });

    expect(listener).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('refuses an event outside the table', () => {
    const { ipc } = fakeIpc();
    const bridge: ClaimdeskBridge = createBridge(ipc);
    expect(() => (bridge.on as (event: string, listener: () => void) => unknown)('ipc.anything', vi.fn())).toThrow(
      /no event named/,
    );
    expect(ipc.on).not.toHaveBeenCalled();
  });
});
