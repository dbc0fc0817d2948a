/**
 * Least privilege on disk: everything ClaimDesk keeps is its user's alone, whatever
 * the umask it was started under. Its folders are 0700 and its files 0600, set when
 * they are made (an explicit mode, then a chmod, since a mode given at creation is
 * cut by the umask and ignored for a file that already exists) and repaired at every
 * start (`keepPrivate`: a folder left 0755/0644 by an earlier build or a loose umask).
 *
 * SQLite makes a database's -wal, -shm and -journal itself, with the database file's
 * own mode (os_unix.c copies it), so the store creates the database file 0600 before
 * SQLite opens it, and the companions follow: no process-wide umask to change
 * around an open (the umask is shared with every thread, the checkpointer's worker too).
 *
 * POSIX modes only: on Windows chmod only sets the read-only flag, and what keeps the
 * folder private is the user profile's ACLs (%LOCALAPPDATA% is readable by its user,
 * SYSTEM and administrators only), so these functions leave modes alone there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { syncDirectory, syncFile } from './fsync';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Group and others: what `keepPrivate` takes away. */
const SHARED_BITS = 0o077;

const posix = process.platform !== 'win32';

const chmod = (target: string, mode: number): void => {
  if (posix) fs.chmodSync(target, mode);
};

/** Makes `dir` (and any missing parent) 0700. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmod(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty when missing (its content untouched otherwise) and makes it 0600: for a file a library then opens. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  chmod(file, PRIVATE_FILE_MODE);
}

/** Writes `file` whole, 0600. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  fs.writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  chmod(file, PRIVATE_FILE_MODE);
}

/** Writes `file` whole or not at all (a temporary file, fsynced, renamed into place), 0600: a key file, a recovery file. */
export function replacePrivateFile(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.tmp`;
  writePrivateFile(temporary, data);
  syncFile(temporary);
  fs.renameSync(temporary, file);
  syncDirectory(path.dirname(file));
}

/** Takes group and other access away from `target` and, for a folder, from everything in it. Links and sockets stay as they are. */
function repair(target: string): void {
  try {
    const stat = fs.lstatSync(target);
    if (!stat.isDirectory() && !stat.isFile()) return;
    if ((stat.mode & SHARED_BITS) !== 0) chmod(target, stat.mode & 0o777 & ~SHARED_BITS);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) repair(path.join(target, name));
  } catch (error) {
    // Gone while we walked (a file another part of the app removed): nothing to repair.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Makes `dir` 0700 (creating it) and repairs everything in it: folders end 0700, files 0600. */
export function keepPrivate(dir: string): void {
  ensurePrivateDir(dir);
  if (posix) repair(dir);
}
