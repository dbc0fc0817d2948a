/**
 * The store's key: 256 random bits, made once per data folder, before the first encrypted file.
 *
 * Where it is kept (a `KeySource`):
 * - the desktop app: `claimdesk.key`, wrapped by the OS through Electron's safeStorage (the
 *   keychain, DPAPI, the Linux secret service). Where the OS offers no real protection the
 *   key is not made and the store does not open, as the token is refused (token-store.ts);
 * - browser mode: `claimdesk.key`, the key itself in hex, 0600 in the data folder;
 * - either: `CLAIMDESK_DB_KEY` (64 hex digits), when the clinic keeps the key elsewhere.
 *
 * The key never leaves the main process: a StoreKey prints as "[store key]" in logs, JSON
 * and the inspector, and only `hex()` (for the PRAGMA that keys a connection) gives its bytes.
 * A missing key is never replaced by a new one while encrypted files exist: they would all
 * read as damaged.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HiddenSecret } from './hidden-secret';
import { StoreError } from './store-failure';
import { replacePrivateFile } from './private-files';

export const KEY_FILE = 'claimdesk.key';
const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-f]{64}$/i;
const HIDDEN = '[store key]';

/** Each key's bytes, off the object: nothing that walks a StoreKey (a logger, a serialiser) can reach them. */
const keyBytes = new WeakMap<StoreKey, Buffer>();

const bytesOf = (key: StoreKey): Buffer => keyBytes.get(key) ?? Buffer.alloc(0);

export class StoreKey extends HiddenSecret {
  private constructor(bytes: Buffer) {
    super(HIDDEN);
    keyBytes.set(this, bytes);
  }

  static generate(): StoreKey {
    return new StoreKey(randomBytes(KEY_BYTES));
  }

  /** The key written as 64 hex digits; undefined for anything else. */
  static fromHex(text: string): StoreKey | undefined {
    const trimmed = text.trim();
    return HEX_KEY.test(trimmed) ? new StoreKey(Buffer.from(trimmed, 'hex')) : undefined;
  }

  hex(): string {
    return bytesOf(this).toString('hex');
  }

  /** The raw bytes, for sealing a damaged file (sealed-file.ts). */
  bytes(): Buffer {
    return Buffer.from(bytesOf(this));
  }
}

/** Where a data folder's key is kept. */
export interface KeySource {
  /** For messages: where the key is looked for. */
  readonly describe: string;
  /** The key kept for `dataDir`; undefined when none is kept there. Throws a StoreError when one is there but unreadable. */
  read(dataDir: string): StoreKey | undefined;
  /** Keeps a new key for `dataDir`, durably, before anything is encrypted with it; throws a StoreError when it cannot protect it. */
  keep(dataDir: string, key: StoreKey): void;
}

/** The OS's protection of a secret, as Electron's safeStorage gives it (adapted in main/electron). */
export interface KeyWrapper {
  /** False where the OS offers no real protection (no encryption, or Linux's basic_text). */
  isProtected(): boolean;
  wrap(text: string): Buffer;
  unwrap(wrapped: Buffer): string;
}

const keyFile = (dataDir: string): string => path.join(dataDir, KEY_FILE);

function readKeyFile(dataDir: string): Buffer | undefined {
  try {
    return fs.readFileSync(keyFile(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes the key file whole (a temporary file, fsynced, renamed into place), 0600. */
const writeKeyFile = (dataDir: string, content: string | Buffer): void => replacePrivateFile(keyFile(dataDir), content);

const unreadable = (where: string): StoreError =>
  new StoreError(
    'key-unavailable',
    `ClaimDesk's data is encrypted, and the key in ${where} could not be read. Nothing was changed. Call your support.`,
  );

/** The key in `CLAIMDESK_DB_KEY`: given, never kept by ClaimDesk. */
export function environmentKeySource(value: string): KeySource {
  const describe = 'the CLAIMDESK_DB_KEY variable';
  return {
    describe,
    read: () => {
      const key = StoreKey.fromHex(value);
      if (key === undefined) {
        throw new StoreError('key-unavailable', 'CLAIMDESK_DB_KEY must be 64 hexadecimal digits (a 256-bit key).');
      }
      return key;
    },
    keep: () => undefined,
  };
}

/** The key as hex in `claimdesk.key`, 0600 (browser mode). */
export function fileKeySource(): KeySource {
  return {
    describe: `the key file ${KEY_FILE}`,
    read: (dataDir) => {
      const content = readKeyFile(dataDir);
      if (content === undefined) return undefined;
      const key = StoreKey.fromHex(content.toString('latin1'));
      if (key === undefined) throw unreadable(keyFile(dataDir));
      return key;
    },
    keep: (dataDir, key) => writeKeyFile(dataDir, `${key.hex()}\n`),
  };
}

/** The key in `claimdesk.key`, wrapped by the OS (the desktop app); refused where the OS cannot protect it. */
export function wrappedKeySource(wrapper: KeyWrapper): KeySource {
  const unprotected = (): StoreError =>
    new StoreError(
      'key-unavailable',
      'ClaimDesk encrypts its data with a key the operating system protects, but this computer offers no such protection ' +
        '(on Linux: no keyring such as GNOME Keyring or KWallet is running). Nothing was changed. Ask your support to set one up.',
    );
  return {
    describe: `the key file ${KEY_FILE}, protected by the operating system`,
    read: (dataDir) => {
      const content = readKeyFile(dataDir);
      if (content === undefined) return undefined;
      if (!wrapper.isProtected()) throw unprotected();
      let key: StoreKey | undefined;
      try {
        key = StoreKey.fromHex(wrapper.unwrap(content));
      } catch {
        key = undefined;
      }
      if (key === undefined) throw unreadable(keyFile(dataDir));
      return key;
    },
    keep: (dataDir, key) => {
      if (!wrapper.isProtected()) throw unprotected();
      writeKeyFile(dataDir, wrapper.wrap(key.hex()));
    },
  };
}

/**
 * The key for the store in `dataDir`: the one kept there, or, when the folder holds nothing
 * encrypted yet, a new one, kept before it is used. Throws StoreError('key-missing') when
 * encrypted files exist and no key is kept.
 */
export function storeKeyFor(dataDir: string, source: KeySource, holdsEncryptedFiles: boolean): StoreKey {
  const kept = source.read(dataDir);
  if (kept !== undefined) return kept;
  if (holdsEncryptedFiles) {
    throw new StoreError(
      'key-missing',
      `ClaimDesk's data in ${dataDir} is encrypted, but the key that opens it (${source.describe}) is missing. ` +
        'Nothing was changed or overwritten. Put the key back, or call your support.',
    );
  }
  const fresh = StoreKey.generate();
  source.keep(dataDir, fresh);
  return fresh;
}
