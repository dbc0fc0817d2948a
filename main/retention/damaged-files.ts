/**
 * Retention in `corrupt/`: the damaged data files (and damaged backups) kept there for support are
 * removed once they were last written more than the period ago. Backups have their own pruning
 * (store/backups.ts), untouched here. A file that cannot be removed now is left for the next day.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cutoff } from './purge';

/** Removes the files in `corruptDir` last modified at or before `days` days before `now`; answers how many went. */
export function removeOldDamagedFiles(corruptDir: string, days: number, now: Date): number {
  const limit = Date.parse(cutoff(now, days));
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(corruptDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(corruptDir, entry.name);
    if (fs.statSync(file).mtimeMs > limit) continue;
    fs.rmSync(file, { force: true });
    removed += 1;
  }
  return removed;
}
