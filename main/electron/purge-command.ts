/**
 * `ClaimDesk --purge [--discard-unsent]`: the desk decommissioned from the command line, silently, without a window
 * (docs/it-guide.md, "Uninstall and decommission"). The app runs it before anything else (no log, no store opened
 * for work) and exits with the code main/desk/purge.ts says; the outcome is also written to stdout and to
 * claimdesk-purge.txt in the temporary folder, since a Windows program without a console prints nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PURGE_EXIT, purgeDesk, type PurgeOutcome } from '../desk/purge';
import type { KeySource } from '../store/store-key';
import { dataFolders } from './data-folder';
import type { DeskPlace } from './desk-place';

export const PURGE_SWITCH = '--purge';
export const DISCARD_UNSENT_SWITCH = '--discard-unsent';
export const PURGE_REPORT = 'claimdesk-purge.txt';
/** electron-updater's download cache: `updaterCacheDirName` in app-update.yml, the package's name + "-updater". */
export const UPDATER_CACHE = 'claimdesk-updater';

export const purgeRequested = (argv: readonly string[]): boolean => argv.includes(PURGE_SWITCH);

/** Where electron-updater keeps downloaded updates for this account (its own rule, per OS). */
export function updateCacheFor(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): string {
  if (platform === 'win32') {
    return path.win32.join(env.LOCALAPPDATA || path.win32.join(home, 'AppData', 'Local'), UPDATER_CACHE);
  }
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', UPDATER_CACHE);
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), UPDATER_CACHE);
}

export interface PurgeCommandDeps {
  readonly argv: readonly string[];
  /** Where the desk is (desk-place.ts); a refusal to place it is a refusal to purge. */
  readonly place: { ok: true; value: DeskPlace } | { ok: false; message: string };
  /** The account's own application data (Electron's userData: Chromium's files, the window's place). */
  readonly userData: string;
  readonly updateCache: string;
  readonly keys: KeySource;
  readonly nativeBinding?: string;
  readonly tempDir: string;
  readonly print: (line: string) => void;
}

/** Runs the purge the switches ask for; answers the exit code. */
export function runPurgeCommand(deps: PurgeCommandDeps): number {
  const unknown = deps.argv.filter(
    (arg) => arg.startsWith('--') && arg !== PURGE_SWITCH && arg !== DISCARD_UNSENT_SWITCH,
  );
  let result: PurgeOutcome;
  if (!deps.place.ok) {
    result = { code: PURGE_EXIT.failed, message: `Nothing was erased: ${deps.place.message}`, left: [] };
  } else {
    const { root, scope } = deps.place.value;
    const folders = dataFolders(root);
    result = purgeDesk({
      root,
      dataFolders: [folders.desk, folders.demo],
      // The account's own folder goes too when the desk is the machine's (Chromium's files, the window's place).
      alsoRemove: scope === 'machine' ? [deps.updateCache, deps.userData] : [deps.updateCache],
      // The machine folder is the installer's: emptied here, removed by the uninstaller (its ACL or group with it).
      keepRoot: scope === 'machine',
      keys: deps.keys,
      ...(deps.nativeBinding !== undefined && { nativeBinding: deps.nativeBinding }),
      discardUnsent: deps.argv.includes(DISCARD_UNSENT_SWITCH),
    });
  }
  const lines = [
    `ClaimDesk --purge: exit code ${result.code}`,
    ...(unknown.length > 0 ? [`Switches not known (ignored): ${unknown.join(' ')}`] : []),
    result.message,
  ];
  for (const line of lines) deps.print(line);
  try {
    fs.writeFileSync(path.join(deps.tempDir, PURGE_REPORT), `${lines.join('\n')}\n`);
  } catch {
    // The exit code still says it.
  }
  return result.code;
}
