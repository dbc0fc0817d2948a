/**
 * Decommissioning a desk (`ClaimDesk --purge`, docs/it-guide.md "Uninstall and decommission"): what "Forget this
 * device" erases (each store with its backups, damaged files, key, hand-over spool, shredded: forget-device.ts),
 * then the desk's whole folder (the account's, or the machine folder's contents), the update cache and what else
 * the host names, without starting the desk.
 *
 * It refuses, and changes nothing, while a ClaimDesk runs on one of the data folders (their locks,
 * main/core/data-folder-lock.ts, held until the end: none can start on a folder half erased), and while a store
 * holds claims or documents the insurer has not received, unless told to discard them. Each outcome has an exit
 * code IT's scripts can test (PURGE_EXIT).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockDataFolder, type FolderLock } from '../core/data-folder-lock';
import type { KeySource } from '../store/store-key';
import { blockersIn, eraseEach, storeTargets } from './forget-device';

export const PURGE_EXIT = {
  /** Everything named is gone. */
  done: 0,
  /** Something failed before anything was erased (a store that cannot be read, a bad switch). */
  failed: 1,
  /** Another ClaimDesk runs on this desk: nothing was changed. */
  running: 3,
  /** Claims or documents not yet received by the insurer: nothing was changed. */
  unsent: 4,
  /** Erased, but some paths are still there (listed). */
  incomplete: 5,
} as const;

export interface PurgePlan {
  /** The desk's root folder: its data folders, token, choice and logs; emptied, then removed. */
  readonly root: string;
  /** The data folders in it (the desk's and the demo's). */
  readonly dataFolders: readonly string[];
  /** Other paths to remove whole (the update cache, the account's own application data). */
  readonly alsoRemove: readonly string[];
  /** The root itself stays, empty (a machine folder the installer made and the uninstaller removes). */
  readonly keepRoot?: boolean;
  readonly keys?: KeySource;
  readonly nativeBinding?: string;
  /** Erase even claims not yet sent: they are lost. */
  readonly discardUnsent?: boolean;
}

export interface PurgeOutcome {
  readonly code: (typeof PURGE_EXIT)[keyof typeof PURGE_EXIT];
  /** For IT: what was done, or why not. */
  readonly message: string;
  /** The paths still there (exit code 5). */
  readonly left: readonly string[];
}

const outcome = (code: PurgeOutcome['code'], message: string, left: readonly string[] = []): PurgeOutcome => ({
  code,
  message,
  left,
});

/** Locks every data folder that exists; undefined (and none kept) when one is held by a running ClaimDesk. */
function lockAll(folders: readonly string[]): { locks: FolderLock[] } | { pid: number; folder: string } {
  const locks: FolderLock[] = [];
  for (const folder of folders.filter((dir) => fs.existsSync(dir))) {
    const taken = lockDataFolder(folder);
    if (!taken.ok) {
      for (const lock of locks) lock.release();
      return { pid: taken.pid, folder };
    }
    locks.push(taken.value);
  }
  return { locks };
}

function unsentIn(plan: PurgePlan): number {
  return plan.dataFolders.reduce((count, dir) => {
    const found = blockersIn(dir, plan);
    return count + found.claims.length + found.documents.length;
  }, 0);
}

/** The root's entries, for removing all of them (the root may be the machine folder, kept). */
const entriesOf = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];

export function purgeDesk(plan: PurgePlan): PurgeOutcome {
  const locked = lockAll(plan.dataFolders);
  if ('pid' in locked) {
    return outcome(
      PURGE_EXIT.running,
      `Nothing was erased: ClaimDesk runs on ${locked.folder} (process ${locked.pid}). Close it on every account first.`,
    );
  }
  let unsent: number;
  try {
    unsent = plan.discardUnsent === true ? 0 : unsentIn(plan);
  } catch (error) {
    for (const lock of locked.locks) lock.release();
    const why = error instanceof Error ? error.message : String(error);
    return outcome(
      PURGE_EXIT.failed,
      `Nothing was erased: a store could not be read to check for unsent claims (${why}).`,
    );
  }
  if (unsent > 0) {
    for (const lock of locked.locks) lock.release();
    return outcome(
      PURGE_EXIT.unsent,
      `Nothing was erased: ${unsent} claim(s) or document(s) are not yet received by the insurer. Send them, hand them ` +
        'over, or run again with --discard-unsent to lose them.',
    );
  }
  // The stores' own files first, shredded (the lock file last: it keeps another ClaimDesk out until then), then the rest.
  const shredded = eraseEach(plan.dataFolders.flatMap(storeTargets));
  const rest = eraseEach([...entriesOf(plan.root), ...plan.alsoRemove]);
  if (plan.keepRoot !== true && rest.length === 0) {
    try {
      fs.rmdirSync(plan.root);
    } catch {
      // Reported below: only an administrator may remove a machine folder.
    }
  }
  const left = [...new Set([...shredded, ...rest])];
  if (plan.keepRoot !== true && fs.existsSync(plan.root) && left.length === 0) left.push(plan.root);
  if (left.length > 0) return outcome(PURGE_EXIT.incomplete, `Erased, except: ${left.join(', ')}`, left);
  return outcome(PURGE_EXIT.done, `The desk in ${plan.root} is erased.`);
}
