/**
 * The hand-over file, as bytes. Only ClaimDesk reads it, and only with the passphrase staff typed:
 *
 *   header (62 bytes, version 1)                                       │ body                         │ tag
 *   magic "ClaimDeskHO\0" · version u16 BE · KDF 1 = scrypt ·           │ AES-256-GCM of               │ GCM tag,
 *   log2 N · r · p (u8 each) · salt (16) · IV (12) · passphrase check  │ SHA-256(payload) ‖ payload   │ 16 bytes
 *   (16: the first half of SHA-256 of the KDF's second 32 bytes)       │                              │
 *
 * The key is scrypt(passphrase, salt) with the cost written in the header (N = 2^17, r = 8, p = 1 when made
 * here; files made before with N = 2^15 still open, since the cost read is the header's; a file asking more
 * than READ_LIMITS is refused unread). The whole header is the cipher's additional
 * data, so the tag authenticates every byte of the file. The passphrase check tells a wrong passphrase from
 * a changed file (it proves nothing the tag does not; it only lets the answer say which). The SHA-256
 * inside is checked after decryption, a second seal on the payload itself.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const HANDOVER_MAGIC = Buffer.from('ClaimDeskHO\0', 'latin1');
export const HANDOVER_FORMAT_VERSION = 1;

export interface KdfParams {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * What this desk writes: 128 MiB (128·N·r bytes, so maxmem is raised to match) and about half a second per
 * file on a desk PC; it was N = 2^15 (32 MiB) until issue 20.
 */
export const KDF_PARAMS: KdfParams = { log2N: 17, r: 8, p: 1 };
/** The most a file may ask of the KDF before it is read at all (a forged header must not exhaust the desk). */
const READ_LIMITS = { log2N: 20, r: 16, p: 4, memory: 256 * 1024 * 1024 };

const KDF_SCRYPT = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HASH_BYTES = 32;
const VERSION_AT = HANDOVER_MAGIC.length;
const HEADER_BYTES = HANDOVER_MAGIC.length + 2 + 4 + SALT_BYTES + IV_BYTES + CHECK_BYTES;

export type OpenFailure =
  | { readonly reason: 'not-handover' }
  | { readonly reason: 'unsupported-version'; readonly version: number }
  | { readonly reason: 'wrong-passphrase' }
  | { readonly reason: 'damaged' };

export type Opened = { readonly ok: true; readonly payload: Buffer } | ({ readonly ok: false } & OpenFailure);

const memoryOf = (params: KdfParams): number => 128 * 2 ** params.log2N * params.r * params.p;

function deriveKeys(passphrase: string, salt: Buffer, params: KdfParams): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    // The same passphrase typed on two keyboards may arrive composed differently.
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      64,
      { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: memoryOf(params) + 1024 * 1024 },
      (error, derived) => {
        if (error) {
          reject(error);
          return;
        }
        const check = createHash('sha256').update(derived.subarray(32)).digest().subarray(0, CHECK_BYTES);
        resolve({ key: derived.subarray(0, 32), check });
      },
    );
  });
}

/**
 * Derives the key for `passphrase` (the slow part, off the main thread), and answers a sealer: payload →
 * file, synchronous, so a use case can seal inside the write transaction that marks its claims.
 */
export async function handoverSealer(
  passphrase: string,
  params: KdfParams = KDF_PARAMS,
): Promise<(payload: Buffer) => Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const { key, check } = await deriveKeys(passphrase, salt, params);
  return (payload) => {
    // A fresh IV per file: the key is used for one payload, but a sealer could be called again.
    const iv = randomBytes(IV_BYTES);
    const header = Buffer.alloc(HEADER_BYTES);
    HANDOVER_MAGIC.copy(header, 0);
    let at = header.writeUInt16BE(HANDOVER_FORMAT_VERSION, VERSION_AT);
    for (const byte of [KDF_SCRYPT, params.log2N, params.r, params.p]) at = header.writeUInt8(byte, at);
    for (const part of [salt, iv, check]) at += part.copy(header, at);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES }).setAAD(header);
    const hash = createHash('sha256').update(payload).digest();
    const body = Buffer.concat([cipher.update(hash), cipher.update(payload), cipher.final()]);
    return Buffer.concat([header, body, cipher.getAuthTag()]);
  };
}

/** Reads a sealed file back: its payload, or why not (never throws for a bad file). */
export async function openHandover(file: Buffer, passphrase: string): Promise<Opened> {
  if (file.length < HEADER_BYTES || !file.subarray(0, HANDOVER_MAGIC.length).equals(HANDOVER_MAGIC)) {
    return { ok: false, reason: 'not-handover' };
  }
  const version = file.readUInt16BE(VERSION_AT);
  if (version !== HANDOVER_FORMAT_VERSION) return { ok: false, reason: 'unsupported-version', version };
  if (file.length < HEADER_BYTES + HASH_BYTES + TAG_BYTES) return { ok: false, reason: 'damaged' };
  let at = VERSION_AT + 2;
  const [kdf, log2N, r, p] = [0, 1, 2, 3].map((offset) => file.readUInt8(at + offset)) as [
    number,
    number,
    number,
    number,
  ];
  at += 4;
  const params = { log2N, r, p };
  const affordable =
    kdf === KDF_SCRYPT &&
    log2N >= 1 &&
    log2N <= READ_LIMITS.log2N &&
    r >= 1 &&
    r <= READ_LIMITS.r &&
    p >= 1 &&
    p <= READ_LIMITS.p &&
    memoryOf(params) <= READ_LIMITS.memory;
  if (!affordable) return { ok: false, reason: 'damaged' };
  const take = (bytes: number): Buffer => file.subarray(at, (at += bytes));
  const [salt, iv, check] = [take(SALT_BYTES), take(IV_BYTES), take(CHECK_BYTES)];
  const header = file.subarray(0, HEADER_BYTES);
  const body = file.subarray(HEADER_BYTES, file.length - TAG_BYTES);
  const tag = file.subarray(file.length - TAG_BYTES);

  const keys = await deriveKeys(passphrase, salt, params);
  if (!timingSafeEqual(keys.check, check)) return { ok: false, reason: 'wrong-passphrase' };
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.key, iv, { authTagLength: TAG_BYTES })
      .setAAD(header)
      .setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  const payload = plain.subarray(HASH_BYTES);
  const hash = createHash('sha256').update(payload).digest();
  if (!hash.equals(plain.subarray(0, HASH_BYTES))) return { ok: false, reason: 'damaged' };
  return { ok: true, payload };
}
