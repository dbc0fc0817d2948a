/**
 * Since when a downloaded version has been waiting for staff (service.ts: the limit to "Later"), kept across
 * restarts in a small JSON file of the data folder. A file that cannot be read counts as none: the wait
 * starts again, it never installs early.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

export const Deferral = z.object({ version: z.string().min(1).max(100), since: z.iso.datetime() });
export type Deferral = z.infer<typeof Deferral>;

export interface DeferralStore {
  read(): Deferral | null;
  write(deferral: Deferral): void;
}

export function fileDeferralStore(file: string): DeferralStore {
  return {
    read() {
      try {
        if (!existsSync(file)) return null;
        const parsed = Deferral.safeParse(JSON.parse(readFileSync(file, 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(deferral) {
      try {
        writeFileSync(file, `${JSON.stringify(deferral)}\n`);
      } catch {
        // Not kept: the wait starts again at the next start, which never installs early.
      }
    },
  };
}

/** In memory, for hosts and tests that keep nothing. */
export function memoryDeferralStore(initial: Deferral | null = null): DeferralStore {
  let kept = initial;
  return { read: () => kept, write: (deferral) => void (kept = deferral) };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether `version`, just downloaded at `now`, must install without asking: staff have put it off for
 * `deferDays` already, and it was first offered before this run of ClaimDesk started (`startedAt`), so
 * the forced install comes at a start, never in the middle of a day's work.
 */
export function deferralOver(
  deferral: Deferral | null,
  version: string,
  deferDays: number,
  startedAt: Date,
  now: Date,
): boolean {
  if (deferral === null || deferral.version !== version) return false;
  const since = Date.parse(deferral.since);
  return since < startedAt.getTime() && since + deferDays * DAY_MS <= now.getTime();
}

/** When staff's "Later" for `version` runs out, as an instant; null when it is not the version waiting. */
export function deferralEnds(deferral: Deferral | null, version: string, deferDays: number): string | null {
  if (deferral === null || deferral.version !== version) return null;
  return new Date(Date.parse(deferral.since) + deferDays * DAY_MS).toISOString();
}
