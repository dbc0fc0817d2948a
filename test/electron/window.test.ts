import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, type WindowLike } from '../../main/electron/window';

class FakeWindow implements WindowLike {
  readonly once = vi.fn<(event: 'ready-to-show', listener: () => void) => void>();
  readonly show = vi.fn<() => void>();
  readonly loadFile = vi.fn<(path: string) => Promise<void>>(() => Promise.resolve());
  readonly loadURL = vi.fn<(url: string) => Promise<void>>(() => Promise.resolve());

  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

const preloadPath = '/app/out/preload/index.js';

describe('the main window', () => {
  it('runs its page isolated, sandboxed and without Node', () => {
    const { window } = createMainWindow(
      { BrowserWindow: FakeWindow },
      { preloadPath, source: { kind: 'file', path: '/app/out/renderer/index.html' } },
    );

    expect(window.options.webPreferences).toMatchObject({
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
    });
  });

  it('loads the built page from disk, and shows itself only once it is ready', async () => {
    const { window, loaded } = createMainWindow(
      { BrowserWindow: FakeWindow },
      { preloadPath, source: { kind: 'file', path: '/app/out/renderer/index.html' } },
    );
    await loaded;

    expect(window.loadFile).toHaveBeenCalledWith('/app/out/renderer/index.html');
    expect(window.loadURL).not.toHaveBeenCalled();
    expect(window.options.show).toBe(false);
    expect(window.show).not.toHaveBeenCalled();

    const [event, listener] = window.once.mock.calls[0] ?? [];
    expect(event).toBe('ready-to-show');
    listener?.();
    expect(window.show).toHaveBeenCalledOnce();
  });

  it("loads the dev server's page when given one", () => {
    const { window } = createMainWindow(
      { BrowserWindow: FakeWindow },
      { preloadPath, source: { kind: 'url', url: 'http://localhost:5173/' } },
    );

    expect(window.loadURL).toHaveBeenCalledWith('http://localhost:5173/');
    expect(window.loadFile).not.toHaveBeenCalled();
  });
});
