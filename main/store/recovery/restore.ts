/**
 * "Move this desk to a new PC": a backup (with the recovery envelope beside it, or one given apart) placed as
 * the store of an empty data folder, opened with the recovery key, its store key then kept by THIS machine's
 * KeySource (another keychain than the old PC's).
 *
 * Steps, each refused plainly before anything is kept:
 *   1. the recovery key read as typed (a mistyped one names its group); the folder holds no desk;
 *   2. the envelope opened with the recovery key: the store key;
 *   3. the backup copied to `claimdesk.sqlite.restoring`, opened with that key, checked (quick_check), refused
 *      when a newer ClaimDesk wrote it, migrated to this version;
 *   4. in that copy, in one transaction with its audit entry, every claim not settled is put in doubt: the
 *      backup is older than the desk it came from, so the old PC may have sent it since. Each is checked with
 *      the insurer before anything is sent (as after a crash; taken back, so that its documents are held for
 *      staff when the insurer has it), and documents not yet uploaded of claims already sent are held too
 *      (the service cannot list a claim's documents);
 *   5. the store key kept with this machine's KeySource, then the copy takes the store's name: the desk opens
 *      from then on as any other; a new envelope is written for the same recovery key.
 * Marking in the copy before it takes its name makes step 4 happen exactly once: an interrupted restore left
 * only a `.restoring` copy (or a key with no store), which the next attempt replaces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markUnsentClaimsUncertain, takeBackRestoredClaims } from '../../claims/state';
import { holdDocumentsSentElsewhere } from '../../claims/taken-back';
import { say } from '../../i18n/words';
import { recordAudit, type AuditContext } from '../audit';
import { checkSchemaVersion, migrate, schemaVersion, writeTransaction } from '../database';
import { syncDirectory, syncFile } from '../fsync';
import { integrityProblems } from '../integrity';
import { migrations as allMigrations } from '../migrations';
import type { Migration } from '../migrations/migration';
import { DATABASE_FILE, STORE_ENTRIES } from '../open-store';
import { ensurePrivateFile, keepPrivate } from '../private-files';
import { connect, type Db } from '../sqlite';
import { statement } from '../statements';
import { KEY_FILE, type KeySource, type StoreKey } from '../store-key';
import { readEnvelope, RECOVERY_FILE, recoveryFileFor, unwrapStoreKey, writeEnvelope } from './envelope';
import { parseRecoveryKey, type RecoveryKey, type RecoveryKeyProblem } from './recovery-key';

const RESTORING_SUFFIX = '.restoring';

export type RestoreErrorCode =
  | 'mistyped-key'
  | 'wrong-key'
  | 'folder-not-empty'
  | 'no-backup'
  | 'no-envelope'
  | 'damaged-envelope'
  | 'damaged-backup'
  | 'newer-schema'
  | 'key-unavailable'
  | 'failed';

export interface RestoreFailure {
  readonly code: RestoreErrorCode;
  readonly message: string;
  /** A mistyped key: what is wrong with it, the group counted from 1. */
  readonly problem?: RecoveryKeyProblem;
}

export interface Restored {
  /** The claims put in doubt, to be checked with the insurer before anything is sent. */
  readonly claimsToCheck: number;
  /** Documents of claims already sent, not uploaded in the backup: held for staff. */
  readonly documentsHeld: number;
  readonly schemaVersion: number;
  /** False when the new envelope could not be written: issue a recovery key again in Settings. */
  readonly envelopeWritten: boolean;
}

type Prepared = Omit<Restored, 'envelopeWritten'>;
type PrepareResult = { ok: true; value: Prepared } | { ok: false; error: RestoreFailure };

export interface RestoreOptions {
  /** The empty data folder of this PC. */
  readonly dataDir: string;
  /** The backup: a `claimdesk-…-vN.sqlite` file, from the old PC's `backups/` or IT's backup folder. */
  readonly backupFile: string;
  /** The envelope, when it is not beside the backup (`<backup>.recovery`). */
  readonly envelopeFile?: string;
  /** As IT typed it. */
  readonly recoveryKey: string;
  /** Where THIS machine keeps the store key. */
  readonly keys: KeySource;
  readonly nativeBinding?: string;
  readonly migrations?: readonly Migration[];
  /** Who restores, for the audit entry written in the restored store. */
  readonly audit: AuditContext;
}

export type RestoreResult = { ok: true; value: Restored } | { ok: false; error: RestoreFailure };

const refuse = (
  code: RestoreErrorCode,
  message: string,
  problem?: RecoveryKeyProblem,
): { ok: false; error: RestoreFailure } => ({
  ok: false,
  error: problem === undefined ? { code, message } : { code, message, problem },
});

/** The words for a mistyped key: which group, or how many characters. */
export function mistypedMessage(problem: RecoveryKeyProblem): string {
  switch (problem.kind) {
    case 'length':
      return say('recovery.mistypedLength', { found: problem.found, expected: problem.expected });
    case 'character':
      return say('recovery.mistypedCharacter', { group: problem.group, character: problem.character });
    case 'checksum':
      return say('recovery.mistypedGroup', { group: problem.group });
  }
}

/** Whether the folder already holds a desk (a store, its backups, a key or an envelope). */
export function holdsADesk(dataDir: string): boolean {
  const entries = [...STORE_ENTRIES, KEY_FILE, RECOVERY_FILE];
  const interrupted = fs.existsSync(path.join(dataDir, DATABASE_FILE + RESTORING_SUFFIX));
  // A key with a `.restoring` copy beside it and no store is an interrupted restore's: the next one replaces it.
  return entries.some((entry) => fs.existsSync(path.join(dataDir, entry)) && !(interrupted && entry === KEY_FILE));
}

