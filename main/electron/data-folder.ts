/**
 * Where the desktop app keeps its data. On Windows in the local (non-roaming)
 * application data, %LOCALAPPDATA%\ClaimDesk: a live SQLite file with its WAL and
 * backups must not travel with a roaming profile (copied at log-on and log-off,
 * possibly to another computer while in use). On macOS and Linux Electron's own
 * place is kept (~/Library/Application Support, ~/.config). Placed before anything
 * reads `userData` (Chromium's own files included).
 *
 * Inside it the real desk and the demo each have their folder, so demo data never
 * mixes with real data; the first-run choice, the encrypted token and the window's
 * place sit beside them.
 */
import path from 'node:path';
import type { Settings } from '../desk/settings/service-settings';

/** The part of Electron's app this module uses. */
export interface AppLike {
  getPath(name: 'userData' | 'home'): string;
  setPath(name: 'userData', value: string): void;
}

export const APP_FOLDER = 'ClaimDesk';

/** Sets `userData` where this OS wants it; answers the folder. */
export function placeDataFolder(
  app: AppLike,
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (platform === 'win32') {
    const localAppData = env.LOCALAPPDATA || path.win32.join(app.getPath('home'), 'AppData', 'Local');
    app.setPath('userData', path.win32.join(localAppData, APP_FOLDER));
  }
  return app.getPath('userData');
}

export interface DataFolders {
  /** userData: the choice, the token and the window's place. */
  readonly root: string;
  /** The desk's data when it works with the insurer's service. */
  readonly desk: string;
  /** The demo's data. */
  readonly demo: string;
}

export function dataFolders(root: string): DataFolders {
  return { root, desk: path.join(root, 'desk'), demo: path.join(root, 'demo') };
}

/** The folder of the service these settings start: the demo's for the demo, the desk's for a service. */
export const dataFolderFor = (folders: DataFolders, settings: Settings): string =>
  settings.service === null ? folders.demo : folders.desk;
