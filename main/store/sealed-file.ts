/**
 * A damaged file that SQLite cannot encrypt (a plain database too broken to convert, and its
 * -wal and -shm), kept for support in `corrupt/` sealed with the store's key: AES-256-GCM, so
 * it reads as noise without the key and any change to it is detected. Support opens it with
 * `npm run unseal` (scripts/unseal/), which needs the key.
 *
 * Layout: "CLAIMDESK-SEALED1" (17 bytes), a 12-byte IV, the ciphertext, the 16-byte tag.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { syncFile } from './fsync';
import { writePrivateFile } from './private-files';
import { shredFile } from './shred';
import type { StoreKey } from './store-key';

export const SEALED_SUFFIX = '.sealed';
const MAGIC = Buffer.from('CLAIMDESK-SEALED1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals `from` into `to` (0600, flushed), then shreds `from`. */
export function sealFile(from: string, to: string, key: StoreKey): void {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes(), iv);
  const body = Buffer.concat([cipher.update(fs.readFileSync(from)), cipher.final()]);
  writePrivateFile(to, Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]));
  syncFile(to);
  shredFile(from);
}

/** The contents of a sealed file; throws when it is not one, was changed, or the key is not its own. */
export function unsealFile(file: string, key: StoreKey): Buffer {
  const sealed = fs.readFileSync(file);
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`${file} is not a file ClaimDesk sealed`);
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key.bytes(), iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(MAGIC.length + IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
