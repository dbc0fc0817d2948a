import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../../shared/bridge';
import type { CoreStatus } from '../../shared/core-status';
import { registerBridge, type InvokeEventLike, type IpcLike } from '../../main/electron/ipc';

const APP_URL = 'file:///app/out/renderer/index.html';
const STATUS: CoreStatus = {
  mode: 'demo',
  serviceUrl: 'http://127.0.0.1:8787',
  checkedAt: '2026-11-22T10:00:00.000Z',
  reachable: true,
  tariffCount: 3,
};

type Listener = Parameters<IpcLike['handle']>[1];

function setUp() {
  const handle = vi.fn<(channel: string, listener: Listener) => void>();
  const status = vi.fn(() => Promise.resolve(STATUS));
  registerBridge({ handle }, (url) => url === APP_URL, status);
  const [channel, listener] = handle.mock.calls[0] ?? [];
  if (listener === undefined) throw new Error('no handler was registered');
  return { channel, listener, status, handle };
}

const from = (url: string, parent: unknown = null): InvokeEventLike => ({ senderFrame: { url, parent } });

describe('the status channel', () => {
  it('is the only channel registered', () => {
    const { channel, handle } = setUp();
    expect(channel).toBe(BRIDGE_CHANNELS.status);
    expect(handle).toHaveBeenCalledOnce();
  });

  it("answers the app's own page with the core's status", async () => {
    const { listener, status } = setUp();
    await expect(listener(from(APP_URL))).resolves.toEqual(STATUS);
    expect(status).toHaveBeenCalledOnce();
  });

  it('refuses a foreign page without asking the core', async () => {
    const { listener, status } = setUp();
    await expect(listener(from('https://evil.example/'))).rejects.toThrow(/not ClaimDesk's own page/);
    expect(status).not.toHaveBeenCalled();
  });

  it('refuses a frame inside the page, even one showing an app URL', async () => {
    const { listener, status } = setUp();
    await expect(listener(from(APP_URL, { url: APP_URL }))).rejects.toThrow(/refused/);
    expect(status).not.toHaveBeenCalled();
  });

  it('refuses a frame that is already gone', async () => {
    const { listener, status } = setUp();
    await expect(listener({ senderFrame: null })).rejects.toThrow(/refused/);
    expect(status).not.toHaveBeenCalled();
  });
});
