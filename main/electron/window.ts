/** The one application window, sandboxed and isolated, shown once its page has painted. */
import type { BrowserWindowConstructorOptions } from 'electron';
import type { RendererSource } from './renderer-source';
import { WINDOW_MIN, type WindowPlacement } from './window-state';

/** The part of Electron's BrowserWindow this module uses. */
export interface WindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  maximize(): void;
  loadFile(path: string): Promise<void>;
  loadURL(url: string): Promise<void>;
}

export interface WindowApi<W extends WindowLike> {
  readonly BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
}

export interface MainWindowOptions {
  readonly preloadPath: string;
  readonly source: RendererSource;
  readonly placement: WindowPlacement;
}

export function createMainWindow<W extends WindowLike>(
  electron: WindowApi<W>,
  { preloadPath, source, placement }: MainWindowOptions,
): { readonly window: W; readonly loaded: Promise<void> } {
  const window = new electron.BrowserWindow({
    ...placement.bounds,
    minWidth: WINDOW_MIN.width,
    minHeight: WINDOW_MIN.height,
    show: false,
    title: 'ClaimDesk',
    webPreferences: {
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
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    window.show();
  });
  const loaded = source.kind === 'url' ? window.loadURL(source.url) : window.loadFile(source.path);
  return { window, loaded };
}
