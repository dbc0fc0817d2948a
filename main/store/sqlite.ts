/**
 * The SQLite library ClaimDesk uses, and how every connection to its files is opened.
 *
 * better-sqlite3-multiple-ciphers is better-sqlite3 (same API; a Node-API build since 13) built on
 * SQLite3 Multiple Ciphers, which encrypts every page of the database and its WAL.
 * ClaimDesk uses its SQLCipher 4 scheme (AES-256-CBC with an HMAC-SHA512 on every
 * page), so a support engineer holding the key can open a file with SQLCipher's own
 * tools. The key is a random 256-bit raw key (store-key.ts): no passphrase, so no
 * key derivation runs at each open.
 *
 * Every connection (the app's, the checkpointer's worker, a backup's check, a
 * restore's check) is keyed the same way, through `connect` or `keyPragmas`, before
 * anything reads the file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3-multiple-ciphers';
import type { StoreKey } from './store-key';

export { Database };
export type Db = Database.Database;

/** The package, as resolved by worker threads and followed by pack-check. */
export const SQLITE_PACKAGE = 'better-sqlite3-multiple-ciphers';

/** How a connection to the store's files is made: the native module for the host, and the key (null: a plain file). */
export interface StoreAccess {
  /** The library's native module, when not the package's own prebuild (the packaged app's, main/core/native-binding.ts). */
  readonly nativeBinding?: string;
  /** The store's key; null opens a plain (unencrypted) file: benchmarks' baseline, and a plain store being converted. */
  readonly key: StoreKey | null;
}

const CIPHER_PRAGMAS = [`cipher = 'sqlcipher'`, 'legacy = 4'];

/** The cipher settings and the key, as PRAGMAs run first on a new connection (also by the workers). */
export function keyPragmas(key: StoreKey | null): string[] {
  if (key === null) return [];
  return [...CIPHER_PRAGMAS, `key = "x'${key.hex()}'"`];
}

/** The PRAGMAs that encrypt a plain database in place with `key` (it must not be in WAL mode). */
export function rekeyPragmas(key: StoreKey): string[] {
  return [...CIPHER_PRAGMAS, `rekey = "x'${key.hex()}'"`];
}

interface ConnectOptions {
  readonly readonly?: boolean;
  readonly fileMustExist?: boolean;
}

/** Opens `file` (creating it unless told otherwise) and keys the connection; nothing is read before the key is set. */
export function connect(file: string, access: StoreAccess, options: ConnectOptions = {}): Db {
  const db = new Database(file, {
    ...options,
    ...(access.nativeBinding === undefined ? {} : { nativeBinding: access.nativeBinding }),
  });
  try {
    for (const pragma of keyPragmas(access.key)) db.pragma(pragma);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The library's entry point, as a plain file: in the packaged app it resolves into
 * app.asar, which worker threads may not read, so the unpacked copy is used
 * (electron-builder.yml unpacks it).
 */
export function libraryPath(resolved: string): string {
  return resolved.replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
}

/** What a worker thread needs to open a keyed connection with `WORKER_OPEN` (the key travels only inside the process). */
export interface WorkerAccess {
  readonly library: string;
  readonly nativeBinding?: string;
  readonly pragmas: readonly string[];
}

export function workerAccess(access: StoreAccess, library?: string): WorkerAccess {
  return {
    library: library ?? libraryPath(createRequire(import.meta.url).resolve(SQLITE_PACKAGE)),
    nativeBinding: access.nativeBinding,
    pragmas: keyPragmas(access.key),
  };
}

/**
 * `connect` for a worker thread's source (plain JavaScript, evaluated there: it must not depend on the
 * build): `openKeyed(workerData.access, file, options)`.
 */
export const WORKER_OPEN = `
function openKeyed(access, file, options) {
  const Database = require(access.library);
  const db = new Database(file, access.nativeBinding ? { ...options, nativeBinding: access.nativeBinding } : options);
  for (const pragma of access.pragmas) db.pragma(pragma);
  return db;
}
`;

const PLAIN_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Whether `file` begins as a plain SQLite database does. An encrypted one begins with
 * its random salt instead, so this tells a store still to be converted from one that is.
 * False for a missing or empty file.
 */
export function isPlainDatabase(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    const header = Buffer.alloc(PLAIN_HEADER.length);
    const read = fs.readSync(fd, header, 0, header.length, 0);
    return read === header.length && header.equals(PLAIN_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}
