/**
 * The recovery envelope, `claimdesk.recovery`: the store's key wrapped under a key derived from the recovery key
 * (scrypt, then AES-256-GCM), so that the recovery key IT wrote down opens the store, and any backup, on any PC.
 *
 * A versioned JSON file, 0600, written whole or not at all (as the key file). It holds nothing that opens the
 * store without the recovery key: the salt, the nonce, the wrapped key and its tag. GCM's tag tells a wrong
 * recovery key (or a tampered file) from a right one; the header is authenticated with it.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { replacePrivateFile } from '../private-files';
import { StoreKey } from '../store-key';
import type { RecoveryKey } from './recovery-key';

export const RECOVERY_FILE = 'claimdesk.recovery';
export const RECOVERY_SUFFIX = '.recovery';
/** A backup's envelope: a copy, beside it, of the one current when it was taken (copied with it by IT's backups). */
export const recoveryFileFor = (backupFile: string): string => `${backupFile}${RECOVERY_SUFFIX}`;
export const recoveryFileIn = (dataDir: string): string => path.join(dataDir, RECOVERY_FILE);
/** Whether a recovery key was ever issued for the desk in `dataDir` (its envelope is there). */
export const hasEnvelope = (dataDir: string): boolean => fs.existsSync(recoveryFileIn(dataDir));

const FORMAT = 'claimdesk-recovery';
const VERSION = 1;
/** scrypt's cost: 2^15 × 8 × 128 B = 32 MiB, 0.2–1 s on a 2-core PC; the recovery key's 140 random bits carry the strength. */
export const DEFAULT_KDF = { n: 2 ** 15, r: 8, p: 1 } as const;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);
const Envelope = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  kdf: z.object({
    name: z.literal('scrypt'),
    n: z
      .number()
      .int()
      .min(2)
      .max(2 ** 20),
    r: z.number().int().min(1).max(32),
    p: z.number().int().min(1).max(16),
    salt: base64,
  }),
  cipher: z.literal('aes-256-gcm'),
  iv: base64,
  tag: base64,
  wrappedKey: base64,
});
type Envelope = z.infer<typeof Envelope>;

export type UnwrapFailure = 'unreadable' | 'newer-version' | 'wrong-key';
export type Unwrapped =
  { readonly ok: true; readonly key: StoreKey } | { readonly ok: false; readonly why: UnwrapFailure };

type Kdf = { readonly n: number; readonly r: number; readonly p: number };

function derive(recovery: RecoveryKey, salt: Buffer, kdf: Kdf): Buffer {
  return scryptSync(recovery.text(), salt, 32, { N: kdf.n, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.n * kdf.r + 2 ** 20 });
}

/** What GCM authenticates besides the key: the envelope's header. */
const headerOf = (envelope: Pick<Envelope, 'format' | 'version' | 'createdAt'>): Buffer =>
  Buffer.from(`${envelope.format}/${envelope.version}/${envelope.createdAt}`);

/** The envelope's text: `key` wrapped under `recovery`. */
export function wrapStoreKey(key: StoreKey, recovery: RecoveryKey, now: Date, kdf: Kdf = DEFAULT_KDF): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const head = { format: FORMAT, version: VERSION, createdAt: now.toISOString() } as const;
  const cipher = createCipheriv('aes-256-gcm', derive(recovery, salt, kdf), iv);
  cipher.setAAD(headerOf(head));
  const wrapped = Buffer.concat([cipher.update(key.bytes()), cipher.final()]);
  const envelope: Envelope = {
    ...head,
    kdf: { name: 'scrypt', ...kdf, salt: salt.toString('base64') },
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    wrappedKey: wrapped.toString('base64'),
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

/** The store key in an envelope's text, or why not. */
export function unwrapStoreKey(text: string, recovery: RecoveryKey): Unwrapped {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > VERSION) return { ok: false, why: 'newer-version' };
  const envelope = Envelope.safeParse(parsed);
  if (!envelope.success || envelope.data.version !== VERSION) return { ok: false, why: 'unreadable' };
  const { kdf, iv, tag, wrappedKey } = envelope.data;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derive(recovery, Buffer.from(kdf.salt, 'base64'), kdf),
      Buffer.from(iv, 'base64'),
    );
    decipher.setAAD(headerOf(envelope.data));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const bytes = Buffer.concat([decipher.update(Buffer.from(wrappedKey, 'base64')), decipher.final()]);
    const key = StoreKey.fromHex(bytes.toString('hex'));
    return key === undefined ? { ok: false, why: 'unreadable' } : { ok: true, key };
  } catch {
    // GCM's tag did not match: another recovery key (or a file changed since it was written).
    return { ok: false, why: 'wrong-key' };
  }
}

/** Writes the data folder's envelope for `key` under `recovery`, replacing the one there. */
export function writeEnvelope(dataDir: string, key: StoreKey, recovery: RecoveryKey, now: Date, kdf?: Kdf): void {
  replacePrivateFile(recoveryFileIn(dataDir), wrapStoreKey(key, recovery, now, kdf));
}

/** The text of an envelope file; undefined when there is none. */
export function readEnvelope(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Beside a backup just taken, a copy of the data folder's envelope (none when no recovery key was issued yet):
 * written before the backup takes its name, so a complete backup never lacks one that existed.
 */
export function copyEnvelopeBeside(dataDir: string, backupFile: string): boolean {
  const text = readEnvelope(recoveryFileIn(dataDir));
  if (text === undefined) return false;
  replacePrivateFile(recoveryFileFor(backupFile), text);
  return true;
}
