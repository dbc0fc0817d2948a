/** The one application window, sandboxed and isolated, shown once its page has painted. */
import type { BrowserWindowConstructorOptions } from 'electron';
import type { RendererSource } from './renderer-source';

/** The part of Electron's BrowserWindow this module uses. */
export interface WindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  loadFile(path: string): Promise<void>;
  loadURL(url: string): Promise<void>;
}

export interface WindowApi<W extends WindowLike> {
  readonly BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
}

export interface MainWindowOptions {
  readonly preloadPath: string;
  readonly source: RendererSource;
}

export function createMainWindow<W extends WindowLike>(
  electron: WindowApi<W>,
  { preloadPath, source }: MainWindowOptions,
): { readonly window: W; readonly loaded: Promise<void> } {
  const window = new electron.BrowserWindow({
    width: 1100,
    height: 760,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'ClaimDesk',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  const loaded = source.kind === 'url' ? window.loadURL(source.url) : window.loadFile(source.path);
  return { window, loaded };
}
