/**
 * Automatic backups of the database, in `<dataDir>/backups/`.
 *
 * Invariants:
 * - A file named `claimdesk-<UTC time>-v<schema>.sqlite` is a complete, verified
 *   backup, encrypted with the store's key: it is written under a `.partial` name by
 *   `VACUUM INTO` on a worker thread (a consistent snapshot even while the WAL holds
 *   commits; backup-copy.ts), as a self-contained rollback-journal file, checked with
 *   quick_check, fsynced, and only then renamed into place.
 * - Older backups are pruned (the newest KEEP_BACKUPS stay) only after the new one
 *   has passed its check; a failed backup prunes nothing.
 * - Each backup carries, beside it as `<name>.sqlite.recovery`, the recovery envelope current
 *   when it was taken (recovery/envelope.ts), so the recovery key opens it on another PC;
 *   pruned with its backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyDatabase } from './backup-copy';
import { schemaVersion, type Db } from './database';
import { syncDirectory, syncFile } from './fsync';
import { ensurePrivateDir, ensurePrivateFile } from './private-files';
import { copyEnvelopeBeside, RECOVERY_SUFFIX, recoveryFileFor } from './recovery/envelope';
import type { StoreAccess } from './sqlite';

export const KEEP_BACKUPS = 7;
export const BACKUP_DIR = 'backups';

const BACKUP_NAME = /^claimdesk-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z)-v(\d+)\.sqlite$/;
const PARTIAL_SUFFIX = '.partial';

export interface BackupFile {
  readonly file: string;
  /** When the backup was taken (ISO UTC). */
  readonly takenAt: string;
  readonly schemaVersion: number;
}

/** `2026-11-22T11:05:17.123Z` ⇄ `2026-11-22T11-05-17.123Z`: a file name on every OS, sorting by time. */
const stampOf = (instant: Date): string => instant.toISOString().replace(/:/g, '-');
const instantOf = (stamp: string): string => stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3');

function backupFileName(takenAt: Date, version: number): string {
  return `claimdesk-${stampOf(takenAt)}-v${version}.sqlite`;
}

/** The complete backups in `backupDir`, newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  if (!fs.statSync(backupDir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return backupsAmong(backupDir, fs.readdirSync(backupDir));
}

/** The complete backups among `names` (a listing of `backupDir`, read however the caller reads), newest first. */
export function backupsAmong(backupDir: string, names: readonly string[]): BackupFile[] {
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    backups.push({ file: path.join(backupDir, name), takenAt: instantOf(match[1]), schemaVersion: Number(match[2]) });
  }
  return backups.sort((a, b) => (a.takenAt === b.takenAt ? 0 : a.takenAt < b.takenAt ? 1 : -1));
}

/** True when no backup was taken on `now`'s UTC calendar day. */
export function isDailyBackupDue(backupDir: string, now: Date): boolean {
  const newest = listBackups(backupDir)[0];
  return newest === undefined || newest.takenAt.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** A name not yet taken: with a fixed or coarse clock two backups may share an instant. */
function freeName(backupDir: string, takenAt: Date, version: number): { file: string; instant: Date } {
  let instant = takenAt;
  while (fs.existsSync(path.join(backupDir, backupFileName(instant, version)))) {
    instant = new Date(instant.getTime() + 1);
  }
  return { file: path.join(backupDir, backupFileName(instant, version)), instant };
}

/** An envelope whose backup is not kept, or a copy of one cut short. */
const isEnvelopeLeftover = (file: string, kept: ReadonlySet<string>): boolean =>
  (file.endsWith(RECOVERY_SUFFIX) && !kept.has(file)) || file.endsWith(`${RECOVERY_SUFFIX}.tmp`);

/**
 * Deletes all but the newest `keep` backups with their envelopes, leftovers of interrupted ones and envelopes
 * whose backup is gone; returns what it deleted.
 */
function pruneBackups(backupDir: string, keep = KEEP_BACKUPS): string[] {
  const backups = listBackups(backupDir);
  const stale = backups.slice(keep).map((backup) => backup.file);
  const kept = new Set(backups.slice(0, keep).map((backup) => recoveryFileFor(backup.file)));
  const leftovers = fs
    .readdirSync(backupDir)
    .map((name) => path.join(backupDir, name))
    .filter((file) => file.endsWith(PARTIAL_SUFFIX) || isEnvelopeLeftover(file, kept));
  for (const file of [...stale, ...leftovers]) fs.rmSync(file, { force: true });
  return [...stale, ...leftovers];
}

interface BackupOptions {
  readonly now: () => Date;
  /** As the store's own connection: the copy is keyed (encrypted) with the same key. */
  readonly access: StoreAccess;
  readonly keep?: number;
}

/**
 * Backs `db` up into `backupDir`, verifies the copy, then prunes older backups.
 * Rejects (leaving every earlier backup in place) when the copy cannot be made or fails its check.
 */
export async function backupDatabase(db: Db, backupDir: string, options: BackupOptions): Promise<BackupFile> {
  ensurePrivateDir(backupDir);
  const version = schemaVersion(db);
  const { file, instant } = freeName(backupDir, options.now(), version);
  const partial = file + PARTIAL_SUFFIX;
  try {
    // 0600 before SQLite writes it: the copy and its -journal keep this mode. The folder is 0700 meanwhile.
    ensurePrivateFile(partial);
    const problems = await copyDatabase(db.name, partial, options.access);
    if (problems.length > 0) throw new Error(`the backup copy failed its integrity check: ${problems.join('; ')}`);
    syncFile(partial);
    copyEnvelopeBeside(path.dirname(backupDir), file);
    fs.renameSync(partial, file);
    syncDirectory(backupDir);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  pruneBackups(backupDir, options.keep);
  return { file, takenAt: instant.toISOString(), schemaVersion: version };
}
