/**
 * Recovery from a damaged (or vanished) database file.
 *
 * Invariants: a damaged file is never deleted — it and its -wal/-shm are moved to
 * `<dataDir>/corrupt/`, sealed with the store's key (sealed-file.ts: a damaged file may be
 * one an earlier build left plain, its header too broken to tell) — and it is moved only
 * once a sound backup has been found
 * to replace it, so a desk with no good backup keeps its file and gets an error
 * instead of an empty database. The restored copy is fsynced before it takes the
 * database's name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listBackups, type BackupFile } from './backups';
import { syncDirectory, syncFile } from './fsync';
import { isFileSound } from './integrity';
import { ensurePrivateDir, ensurePrivateFile } from './private-files';
import { SEALED_SUFFIX, sealFile } from './sealed-file';
import type { StoreAccess } from './sqlite';
import type { StoreKey } from './store-key';

export const CORRUPT_DIR = 'corrupt';
const COMPANIONS = ['', '-wal', '-shm'] as const;

/** Seals `from` into `corruptDir` as `name` (moves it, for a plain store); returns where it went. */
function keepDamaged(from: string, corruptDir: string, name: string, sealWith: StoreKey | null): string {
  if (sealWith === null) {
    const to = path.join(corruptDir, name);
    fs.renameSync(from, to);
    return to;
  }
  const to = path.join(corruptDir, name + SEALED_SUFFIX);
  sealFile(from, to, sealWith);
  return to;
}

/** Moves `file` and its -wal/-shm into `corruptDir`, stamped with `now`; returns where they went. */
export function moveAside(file: string, corruptDir: string, now: Date, key: StoreKey | null): string[] {
  ensurePrivateDir(corruptDir);
  const stamp = now.toISOString().replace(/:/g, '-');
  const base = `${path.basename(file, '.sqlite')}-${stamp}.sqlite`;
  const moved: string[] = [];
  for (const suffix of COMPANIONS) {
    const from = file + suffix;
    if (!fs.existsSync(from)) continue;
    moved.push(keepDamaged(from, corruptDir, base + suffix, key));
  }
  syncDirectory(corruptDir);
  syncDirectory(path.dirname(file));
  return moved;
}

/**
 * The newest backup that passes its integrity check. Backups that fail it are moved
 * into `corruptDir` (so they stop counting among the ones kept) and reported.
 */
export function newestSoundBackup(
  backupDir: string,
  corruptDir: string,
  access: StoreAccess,
): { backup?: BackupFile; unsound: string[] } {
  const unsound: string[] = [];
  for (const backup of listBackups(backupDir)) {
    if (isFileSound(backup.file, access)) return { backup, unsound };
    ensurePrivateDir(corruptDir);
    unsound.push(keepDamaged(backup.file, corruptDir, path.basename(backup.file), access.key));
  }
  return { unsound };
}

/** Copies `backup` to `file` (which must not exist), durably. */
export function restoreBackup(backup: BackupFile, file: string): void {
  const staging = `${file}.restoring`;
  fs.copyFileSync(backup.file, staging);
  // A copy takes its source's mode: the database is 0600 whatever the backup's was.
  ensurePrivateFile(staging);
  syncFile(staging);
  fs.renameSync(staging, file);
  syncDirectory(path.dirname(file));
}
