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
 * Each file is overwritten with zeros before it is unlinked (store/shred.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ForgetBlockingClaim, ForgetBlockingDocument, ForgetCheck } from '../../shared/domain/forget';
import { say } from '../i18n/words';
import { LOG_DIR } from '../log/logger';
import { openConnection, type Db } from '../store/database';
import { DATABASE_FILE, STORE_ENTRIES } from '../store/open-store';
import { isPlainDatabase } from '../store/sqlite';
import { KEY_FILE, type KeySource } from '../store/store-key';
import { RECOVERY_FILE } from '../store/recovery/envelope';
import { ensurePrivateDir } from '../store/private-files';
import { shredFile } from '../store/shred';
import type { StoreDeps } from '../store/store-deps';
import { IN_DOUBT } from '../claims/state';
import { UPLOAD_DIR } from '../handover/upload-spool';
import { FIRST_SCREEN_FILE } from './first-screen-hint';

/** What the host does once the check has passed: stop the core, erase, start at the first run. */
export interface ForgetHost {
  /**
   * The data folders it erases that the running core does not use (the desktop app's other one: the desk's while
   * the demo runs, or the demo's): their stores are checked too, so that the demo never erases unsent real claims.
   */
  readonly otherDataFolders?: readonly string[];
  /** The SQLite library's native module for the running host, to open those stores. */
  readonly nativeBinding?: string;
  /** Where those stores' keys are kept (as the running one's). */
  readonly keys?: KeySource;
  /** Resolves once the new core runs; answers the paths that could not be erased (none when all went). */
  forgetAndRestart(): Promise<readonly string[]>;
}

/**
 * What a data folder holds: the store with its WAL and SHM, backups (with their recovery envelopes), damaged files,
 * the log, the key file, the recovery envelope, a hand-over file on its way in (sealed, but not left behind), and
 * the first screen's hint (its language).
 */
const ERASED = [...STORE_ENTRIES, LOG_DIR, KEY_FILE, RECOVERY_FILE, UPLOAD_DIR, FIRST_SCREEN_FILE];

/** The paths of ClaimDesk's own files in a data folder (only its own names: the folder may hold others'). */
export const storeTargets = (dataDir: string): string[] => ERASED.map((name) => path.join(dataDir, name));

type Blockers = Pick<ForgetCheck, 'claims' | 'documents'>;

/** Whether the store knows hand-overs (migration 13): another data folder's store may be older. */
const knowsHandOvers = (db: Db): boolean =>
  db.prepare("SELECT 1 FROM pragma_table_info('claims') WHERE name = 'handed_over_at'").get() !== undefined;

/**
 * What stops forgetting in one store: claims the insurer has not accepted, documents it has not received.
 * A claim handed to another desk (main/handover) is that desk's to send: it stops nothing here.
 */
export function forgetBlockers(db: Db): Blockers {
  const mine = knowsHandOvers(db) ? 'c.handed_over_at IS NULL' : '1';
  const claims = db
    .prepare(
      `SELECT id, member_name AS memberName, attendance_date AS attendanceDate, state,
              CASE WHEN ${IN_DOUBT} THEN 1 ELSE 0 END AS inDoubt
         FROM claims c WHERE state <> 'submitted' AND ${mine} ORDER BY attendance_date, id`,
    )
    .all() as (Omit<ForgetBlockingClaim, 'inDoubt'> & { inDoubt: number })[];
  const documents = db
    .prepare(
      `SELECT d.id, d.claim_id AS claimId, c.member_name AS memberName, d.file_name AS fileName, d.state
         FROM claim_documents d JOIN claims c ON c.id = d.claim_id
        WHERE d.state <> 'uploaded' AND ${mine} ORDER BY d.id`,
    )
    .all() as ForgetBlockingDocument[];
  return { claims: claims.map((claim) => ({ ...claim, inDoubt: claim.inDoubt === 1 })), documents };
}

/** The blockers of a store that is not open: none when the folder holds no store. A store that cannot be read throws. */
export function blockersIn(dataDir: string, host: Pick<ForgetHost, 'keys' | 'nativeBinding'>): Blockers {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) return { claims: [], documents: [] };
  // A store an earlier build left plain opens without a key; an encrypted one only with its own.
  const key = isPlainDatabase(file) ? null : (host.keys?.read(dataDir) ?? null);
  const db = openConnection(file, { nativeBinding: host.nativeBinding, key });
  try {
    return forgetBlockers(db);
  } finally {
    db.close();
  }
}

/** What stops forgetting, in the running store and in the host's other data folders. */
function allBlockers(db: Db, host: ForgetHost | undefined): Blockers {
  const others = host === undefined ? [] : (host.otherDataFolders ?? []).map((dir) => blockersIn(dir, host));
  return [forgetBlockers(db), ...others].reduce((all, one) => ({
    claims: [...all.claims, ...one.claims],
    documents: [...all.documents, ...one.documents],
  }));
}

export const forgetCheck = ({ db }: Pick<StoreDeps, 'db'>, host?: ForgetHost): ForgetCheck => ({
  word: say('forget.word'),
  ...allBlockers(db, host),
});

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

export async function forgetDevice(
  { db }: Pick<StoreDeps, 'db'>,
  typed: string,
  host: ForgetHost,
): Promise<ForgetOutcome> {
  if (!sameWord(typed, say('forget.word'))) return { ok: false, code: 'forget-word', message: say('forget.wrongWord') };
  const { claims, documents } = allBlockers(db, host);
  if (claims.length > 0 || documents.length > 0) {
    return { ok: false, code: 'forget-blocked', message: say('forget.blocked') };
  }
  const left = await host.forgetAndRestart();
  if (left.length > 0)
    return { ok: false, code: 'forget-incomplete', message: say('forget.incomplete', { paths: left.join(', ') }) };
  return { ok: true };
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
  shredFile(target);
}

/** Erases each target (a file, or a folder with all it holds, each file shredded); answers the ones still there afterwards. */
export function eraseEach(targets: readonly string[]): string[] {
  const left: string[] = [];
  for (const target of targets) {
    try {
      erase(target);
    } catch {
      // Erasing goes on with the rest; the caller says what stayed.
    }
    if (fs.existsSync(target)) left.push(target);
  }
  return left;
}

/**
 * Erases each target (eraseEach); answers the ones still there afterwards. The log folder is made again, empty
 * (0700), for the logger, which writes each entry synchronously (nothing to flush) and goes on in it.
 */
export function eraseTargets(targets: readonly string[], logDir: string): string[] {
  const left = eraseEach(targets);
  ensurePrivateDir(logDir);
  return left;
}
