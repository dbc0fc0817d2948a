/**
 * The daily backup for an app left open for days: openStore makes one at the
 * first start of a UTC day, and this timer checks every hour whether the day has
 * turned since. One backup at a time; a failed one is reported and tried again at
 * the next check (the day's backup is still due).
 */
import { backupDatabase, isDailyBackupDue } from './backups';
import type { Db } from './database';
import type { StoreAccess } from './sqlite';

const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;

interface BackupTimerOptions {
  readonly db: Db;
  readonly backupDir: string;
  readonly now: () => Date;
  /** As the store's connection: the native module and the key. */
  readonly access: StoreAccess;
  readonly intervalMs?: number;
  readonly onFailure: (error: unknown) => void;
}

interface BackupTimer {
  /** Clears the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

export function startBackupTimer(options: BackupTimerOptions): BackupTimer {
  const { db, backupDir, now, access } = options;
  let running: Promise<void> | undefined;

  const check = (): void => {
    if (running) return;
    running = Promise.resolve()
      .then(async () => {
        if (isDailyBackupDue(backupDir, now())) await backupDatabase(db, backupDir, { now, access });
      })
      .catch(options.onFailure)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, options.intervalMs ?? BACKUP_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
