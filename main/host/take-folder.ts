/**
 * A data folder taken for this ClaimDesk (data-folder-lock.ts), or, when another holds it, the refusal worded for
 * staff. The desk takes the folder of each core it starts (desk-host.ts); browser mode takes its one folder before
 * it listens (browser-mode.ts), so a second browser mode on a folder never prints an address.
 */
import { ensurePrivateDir } from '../store/private-files';
import { lockDataFolder, type FolderLock } from '../core/data-folder-lock';

export type TakenFolder = { ok: true; lock: FolderLock } | { ok: false; message: string };

/**
 * Why this host cannot take the folder, and what staff can do about it. The core's words load only then: browser
 * mode takes its folder before the desk's modules load.
 */
async function folderRefusal(pid: number, dataDir: string, anotherFolder: string | undefined): Promise<string> {
  const { say } = await import('../i18n/words');
  if (pid === 0) return say('host.folderNotLocked', { dataDir });
  const what = say('host.folderInUse', { pid, dataDir });
  const then = anotherFolder ? say('host.folderInUseElsewhere', { flag: anotherFolder }) : say('host.folderInUseClose');
  return `${what} ${then}`;
}

/**
 * `anotherFolder`: how staff may run this host on another folder when this one is in use (browser mode's flag);
 * absent (the desktop app, whose folder is its own), the other ClaimDesk must stop first.
 */
export async function takeDataFolder(dataDir: string, anotherFolder?: string): Promise<TakenFolder> {
  ensurePrivateDir(dataDir);
  const lock = lockDataFolder(dataDir);
  return lock.ok
    ? { ok: true, lock: lock.value }
    : { ok: false, message: await folderRefusal(lock.pid, dataDir, anotherFolder) };
}
