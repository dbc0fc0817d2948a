/**
 * Detached signatures of update files (`<file>.sig` beside latest*.yml and each installer), made by the
 * release workflow (scripts/release/sign-updates.ts) and checked by the desk before anything is trusted.
 *
 * What is signed is short and streams: a purpose line, the file's name (so latest.yml cannot pass for
 * latest-linux.yml, nor one installer for another) and the file's SHA-512. A `.sig` file is one line,
 * `ed25519 <key id> <signature, base64>`; the key id lets a refusal tell "signed with another key" (wrong)
 * from "changed after it was signed" (tampered), and lets two keys live side by side while one is rotated.
 */
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import type { UpdateFailure } from '../../../shared/domain/updates';

const PURPOSE = 'ClaimDesk update signature v1\n';

/** The bytes signed for a file of this name and SHA-512 digest. */
export const signedMessage = (name: string, digest: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${PURPOSE}${name}\n`, 'utf8'), digest]);

export const sha512 = (bytes: Buffer): Buffer => createHash('sha512').update(bytes).digest();

/** The SHA-512 of a file on disk, read in chunks (installers are large). */
export async function sha512OfFile(path: string): Promise<Buffer> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest();
}

/** The same, without yielding: for the last look at a file just before its installer starts. */
export function sha512OfFileSync(path: string): Buffer {
  const hash = createHash('sha512');
  const chunk = Buffer.alloc(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest();
}

/** A key's id: the first 16 hex digits of the SHA-256 of its public key (SPKI DER). */
export function keyIdOf(key: KeyObject | string): string {
  const publicKey = createPublicKey(key);
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

/** The `.sig` text for a file, signed with an Ed25519 private key (PEM). */
export function signatureFor(privateKeyPem: string, name: string, digest: Buffer): string {
  const signature = sign(null, signedMessage(name, digest), privateKeyPem).toString('base64');
  return `ed25519 ${keyIdOf(privateKeyPem)} ${signature}\n`;
}

const SIG_LINE = /^ed25519 ([0-9a-f]{16}) ([A-Za-z0-9+/]{86}==)$/;

type Refusal = { readonly ok: false; readonly failure: UpdateFailure };
const refuse = (reason: UpdateFailure['reason'], detail: string): Refusal => ({
  ok: false,
  failure: { reason, detail },
});

/**
 * Whether `sigText` (null: no .sig was found) is a signature of the file `name` with this digest by one of
 * the pinned `keys`. Refusals name the file and the key id, never anything secret.
 */
export function checkSignature(
  sigText: string | null,
  name: string,
  digest: Buffer,
  keys: readonly string[],
): { readonly ok: true } | Refusal {
  if (sigText === null) return refuse('signature-missing', `${name}: no ${name}.sig beside it`);
  const line = SIG_LINE.exec(sigText.trim());
  if (line === null) return refuse('signature-wrong', `${name}.sig is not a ClaimDesk update signature`);
  const [, keyId, signature] = line as unknown as [string, string, string];
  const key = keys.find((pem) => keyIdOf(pem) === keyId);
  if (key === undefined) return refuse('signature-wrong', `${name} is signed with key ${keyId}, not a release key`);
  if (!verify(null, signedMessage(name, digest), key, Buffer.from(signature, 'base64'))) {
    return refuse('signature-tampered', `${name} was changed after it was signed (key ${keyId})`);
  }
  return { ok: true };
}
