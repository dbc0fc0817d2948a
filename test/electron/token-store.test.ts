import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSafeTokenStore,
  keyWrapperOf,
  TokenStorageUnavailableError,
  type SafeStorageLike,
} from '../../main/electron/token-store';

const TOKEN = 'sk_live_Secret-Token-1234';

/** A stand-in for safeStorage: a reversible byte scramble, so the file must never show the token. */
function fakeSafeStorage(available = true, backend?: string): SafeStorageLike {
  const flip = (bytes: Buffer): Buffer => Buffer.from(bytes.map((byte) => byte ^ 0xa5));
  return {
    isEncryptionAvailable: () => available,
    ...(backend === undefined ? {} : { getSelectedStorageBackend: () => backend }),
    encryptString: (text) => Buffer.concat([Buffer.from('v10'), flip(Buffer.from(text, 'utf8'))]),
    decryptString: (bytes) => {
      if (bytes.subarray(0, 3).toString() !== 'v10') throw new Error('not ours');
      return flip(bytes.subarray(3)).toString('utf8');
    },
  };
}

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'claimdesk-token-'));
  file = join(dir, 'service-token.bin');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the token store', () => {
  it('reads back the token it saved, and keeps only ciphertext on disk', () => {
    const store = createSafeTokenStore(fakeSafeStorage(), file);
    store.set(TOKEN);

    expect(store.get()).toBe(TOKEN);
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from(TOKEN))).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('Secret');
    expect(createSafeTokenStore(fakeSafeStorage(), file).get()).toBe(TOKEN);
  });

  it('keeps the file readable by its owner only', () => {
    createSafeTokenStore(fakeSafeStorage(), file).set(TOKEN);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('has no token before one is saved, and none after it is cleared', () => {
    const store = createSafeTokenStore(fakeSafeStorage(), file);
    expect(store.get()).toBeNull();
    store.set(TOKEN);
    store.set(null);
    expect(store.get()).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ['encryption is unavailable', fakeSafeStorage(false)],
    ["Linux offers only the 'basic_text' fallback", fakeSafeStorage(true, 'basic_text')],
  ])('refuses to save when %s, says why, and writes nothing', (_label, safeStorage) => {
    const store = createSafeTokenStore(safeStorage, file);
    expect(() => store.set(TOKEN)).toThrow(TokenStorageUnavailableError);
    expect(() => store.set(TOKEN)).toThrow(/never keeps it in plain text/);
    expect(existsSync(file)).toBe(false);
  });

  it('saves with a real keyring on Linux', () => {
    const store = createSafeTokenStore(fakeSafeStorage(true, 'gnome_libsecret'), file);
    store.set(TOKEN);
    expect(store.get()).toBe(TOKEN);
  });

  it('reads a file it cannot decrypt as no token', () => {
    writeFileSync(file, 'garbage');
    expect(createSafeTokenStore(fakeSafeStorage(), file).get()).toBeNull();
  });
});

describe("the store key's wrapper", () => {
  it('wraps and unwraps with safeStorage, and is protected exactly when the token store is', () => {
    const wrapper = keyWrapperOf(fakeSafeStorage());
    const key = 'ab'.repeat(32);
    const wrapped = wrapper.wrap(key);
    expect(wrapped.toString('latin1')).not.toContain(key);
    expect(wrapper.unwrap(wrapped)).toBe(key);
    expect(wrapper.isProtected()).toBe(true);
    expect(keyWrapperOf(fakeSafeStorage(false)).isProtected()).toBe(false);
    expect(keyWrapperOf(fakeSafeStorage(true, 'basic_text')).isProtected()).toBe(false);
    expect(keyWrapperOf(fakeSafeStorage(true, 'gnome_libsecret')).isProtected()).toBe(true);
  });
});
