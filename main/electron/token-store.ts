/**
 * The bearer token at rest: encrypted with Electron's safeStorage (the OS keychain,
 * DPAPI, or the Linux secret service) in a file in userData, never in plain text.
 * When the OS offers no real protection (no encryption, or Linux's `basic_text`
 * fallback, whose key is a constant) the store refuses to save and says why; it
 * never falls back to plain text. A file it cannot decrypt reads as "no token".
 */
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { TOKEN_STORAGE_UNAVAILABLE, type TokenStore } from '../desk/settings/token-store';
import { say } from '../i18n/words';
import { ensurePrivateDir, writePrivateFile } from '../store/private-files';
import type { KeyWrapper } from '../store/store-key';

/** The part of Electron's safeStorage this module uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only; absent elsewhere. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export class TokenStorageUnavailableError extends Error {
  readonly code = TOKEN_STORAGE_UNAVAILABLE;
  constructor() {
    super(say('settings.noProtectedStorage'));
    this.name = 'TokenStorageUnavailableError';
  }
}

export const isProtected = (safeStorage: SafeStorageLike): boolean =>
  safeStorage.isEncryptionAvailable() && safeStorage.getSelectedStorageBackend?.() !== 'basic_text';

/** safeStorage as the store's key source wants it (store/store-key.ts): the key is wrapped as the token is. */
export function keyWrapperOf(safeStorage: SafeStorageLike): KeyWrapper {
  return {
    isProtected: () => isProtected(safeStorage),
    wrap: (text) => safeStorage.encryptString(text),
    unwrap: (wrapped) => safeStorage.decryptString(wrapped),
  };
}

/** `set` removes the file for null or '', and throws TokenStorageUnavailableError when it cannot protect a token. */
export function createSafeTokenStore(safeStorage: SafeStorageLike, filePath: string): TokenStore {
  return {
    get() {
      if (!isProtected(safeStorage)) return null;
      try {
        const token = safeStorage.decryptString(readFileSync(filePath));
        return token === '' ? null : token;
      } catch {
        return null;
      }
    },
    set(token) {
      if (token === null || token === '') {
        rmSync(filePath, { force: true });
        return;
      }
      if (!isProtected(safeStorage)) throw new TokenStorageUnavailableError();
      ensurePrivateDir(dirname(filePath));
      const temporary = `${filePath}.tmp`;
      writePrivateFile(temporary, safeStorage.encryptString(token));
      renameSync(temporary, filePath);
    },
  };
}
