/**
 * The update files' signatures (main/desk/updates/signature.ts): `signFolder` writes `<file>.sig` beside
 * every file of the release folder (latest*.yml, installers, zips, blockmaps, SHA256SUMS) with the release's
 * Ed25519 private key; `verifyFolder` checks them as a desk would, for the release manager to try a feed.
 * A key whose public half the app does not pin is refused: every desk would refuse what it signed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSignature, keyIdOf, sha512OfFile, signatureFor } from '../../main/desk/updates/signature';

const signable = (folder: string): string[] =>
  readdirSync(folder)
    .filter((name) => !name.endsWith('.sig') && statSync(join(folder, name)).isFile())
    .sort();

export async function signFolder(folder: string, privateKeyPem: string, pinned: readonly string[]): Promise<string[]> {
  const keyId = keyIdOf(privateKeyPem);
  if (!pinned.some((pem) => keyIdOf(pem) === keyId)) {
    throw new Error(
      `the signing key ${keyId} is not pinned in main/desk/updates/release-key.ts: desks would refuse it`,
    );
  }
  const names = signable(folder);
  for (const name of names) {
    writeFileSync(
      join(folder, `${name}.sig`),
      signatureFor(privateKeyPem, name, await sha512OfFile(join(folder, name))),
    );
  }
  return names;
}

/** Each file's verdict: null when its signature holds, else the refusal's words. */
export async function verifyFolder(folder: string, pinned: readonly string[]): Promise<Map<string, string | null>> {
  const verdicts = new Map<string, string | null>();
  for (const name of signable(folder)) {
    let sig: string | null = null;
    try {
      sig = readFileSync(join(folder, `${name}.sig`), 'utf8');
    } catch {
      sig = null;
    }
    const checked = checkSignature(sig, name, await sha512OfFile(join(folder, name)), pinned);
    verdicts.set(name, checked.ok ? null : `${checked.failure.reason}: ${checked.failure.detail}`);
  }
  return verdicts;
}