/** Step 4, in the copy: claims in doubt and taken back, documents of sent claims held; answers the counts. */
function markRestored(db: Db, audit: AuditContext, backupFile: string): Omit<Prepared, 'schemaVersion'> {
  return writeTransaction(db, () => {
    const at = audit.now().toISOString();
    takeBackRestoredClaims(db, at);
    const claimsToCheck = markUnsentClaimsUncertain(db);
    const sent = statement(
      db,
      `SELECT DISTINCT c.id FROM claims c JOIN claim_documents d ON d.claim_id = c.id
         WHERE c.claim_no IS NOT NULL AND d.state = 'pending'`,
    )
      .pluck()
      .all() as string[];
    const documentsHeld = sent.reduce((held, id) => held + holdDocumentsSentElsewhere(db, id), 0);
    recordAudit(
      db,
      {
        action: 'desk.restore',
        outcome: 'ok',
        subject: path.basename(backupFile),
        detail: `moved to this PC from a backup with the recovery key; ${claimsToCheck} claim(s) to check with the insurer, ${documentsHeld} document(s) held`,
      },
      audit,
    );
    return { claimsToCheck, documentsHeld };
  });
}

/** Step 3–4 on the copy: a StoreError-free answer, the copy left closed. */
function prepareCopy(copy: string, key: StoreKey, options: RestoreOptions): PrepareResult {
  let db: Db | undefined;
  try {
    db = connect(copy, { key, nativeBinding: options.nativeBinding }, { fileMustExist: true });
    const problems = integrityProblems(db);
    if (problems.length > 0) return refuse('damaged-backup', say('recovery.damagedBackup'));
    const list = options.migrations ?? allMigrations;
    const version = schemaVersion(db);
    if (checkSchemaVersion(version, list.length)) {
      return refuse('newer-schema', say('recovery.newerSchema', { found: version, known: list.length }));
    }
    db.pragma('journal_mode = DELETE');
    migrate(db, list);
    const marked = markRestored(db, options.audit, options.backupFile);
    return { ok: true, value: { ...marked, schemaVersion: schemaVersion(db) } };
  } catch {
    // Not a database with this key: damaged, or the envelope of another desk's backup.
    return refuse('damaged-backup', say('recovery.damagedBackup'));
  } finally {
    db?.close();
  }
}

function unwrap(
  options: RestoreOptions,
  recovery: RecoveryKey,
): { ok: true; key: StoreKey } | { ok: false; error: RestoreFailure } {
  const envelopeFile = options.envelopeFile ?? recoveryFileFor(options.backupFile);
  const text = readEnvelope(envelopeFile);
  if (text === undefined) return refuse('no-envelope', say('recovery.noEnvelope', { file: envelopeFile }));
  const unwrapped = unwrapStoreKey(text, recovery);
  if (unwrapped.ok) return { ok: true, key: unwrapped.key };
  if (unwrapped.why === 'wrong-key') return refuse('wrong-key', say('recovery.wrongKey'));
  return refuse('damaged-envelope', say('recovery.damagedEnvelope', { file: envelopeFile }));
}

/** Restores `options.backupFile` into the empty `options.dataDir` (see the steps above). */
export function restoreFromBackup(options: RestoreOptions): RestoreResult {
  const parsed = parseRecoveryKey(options.recoveryKey);
  if (!parsed.ok) return refuse('mistyped-key', mistypedMessage(parsed.problem), parsed.problem);
  if (!fs.statSync(options.backupFile, { throwIfNoEntry: false })?.isFile()) {
    return refuse('no-backup', say('recovery.noBackup', { file: options.backupFile }));
  }
  if (fs.existsSync(options.dataDir) && holdsADesk(options.dataDir)) {
    return refuse('folder-not-empty', say('recovery.folderNotEmpty', { folder: options.dataDir }));
  }
  const unwrapped = unwrap(options, parsed.key);
  if (!unwrapped.ok) return unwrapped;
  const { key } = unwrapped;

  keepPrivate(options.dataDir);
  const store = path.join(options.dataDir, DATABASE_FILE);
  const copy = store + RESTORING_SUFFIX;
  let prepared: PrepareResult;
  try {
    ensurePrivateFile(copy);
    fs.copyFileSync(options.backupFile, copy);
    prepared = prepareCopy(copy, key, options);
    if (!prepared.ok) {
      fs.rmSync(copy, { force: true });
      return prepared;
    }
    syncFile(copy);
    try {
      options.keys.keep(options.dataDir, key);
    } catch (error) {
      fs.rmSync(copy, { force: true });
      return refuse('key-unavailable', error instanceof Error ? error.message : String(error));
    }
    fs.renameSync(copy, store);
    syncDirectory(options.dataDir);
  } catch (error) {
    fs.rmSync(copy, { force: true });
    return refuse('failed', say('recovery.failed', { reason: error instanceof Error ? error.message : String(error) }));
  }
  // The desk is moved; without its envelope (a full disk now) it is as a desk whose key IT has not issued yet.
  let envelopeWritten = true;
  try {
    writeEnvelope(options.dataDir, key, parsed.key, options.audit.now());
  } catch {
    envelopeWritten = false;
  }
  return { ok: true, value: { ...prepared.value, envelopeWritten } };
}
