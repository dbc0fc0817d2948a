/**
 * The state of the copies to the IT folder, in the store (migration 19): this desk's stable id, the folder the
 * state speaks of, the last success and the last failure. A new folder starts afresh: a success in the old one
 * says nothing of the new.
 */
import { randomBytes } from 'node:crypto';
import type { OffsiteFailureReason } from '../../shared/domain/offsite-backup';
import type { Db } from './database';
import { statement } from './statements';

export interface OffsiteState {
  readonly deskId: string;
  readonly folder: string | null;
  readonly folderSetAt: string | null;
  readonly lastSuccessAt: string | null;
  /** The backup's file name last copied. */
  readonly lastCopied: string | null;
  readonly lastFailure: { readonly at: string; readonly reason: OffsiteFailureReason } | null;
}

interface Row {
  desk_id: string;
  folder: string | null;
  folder_set_at: string | null;
  last_success_at: string | null;
  last_copied: string | null;
  last_failure_at: string | null;
  last_failure_reason: string | null;
}

function rowOf(db: Db): Row {
  const select = 'SELECT * FROM offsite_backup WHERE id = 1';
  const found = statement(db, select).get() as Row | undefined;
  if (found) return found;
  // Made once per store: 8 hex digits are plenty to tell 40 desks of one share apart.
  statement(db, 'INSERT OR IGNORE INTO offsite_backup (id, desk_id) VALUES (1, ?)').run(randomBytes(4).toString('hex'));
  return statement(db, select).get() as Row;
}

/** The state as it stands, for the IT folder in force: a folder other than the one recorded starts afresh (at `now`). */
export function offsiteState(db: Db, folder: string | null, now: Date): OffsiteState {
  let row = rowOf(db);
  if (row.folder !== folder) {
    statement(
      db,
      `UPDATE offsite_backup SET folder = ?, folder_set_at = ?, last_success_at = NULL, last_copied = NULL,
         last_failure_at = NULL, last_failure_reason = NULL WHERE id = 1`,
    ).run(folder, folder === null ? null : now.toISOString());
    row = rowOf(db);
  }
  return {
    deskId: row.desk_id,
    folder: row.folder,
    folderSetAt: row.folder_set_at,
    lastSuccessAt: row.last_success_at,
    lastCopied: row.last_copied,
    lastFailure:
      row.last_failure_at === null
        ? null
        : { at: row.last_failure_at, reason: (row.last_failure_reason ?? 'other') as OffsiteFailureReason },
  };
}

export function recordOffsiteSuccess(db: Db, at: Date, copied: string): void {
  statement(db, 'UPDATE offsite_backup SET last_success_at = ?, last_copied = ? WHERE id = 1').run(
    at.toISOString(),
    copied,
  );
}

export function recordOffsiteFailure(db: Db, at: Date, reason: OffsiteFailureReason): void {
  statement(db, 'UPDATE offsite_backup SET last_failure_at = ?, last_failure_reason = ? WHERE id = 1').run(
    at.toISOString(),
    reason,
  );
}

/** `reception-1-3f9a2c1d`: the desk's name as a folder name any OS and share takes, then its stable id. */
export function deskFolderName(deskName: string, deskId: string): string {
  const plain = deskName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${plain || 'desk'}-${deskId}`;
}
