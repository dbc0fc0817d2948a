/**
 * One ClaimDesk per data folder: two processes on one store would each run their own sync of the same outbox.
 * Both hosts take this lock for the folder their core runs in (desk-host.ts), so neither two browser modes nor
 * a browser mode and the desktop app share one (Electron's single-instance lock covers only two desktop apps):
 * a file `claimdesk.lock` in the folder holding the owner's process id and, where the system says it (Linux),
 * when that process started.
 * A lock whose process is gone (killed, crashed) is stale and taken over; so is one whose id now belongs to a
 * later process (the start time differs). The file is removed when the owner stops. The host words a refusal
 * (desk-host.ts): what staff can do about it depends on the host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileModeIn } from '../store/private-files';

export const LOCK_FILE = 'claimdesk.lock';

export interface FolderLock {
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

/** Refused: `pid` is the running owner's, or 0 when the lock could not be taken for another reason. */
export type FolderLockResult = { ok: true; value: FolderLock } | { ok: false; pid: number };

interface Owner {
  readonly pid: number;
  readonly started?: string;
}

/** When process `pid` started, in clock ticks since boot (/proc/<pid>/stat's 22nd field); undefined elsewhere. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(owner: Owner): boolean {
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(owner.pid);
  return owner.started === undefined || now === undefined || now === owner.started;
}

function readOwner(file: string): { text: string; owner: Owner | undefined } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const found = JSON.parse(text) as Partial<Owner>;
    if (typeof found.pid === 'number' && Number.isInteger(found.pid) && found.pid > 0)
      return { text, owner: { pid: found.pid, ...(typeof found.started === 'string' && { started: found.started }) } };
  } catch {
    // Half written by a process killed as it took the lock: no owner.
  }
  return { text, owner: undefined };
}

export function lockDataFolder(dataDir: string): FolderLockResult {
  const file = path.join(dataDir, LOCK_FILE);
  const started = startTime(process.pid);
  const mine = JSON.stringify({ pid: process.pid, ...(started !== undefined && { started }) });
  // A few rounds: a stale lock removed here may be taken by another starting process first.
  for (let round = 0; round < 3; round++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: fileModeIn(dataDir) });
      return {
        ok: true,
        value: {
          release: () => {
            if (readOwner(file)?.text === mine) fs.rmSync(file, { force: true });
          },
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readOwner(file);
    if (found?.owner && isRunning(found.owner)) {
      return { ok: false, pid: found.owner.pid };
    }
    // Stale: removed only if it is still the one just read.
    if (found === undefined || readOwner(file)?.text === found.text) fs.rmSync(file, { force: true });
  }
  return { ok: false, pid: 0 };
}
