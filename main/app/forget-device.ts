/**
 * "Forget this device": everything ClaimDesk keeps on this computer erased, and the desk back at its first run.
 *
 * forgetBlockers lists what erasing would lose: claims not yet accepted by the insurer (drafts, queued, being
 * sent, needing attention; those in doubt marked) and documents not yet uploaded. forgetDevice refuses while
 * there are any, or while the word typed is not the one shown (the desk's language, `core` forget.word); then,
 * in the same turn of the event loop as the check (no operation can slip in between), it hands over to the
 * host, which stops the core (sync engine, checkpointer, store closed), erases its targets with eraseTargets
 * and starts again at the first run.
 *
 * Each file is overwritten with zeros before it is unlinked, so a plain copy of the disk taken later does not
 * hold it; on SSDs and copy-on-write file systems the old blocks may survive anyway (README: disk encryption
 * is the clinic's job).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ForgetBlockingClaim, ForgetBlockingDocument, ForgetCheck } from '../../shared/domain/forget';
import { say } from '../i18n/words';
import { LOG_DIR } from '../log/logger';
import { BACKUP_DIR } from '../store/backups';
import type { Db } from '../store/database';
import { DATABASE_FILE } from '../store/open-store';
import { CORRUPT_DIR } from '../store/recover';
import { IN_DOUBT } from '../claims/read';

/** What the host does once the check has passed: stop the core, erase, start at the first run. */
export interface ForgetHost {
  /** Resolves once the new core runs; answers the paths that could not be erased (none when all went). */
  forgetAndRestart(): Promise<readonly string[]>;
}

/** What a data folder holds: the store with its WAL and SHM, backups, damaged files, the log and the key file. */
export const KEY_FILE = 'claimdesk.key';
const STORE_ENTRIES = [
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  `${DATABASE_FILE}-journal`,
  BACKUP_DIR,
  CORRUPT_DIR,
  LOG_DIR,
  KEY_FILE,
];

/** The paths of ClaimDesk's own files in a data folder (only its own names: the folder may hold others'). */
export const storeTargets = (dataDir: string): string[] => STORE_ENTRIES.map((name) => path.join(dataDir, name));

export function forgetBlockers(db: Db): Pick<ForgetCheck, 'claims' | 'documents'> {
  const claims = db
    .prepare(
      `SELECT id, member_name AS memberName, attendance_date AS attendanceDate, state,
              CASE WHEN ${IN_DOUBT} THEN 1 ELSE 0 END AS inDoubt
         FROM claims WHERE state <> 'submitted' ORDER BY attendance_date, id`,
    )
    .all() as (Omit<ForgetBlockingClaim, 'inDoubt'> & { inDoubt: number })[];
  const documents = db
    .prepare(
      `SELECT d.id, d.claim_id AS claimId, c.member_name AS memberName, d.file_name AS fileName, d.state
         FROM claim_documents d JOIN claims c ON c.id = d.claim_id
        WHERE d.state <> 'uploaded' ORDER BY d.id`,
    )
    .all() as ForgetBlockingDocument[];
  return { claims: claims.map((claim) => ({ ...claim, inDoubt: claim.inDoubt === 1 })), documents };
}

export const forgetCheck = (db: Db): ForgetCheck => ({ word: say('forget.word'), ...forgetBlockers(db) });

/** The word as staff may type it: any case, spaces around ignored. */
const sameWord = (typed: string, shown: string): boolean =>
  typed.trim().toLocaleUpperCase() === shown.toLocaleUpperCase();

export type ForgetOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: 'forget-word' | 'forget-blocked' | 'forget-incomplete';
      readonly message: string;
    };

export async function forgetDevice(db: Db, typed: string, host: ForgetHost): Promise<ForgetOutcome> {
  if (!sameWord(typed, say('forget.word'))) return { ok: false, code: 'forget-word', message: say('forget.wrongWord') };
  const { claims, documents } = forgetBlockers(db);
  if (claims.length > 0 || documents.length > 0) {
    return {
      ok: false,
      code: 'forget-blocked',
      message: say('forget.blocked', { claims: claims.length, documents: documents.length }),
    };
  }
  const left = await host.forgetAndRestart();
  if (left.length > 0)
    return { ok: false, code: 'forget-incomplete', message: say('forget.incomplete', { paths: left.join(', ') }) };
  return { ok: true };
}

const ZEROS = Buffer.alloc(1024 * 1024);

/** Overwrites a file with zeros, to its length, and flushes it to the disk. */
function zeroFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    const { size } = fs.fstatSync(fd);
    for (let at = 0; at < size; at += ZEROS.length) fs.writeSync(fd, ZEROS, 0, Math.min(ZEROS.length, size - at), at);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function erase(target: string): void {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (stat === undefined) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target)) erase(path.join(target, entry));
    fs.rmdirSync(target);
    return;
  }
  // A link is removed, never followed: what it points to is not ClaimDesk's.
  if (stat.isFile()) zeroFile(target);
  fs.unlinkSync(target);
}

/**
 * Erases each target (a file, or a folder with all it holds); answers the ones still there afterwards. The log
 * folder is made again, empty: the logger writes each entry synchronously (nothing to flush) and goes on in it.
 */
export function eraseTargets(targets: readonly string[], logDir: string): string[] {
  const left: string[] = [];
  for (const target of targets) {
    try {
      erase(target);
    } catch {
      // Erasing goes on with the rest; the caller says what stayed.
    }
    if (fs.existsSync(target)) left.push(target);
  }
  fs.mkdirSync(logDir, { recursive: true });
  return left;
}
