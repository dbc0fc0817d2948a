/**
 * The one-time conversion of a store written before encryption (a plain database, plain
 * backups, plain damaged files in `corrupt/`) into an encrypted one, run by `openStore`
 * before it opens the store.
 *
 * Its steps, each safe to interrupt (a killed process loses nothing, and the next start
 * takes up from where the files say it stopped):
 *   1. every plain backup is replaced by an encrypted copy that passed its check;
 *   2. every file in `corrupt/` is sealed with the key (sealed-file.ts);
 *   3. the database is copied (`VACUUM INTO`, its WAL included) to `claimdesk.sqlite.plain-copy`,
 *      under a partial name until the copy has passed its integrity check and been flushed:
 *      from then on that copy, not the database, is the source, and the marker of a
 *      conversion under way;
 *   4. the copy is copied again to `claimdesk.sqlite.encrypting`, encrypted in place
 *      (`PRAGMA rekey`), and checked with the key;
 *   5. the plain database and its -wal/-shm are shredded and the encrypted copy takes its name;
 *   6. the plain copy is shredded: the conversion is over.
 * A plain database that fails its check is left as it is: the store then restores it from its
 * (by then encrypted) newest backup, and seals the damaged file into `corrupt/` (recover.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { listBackups } from './backups';
import { schemaVersion } from './database';
import { syncDirectory, syncFile } from './fsync';
import { integrityProblems, isFileSound, opensWith } from './integrity';
import { ensurePrivateDir, ensurePrivateFile } from './private-files';
import { SEALED_SUFFIX, sealFile } from './sealed-file';
import { shredFile } from './shred';
import { connect, isPlainDatabase, rekeyPragmas, type Db, type StoreAccess } from './sqlite';
import type { StoreKey } from './store-key';

export const PLAIN_COPY_SUFFIX = '.plain-copy';
const ENCRYPTING_SUFFIX = '.encrypting';
const PARTIAL_SUFFIX = '.partial';

interface StorePaths {
  readonly file: string;
  readonly backupDir: string;
  readonly corruptDir: string;
}

/** A step done, durably: what the log says as the conversion goes (and where the crash test stops it). */
export type EncryptStep =
  'backup-encrypted' | 'damaged-sealed' | 'plain-copy' | 'encrypted-copy' | 'plain-shredded' | 'swapped';

type OnStep = (step: EncryptStep) => void;

/** What the conversion did, for the log. */
export interface Encrypted {
  readonly database: 'encrypted' | 'damaged-left-plain' | 'was-encrypted';
  readonly backups: number;
  readonly sealed: number;
}

const plainCopyOf = (paths: StorePaths): string => paths.file + PLAIN_COPY_SUFFIX;

/** Whether the store in `paths` still holds plain files (or a conversion under way) to encrypt. */
export function needsEncrypting(paths: StorePaths): boolean {
  return (
    isPlainDatabase(paths.file) ||
    fs.existsSync(plainCopyOf(paths)) ||
    listBackups(paths.backupDir).some((backup) => isPlainDatabase(backup.file))
  );
}

/** Whether the store in `paths` holds anything encrypted (which only its own key opens). */
export function holdsEncryptedFiles(paths: StorePaths): boolean {
  const encrypted = (file: string): boolean => fs.statSync(file).size > 0 && !isPlainDatabase(file);
  return (
    (fs.existsSync(paths.file) && encrypted(paths.file)) ||
    listBackups(paths.backupDir).some((backup) => encrypted(backup.file))
  );
}

function checked(db: Db, what: string): void {
  const problems = integrityProblems(db);
  if (problems.length > 0) throw new Error(`${what} failed its integrity check: ${problems.join('; ')}`);
}

/**
 * Makes `partial` an encrypted copy of the sound plain database `source` (not in WAL mode, not
 * open elsewhere), checked with the key and flushed; throws, leaving `partial` behind, when it is not.
 */
function encryptedCopy(source: string, partial: string, key: StoreKey, nativeBinding?: string): void {
  fs.rmSync(partial, { force: true });
  fs.copyFileSync(source, partial);
  ensurePrivateFile(partial);
  const plain = connect(partial, { nativeBinding, key: null }, { fileMustExist: true });
  let version: number;
  try {
    plain.pragma('journal_mode = DELETE');
    checked(plain, `The copy of ${source}`);
    version = schemaVersion(plain);
    for (const pragma of rekeyPragmas(key)) plain.pragma(pragma);
  } finally {
    plain.close();
  }
  const encrypted = connect(partial, { nativeBinding, key }, { fileMustExist: true });
  try {
    checked(encrypted, `The encrypted copy of ${source}`);
    if (schemaVersion(encrypted) !== version)
      throw new Error(`The encrypted copy of ${source} lost its schema version`);
  } finally {
    encrypted.close();
  }
  syncFile(partial);
}

