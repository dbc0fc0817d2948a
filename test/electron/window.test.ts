import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, type MainWindowOptions, type WindowLike } from '../../main/electron/window';

class FakeWindow implements WindowLike {
  readonly once = vi.fn<(event: 'ready-to-show', listener: () => void) => void>();
  readonly show = vi.fn<() => void>();
  readonly maximize = vi.fn<() => void>();
  readonly loadURL = vi.fn<(url: string) => Promise<void>>(() => Promise.resolve());

  constructor(readonly options: BrowserWindowConstructorOptions) {}

  becomeReady(): void {
    const [event, listener] = this.once.mock.calls[0] ?? [];
    expect(event).toBe('ready-to-show');
    listener?.();
  }
}

const preloadPath = '/app/out/preload/index.js';
const built: MainWindowOptions = {
  preloadPath,
  pageUrl: 'app://claimdesk/',
  placement: { bounds: { x: 40, y: 30, width: 1000, height: 700 }, maximized: false },
};

describe('the main window', () => {
  it('runs its page isolated, sandboxed and without Node', () => {
    const { window } = createMainWindow({ BrowserWindow: FakeWindow }, built);

    expect(window.options.webPreferences).toMatchObject({
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    });
  });

  it('opens where it is placed', () => {
    const { window } = createMainWindow({ BrowserWindow: FakeWindow }, built);
    expect(window.options).toMatchObject({ x: 40, y: 30, width: 1000, height: 700 });
  });

  it("loads the built page from the app's scheme, and shows itself only once it is ready", async () => {
    const { window, loaded } = createMainWindow({ BrowserWindow: FakeWindow }, built);
    await loaded;

    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('app://claimdesk/');
    expect(window.options.show).toBe(false);
    expect(window.show).not.toHaveBeenCalled();

    window.becomeReady();
    expect(window.show).toHaveBeenCalledOnce();
    expect(window.maximize).not.toHaveBeenCalled();
  });

  it('comes back maximized when it was', () => {
    const { window } = createMainWindow(
      { BrowserWindow: FakeWindow },
      { ...built, placement: { ...built.placement, maximized: true } },
    );
    window.becomeReady();
    expect(window.maximize).toHaveBeenCalledOnce();
    expect(window.show).toHaveBeenCalledOnce();
  });

  it("loads the dev server's page when given one", () => {
    const { window } = createMainWindow({ BrowserWindow: FakeWindow }, { ...built, pageUrl: 'http://localhost:5173/' });

    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('http://localhost:5173/');
  });
});
