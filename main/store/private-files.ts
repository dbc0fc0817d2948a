/**
 * Least privilege on disk: everything ClaimDesk keeps is its user's alone, whatever
 * the umask it was started under. Its folders are 0700 and its files 0600, set when
 * they are made (an explicit mode, then a chmod, since a mode given at creation is
 * cut by the umask and ignored for a file that already exists) and repaired at every
 * start (`keepPrivate`: a folder left 0755/0644 by an earlier build or a loose umask).
 *
 * A machine-wide desk (main/desk/machine) is its group's instead: the modes follow the
 * folder. In a folder with the set-group-id bit (the machine folder, 2770, made so by the
 * .deb's postinst), what ClaimDesk makes is 2770 (folders) and 0660 (files), the group
 * inherited from the folder, so that every member of the group opens, writes and erases
 * it, and others get nothing. Any file written through these functions follows, whoever
 * in the desk writes it.
 *
 * SQLite makes a database's -wal, -shm and -journal itself, with the database file's
 * own mode (os_unix.c copies it), so the store creates the database file first (0600,
 * or 0660 in a machine folder) before SQLite opens it, and the companions follow: no
 * process-wide umask to change around an open (the umask is shared with every thread).
 *
 * POSIX modes only: on Windows chmod only sets the read-only flag, and what keeps the
 * folder private is its ACLs (%LOCALAPPDATA% is readable by its user, SYSTEM and
 * administrators only; the machine folder's are set by the installer and checked at
 * start, main/desk/machine/machine-folder.ts), so these functions leave modes alone there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { syncDirectory, syncFile } from './fsync';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
export const SHARED_DIR_MODE = 0o2770;
export const SHARED_FILE_MODE = 0o660;
const SETGID = 0o2000;

const posix = process.platform !== 'win32';

const chmod = (target: string, mode: number): void => {
  if (posix) fs.chmodSync(target, mode);
};

/** Whether `dir` is shared with its group (set-group-id, as the machine folder is); false when it is missing. */
export function isSharedFolder(dir: string): boolean {
  if (!posix) return false;
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  return stat !== undefined && stat.isDirectory() && (stat.mode & SETGID) !== 0;
}

/** The mode of a file made in `dir`: 0660 in a shared folder, 0600 otherwise. */
export const fileModeIn = (dir: string): number => (isSharedFolder(dir) ? SHARED_FILE_MODE : PRIVATE_FILE_MODE);

/** The nearest folder at or above `dir` that exists: the one a new folder's mode follows. */
function nearestExisting(dir: string): string {
  let at = path.resolve(dir);
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/** Makes `dir` (and any missing parent) 0700, or 2770 below a shared folder. */
export function ensurePrivateDir(dir: string): void {
  const existing = nearestExisting(dir);
  const shared = isSharedFolder(existing);
  const mode = shared ? SHARED_DIR_MODE : PRIVATE_DIR_MODE;
  fs.mkdirSync(dir, { recursive: true, mode });
  // Each folder made here, not only the last: mkdir's mode is cut by the umask.
  for (let at = path.resolve(dir); at !== existing && at !== path.dirname(at); at = path.dirname(at))
    chmodIfOwned(at, mode);
  chmodIfOwned(dir, mode);
}

/** A chmod by someone else than the owner fails (another member of a machine desk's group made it): left as it is. */
function chmodIfOwned(target: string, mode: number): void {
  try {
    chmod(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Creates `file` empty when missing (its content untouched otherwise) and gives it its folder's mode: for a file a library then opens. */
export function ensurePrivateFile(file: string): void {
  const mode = fileModeIn(path.dirname(file));
  fs.closeSync(fs.openSync(file, 'a', mode));
  chmodIfOwned(file, mode);
}

/** Writes `file` whole, with its folder's mode (0600, or 0660 in a shared folder). */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  const mode = fileModeIn(path.dirname(file));
  fs.writeFileSync(file, data, { mode });
  chmodIfOwned(file, mode);
}

/** Writes `file` whole or not at all (a temporary file, fsynced, renamed into place), with its folder's mode: a key file, a recovery file. */
export function replacePrivateFile(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.tmp`;
  writePrivateFile(temporary, data);
  syncFile(temporary);
  fs.renameSync(temporary, file);
  syncDirectory(path.dirname(file));
}

/** The mode `repair` leaves: others' access taken away, and in a private folder the group's too. */
function repairedMode(stat: fs.Stats, shared: boolean): number {
  if (!shared) return stat.mode & 0o777 & ~0o077;
  return stat.isDirectory() ? SHARED_DIR_MODE : (stat.mode & 0o770) | SHARED_FILE_MODE;
}

/** Takes other access away from `target` (and group access, unless shared) and, for a folder, from everything in it. Links and sockets stay as they are. */
function repair(target: string, shared: boolean): void {
  try {
    const stat = fs.lstatSync(target);
    if (!stat.isDirectory() && !stat.isFile()) return;
    const mode = repairedMode(stat, shared);
    if ((stat.mode & 0o7777) !== mode) chmodIfOwned(target, mode);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) repair(path.join(target, name), shared);
  } catch (error) {
    // Gone while we walked (a file another part of the app removed): nothing to repair.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Makes `dir` 0700 (creating it) and repairs everything in it: folders end 0700, files 0600 (2770 and 0660 in a shared folder). */
export function keepPrivate(dir: string): void {
  ensurePrivateDir(dir);
  if (posix) repair(dir, isSharedFolder(dir));
}