/**
 * Step 1: each plain backup replaced, in place, by its encrypted copy; one that opens neither with the key nor
 * plain is damaged, and sealed into `corrupt/`.
 */
function encryptBackups(paths: StorePaths, access: StoreAccess & { key: StoreKey }, onStep: OnStep): number {
  let converted = 0;
  for (const backup of listBackups(paths.backupDir)) {
    if (opensWith(backup.file, access)) continue;
    if (!isFileSound(backup.file, { nativeBinding: access.nativeBinding, key: null })) {
      // Neither encrypted nor a sound plain file: damaged (its header maybe too), kept for support, sealed.
      ensurePrivateDir(paths.corruptDir);
      sealFile(backup.file, path.join(paths.corruptDir, path.basename(backup.file) + SEALED_SUFFIX), access.key);
      onStep('damaged-sealed');
      continue;
    }
    // Any failure from here (a full disk) stops the conversion, the plain backup still in place.
    const partial = backup.file + ENCRYPTING_SUFFIX;
    encryptedCopy(backup.file, partial, access.key, access.nativeBinding);
    fs.renameSync(partial, backup.file);
    syncDirectory(paths.backupDir);
    onStep('backup-encrypted');
    converted++;
  }
  return converted;
}

/** Step 2: what an earlier build left in `corrupt/` (plain, damaged) sealed with the key. */
function sealDamagedFiles(corruptDir: string, key: StoreKey, onStep: OnStep): number {
  if (!fs.existsSync(corruptDir)) return 0;
  let sealed = 0;
  for (const entry of fs.readdirSync(corruptDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(SEALED_SUFFIX)) continue;
    const file = path.join(corruptDir, entry.name);
    sealFile(file, file + SEALED_SUFFIX, key);
    syncDirectory(corruptDir);
    onStep('damaged-sealed');
    sealed++;
  }
  return sealed;
}

/** Step 3: the verified plain copy of the database, with its WAL's commits; false when the database is damaged. */
function takePlainCopy(paths: StorePaths, nativeBinding?: string): boolean {
  const copy = plainCopyOf(paths);
  const partial = copy + PARTIAL_SUFFIX;
  fs.rmSync(partial, { force: true });
  const db = connect(paths.file, { nativeBinding, key: null }, { fileMustExist: true });
  try {
    if (integrityProblems(db).length > 0) return false;
    ensurePrivateFile(partial);
    db.prepare('VACUUM INTO ?').run(partial);
  } finally {
    db.close();
  }
  const check = connect(partial, { nativeBinding, key: null }, { fileMustExist: true });
  try {
    checked(check, 'The plain copy of the database');
  } finally {
    check.close();
  }
  syncFile(partial);
  fs.renameSync(partial, copy);
  syncDirectory(path.dirname(copy));
  return true;
}

/** Steps 4–5: the encrypted copy of the plain copy takes the database's name; the plain files are shredded. */
function swapInEncrypted(paths: StorePaths, access: StoreAccess & { key: StoreKey }, onStep: OnStep): void {
  const partial = paths.file + ENCRYPTING_SUFFIX;
  encryptedCopy(plainCopyOf(paths), partial, access.key, access.nativeBinding);
  onStep('encrypted-copy');
  // Nothing of these is needed any more: the plain copy holds every commit, the WAL's too.
  for (const suffix of ['-wal', '-shm', '-journal', '']) shredFile(paths.file + suffix);
  syncDirectory(path.dirname(paths.file));
  onStep('plain-shredded');
  fs.renameSync(partial, paths.file);
  syncDirectory(path.dirname(paths.file));
  onStep('swapped');
}

/**
 * Converts what is still plain in the store (see the steps above). Throws when a step fails
 * (a full disk, most likely), leaving the store as it was before that step.
 */
export function encryptStore(
  paths: StorePaths,
  access: StoreAccess & { key: StoreKey },
  onStep: OnStep = () => undefined,
): Encrypted {
  fs.rmSync(paths.file + ENCRYPTING_SUFFIX, { force: true });
  const backups = encryptBackups(paths, access, onStep);
  const sealed = sealDamagedFiles(paths.corruptDir, access.key, onStep);
  let database: Encrypted['database'] = 'was-encrypted';
  const underWay = fs.existsSync(plainCopyOf(paths));
  if (underWay && !isPlainDatabase(paths.file) && isFileSound(paths.file, access)) {
    // Killed after step 5: the database is the encrypted copy already (a half-shredded one would not open).
    database = 'encrypted';
  } else if (underWay || isPlainDatabase(paths.file)) {
    if (!underWay) {
      if (!takePlainCopy(paths, access.nativeBinding)) return { database: 'damaged-left-plain', backups, sealed };
      onStep('plain-copy');
    }
    swapInEncrypted(paths, access, onStep);
    database = 'encrypted';
  }
  shredFile(plainCopyOf(paths));
  return { database, backups, sealed };
}
