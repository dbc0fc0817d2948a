/**
 * Copies of the backups in the folder IT chose (`backup.folder`, a setting or the policy file's), so that a dead
 * disk does not take the backups with it: every `backup.everyHours` the newest verified backup of this computer
 * (a fresh one is taken first when the newest is older than that) is copied into `<IT folder>/<desk folder>/`
 * (offsite-copy.ts: written under a `.partial` name, flushed, compared, renamed), with its `.recovery` sibling
 * when there is one; the newest KEEP_OFFSITE copies stay there, older ones go only after a good copy.
 *
 * The desk folder is the desk's name and a stable id (offsite-state.ts), so many desks share one folder. The IT
 * folder itself is never created: a share that is not connected must not turn into a local folder of that name.
 * A failure (share missing, unwritable, full, a copy that reads back wrong) is kept in the store by its reason,
 * reported for the log, and tried again at the next check; while copies are stale (no good one for more than twice
 * the interval, or none yet in this folder) staff are told, once per interval. One copy at a time, never awaited
 * by anything staff do.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isOffsiteStale, type OffsiteBackupStatus } from '../../shared/domain/offsite-backup';
import { listBackups, type BackupFile } from './backups';
import type { Db } from './database';
import { copyBackupTo, OffsiteCopyError, pruneCopies, reasonOf } from './offsite-copy';
import { deskFolderName, offsiteState, recordOffsiteFailure, recordOffsiteSuccess } from './offsite-state';
import { readSetting } from './settings-store';

/** How many copies stay in the desk's folder: two weeks of daily copies. */
export const KEEP_OFFSITE = 14;
/** How often the timer checks whether a copy is due (and tries again after a failure). */
export const OFFSITE_CHECK_INTERVAL_MS = 15 * 60 * 1000;
const HOUR_MS = 3_600_000;

export interface OffsiteBackupDeps {
  readonly db: Db;
  /** This computer's backups (backups.ts). */
  readonly backupDir: string;
  readonly now: () => Date;
  /** Takes a fresh verified backup on this computer (backups.ts backupDatabase, with the store's key). */
  readonly takeBackup: () => Promise<BackupFile>;
  readonly keep?: number;
  /** A copy failed (its reason is in the error; the cause, for the log, may hold paths). */
  readonly onFailure: (error: OffsiteCopyError) => void;
  /** Copies are stale: staff are told (at most once per interval). */
  readonly onStale: () => void;
}

export type OffsiteOutcome =
  | { readonly kind: 'off' }
  | { readonly kind: 'not-due' }
  | { readonly kind: 'copied'; readonly files: readonly string[]; readonly into: string }
  | { readonly kind: 'failed'; readonly error: OffsiteCopyError };

/** The status Settings shows, for the folder in force now. */
export function offsiteStatus(db: Db, now: Date): OffsiteBackupStatus {
  const { folder, everyHours } = readSetting(db, 'backup');
  const state = offsiteState(db, folder, now);
  return {
    folder,
    deskFolder: deskFolderName(readSetting(db, 'deskName'), state.deskId),
    everyHours,
    lastSuccessAt: state.lastSuccessAt,
    lastFailure: state.lastFailure,
    stale: isOffsiteStale(folder, state.lastSuccessAt, everyHours, now),
  };
}

/** This desk's folder inside the IT folder, made when missing; the IT folder itself must be there. */
export async function deskFolderIn(folder: string, deskFolder: string): Promise<string> {
  const root = await fs.stat(folder).catch((error: unknown) => {
    throw new OffsiteCopyError(reasonOf(error), `the IT folder ${folder} cannot be reached`, { cause: error });
  });
  if (!root.isDirectory()) throw new OffsiteCopyError('not-writable', `the IT folder ${folder} is not a folder`);
  const dir = path.join(folder, deskFolder);
  try {
    await fs.mkdir(dir);
  } catch (error) {
    const isFolder = await fs.stat(dir).then(
      (stat) => stat.isDirectory(),
      () => false,
    );
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !isFolder) {
      throw new OffsiteCopyError(reasonOf(error), `the desk's folder ${dir} cannot be made`, { cause: error });
    }
  }
  return dir;
}

/** The newest backup of this computer, a fresh one when the newest is older than the interval (or there is none). */
async function backupToCopy(deps: OffsiteBackupDeps, everyHours: number): Promise<BackupFile> {
  const newest = listBackups(deps.backupDir)[0];
  if (newest && deps.now().getTime() - Date.parse(newest.takenAt) < everyHours * HOUR_MS) return newest;
  try {
    return await deps.takeBackup();
  } catch (error) {
    throw new OffsiteCopyError('no-local-backup', 'no backup could be made on this computer to copy', { cause: error });
  }
}

/** One check: copies when due; never rejects. */
export async function runOffsiteBackup(deps: OffsiteBackupDeps): Promise<OffsiteOutcome> {
  const { db, now } = deps;
  const { folder, everyHours } = readSetting(db, 'backup');
  const state = offsiteState(db, folder, now());
  if (folder === null) return { kind: 'off' };
  const last = state.lastSuccessAt === null ? undefined : Date.parse(state.lastSuccessAt);
  if (last !== undefined && now().getTime() - last < everyHours * HOUR_MS) return { kind: 'not-due' };
  try {
    const into = await deskFolderIn(folder, deskFolderName(readSetting(db, 'deskName'), state.deskId));
    const backup = await backupToCopy(deps, everyHours);
    const files = await copyBackupTo(backup.file, into);
    // Only after a good copy: a failed one never costs an earlier copy.
    await pruneCopies(into, deps.keep ?? KEEP_OFFSITE);
    recordOffsiteSuccess(db, now(), path.basename(backup.file));
    return { kind: 'copied', files, into };
  } catch (caught) {
    const error =
      caught instanceof OffsiteCopyError
        ? caught
        : new OffsiteCopyError(reasonOf(caught), 'the copy to the IT folder failed', { cause: caught });
    recordOffsiteFailure(db, now(), error.reason);
    deps.onFailure(error);
    return { kind: 'failed', error };
  }
}

export interface OffsiteBackupJob {
  /** Checks now (or joins the check in flight); answers its outcome. */
  check(): Promise<OffsiteOutcome>;
  /** Clears the timer and waits for a copy in progress. */
  stop(): Promise<void>;
}

/** The check at start, then every `intervalMs`; staff told of stale copies once per `backup.everyHours`. */
export function startOffsiteBackup(
  deps: OffsiteBackupDeps,
  intervalMs: number = OFFSITE_CHECK_INTERVAL_MS,
): OffsiteBackupJob {
  let running: Promise<OffsiteOutcome> | undefined;
  let toldAt: number | undefined;

  const tellIfStale = (): void => {
    const status = offsiteStatus(deps.db, deps.now());
    const at = deps.now().getTime();
    if (!status.stale) {
      toldAt = undefined;
      return;
    }
    if (toldAt !== undefined && at - toldAt < status.everyHours * HOUR_MS) return;
    toldAt = at;
    deps.onStale();
  };

  const check = (): Promise<OffsiteOutcome> =>
    (running ??= runOffsiteBackup(deps)
      .then((outcome) => {
        tellIfStale();
        return outcome;
      })
      .finally(() => {
        running = undefined;
      }));

  void check().catch(() => undefined);
  const timer = setInterval(() => void check().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    check,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
