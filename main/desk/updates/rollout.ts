/**
 * Staged rollout: a release's manifest may carry `stagingPercentage` (scripts/release/stage.ts sets it), and
 * only that share of desks is offered it. Which desks is fixed by each desk's id, a UUID kept in its data folder
 * (so every OS account on a machine-wide desk decides alike, and raising the share only adds desks): the same
 * rule as electron-updater's own (the UUID's last four bytes as a share of 2³²), with the id it cannot choose.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where this desk falls in [0, 1): the same for a desk id every time. */
export function rolloutPlace(deskId: string): number {
  if (!UUID.test(deskId)) throw new Error('a desk id is a UUID');
  return Buffer.from(deskId.replaceAll('-', ''), 'hex').readUInt32BE(12) / 0xffffffff;
}

/** Whether a release staged to `percentage` (undefined: not staged) is offered to this desk. */
export function inRollout(deskId: string, percentage: number | undefined): boolean {
  if (percentage === undefined || percentage >= 100) return true;
  return rolloutPlace(deskId) < percentage / 100;
}

/** The desk's id in `file`, made (a random UUID) the first time; one that is damaged is made again. */
export function deskIdIn(file: string): string {
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (UUID.test(kept)) return kept.toLowerCase();
  const made = randomUUID();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${made}\n`);
  return made;
}
