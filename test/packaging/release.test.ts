/**
 * The release workflow's own scripts: what the signing report says for each set of credentials
 * in the environment, the merge of the two macOS update manifests, and the update files' signatures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_KEYS } from '../../main/desk/updates/release-key';
import { keyIdOf } from '../../main/desk/updates/signature';
import { signFolder, verifyFolder } from '../../scripts/release/update-signatures';
import { mergeUpdateInfo } from '../../scripts/release/update-info';
import { signingReport, withoutEmptyCredentials } from '../../scripts/release/signing';

describe('the signing report', () => {
  it('warns, without stopping, when there are no credentials at all', () => {
    const mac = signingReport('mac', {});
    expect(mac.errors).toEqual([]);
    expect(mac.warnings).toEqual([
      expect.stringMatching(/^macOS: not signed/),
      expect.stringMatching(/^macOS: not notarized/),
    ]);
    const win = signingReport('win', { CSC_LINK: '' });
    expect(win.errors).toEqual([]);
    expect(win.warnings).toEqual([expect.stringMatching(/^Windows: not signed/)]);
  });

  it('says what will be signed and notarized when every credential is there', () => {
    const mac = signingReport('mac', {
      CSC_LINK: 'base64-p12',
      CSC_KEY_PASSWORD: 'pw',
      APPLE_API_KEY: '/tmp/key.p8',
      APPLE_API_KEY_ID: 'id',
      APPLE_API_ISSUER: 'issuer',
    });
    expect(mac).toEqual({
      notes: [
        'macOS: the app is signed with the Developer ID certificate in CSC_LINK.',
        'macOS: notarized with APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER.',
      ],
      warnings: [],
      errors: [],
    });
    expect(signingReport('win', { WIN_CSC_LINK: 'pfx', WIN_CSC_KEY_PASSWORD: 'pw' }).warnings).toEqual([]);
  });

  it('stops on a set that is only partly there', () => {
    expect(signingReport('mac', { CSC_LINK: 'p12', CSC_KEY_PASSWORD: 'pw', APPLE_ID: 'a@b.c' }).errors).toEqual([
      'macOS: notarization credentials incomplete: APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID missing.',
    ]);
    expect(signingReport('win', { WIN_CSC_LINK: 'pfx' }).errors).toEqual([
      'Windows: WIN_CSC_LINK is set but WIN_CSC_KEY_PASSWORD is not.',
    ]);
  });

  it('warns that notarization needs a signed app', () => {
    const report = signingReport('mac', { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'T' });
    expect(report.warnings).toContainEqual(expect.stringMatching(/Apple notarizes only signed apps/));
  });

  it('drops credential variables the secret store left empty, and nothing else', () => {
    expect(withoutEmptyCredentials({ CSC_LINK: '', WIN_CSC_LINK: 'pfx', APPLE_ID: '  ', PATH: '' })).toEqual({
      WIN_CSC_LINK: 'pfx',
      PATH: '',
    });
  });
});

describe('the macOS update manifest', () => {
  const arm64 = `version: 1.2.0
files:
  - url: ClaimDesk-1.2.0-arm64-mac.zip
    sha512: aaa
    size: 100
path: ClaimDesk-1.2.0-arm64-mac.zip
sha512: aaa
releaseDate: '2026-11-24T10:00:00.000Z'
`;
  const x64 = arm64.replaceAll('-arm64', '').replaceAll('aaa', 'bbb');

  it('lists both architectures after the merge', () => {
    const merged = mergeUpdateInfo([x64, arm64]);
    expect(merged).toContain('url: ClaimDesk-1.2.0-mac.zip');
    expect(merged).toContain('url: ClaimDesk-1.2.0-arm64-mac.zip');
    expect(merged).toContain('path: ClaimDesk-1.2.0-mac.zip');
    expect(mergeUpdateInfo([x64, x64])).toBe(mergeUpdateInfo([x64]));
  });

  it('refuses manifests of different versions', () => {
    expect(() => mergeUpdateInfo([x64, arm64.replace('version: 1.2.0', 'version: 1.1.0')])).toThrow(/versions differ/);
  });
});

describe('the update files’ signatures', () => {
  const pair = () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
    return {
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  };
  const release = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-release-'));
    fs.writeFileSync(path.join(folder, 'latest-linux.yml'), 'version: 1.2.3\n');
    fs.writeFileSync(path.join(folder, 'claimdesk_1.2.3_amd64.deb'), crypto.randomBytes(4096));
    return folder;
  };

  it('signs every file beside it, and the desk’s check accepts them until one changes', async () => {
    const key = pair();
    const folder = release();
    expect(await signFolder(folder, key.privatePem, [key.publicPem])).toEqual([
      'claimdesk_1.2.3_amd64.deb',
      'latest-linux.yml',
    ]);
    expect(fs.readFileSync(path.join(folder, 'latest-linux.yml.sig'), 'utf8')).toMatch(
      new RegExp(`^ed25519 ${keyIdOf(key.publicPem)} [A-Za-z0-9+/]{86}==\n$`),
    );
    expect([...(await verifyFolder(folder, [key.publicPem])).values()]).toEqual([null, null]);
    fs.appendFileSync(path.join(folder, 'latest-linux.yml'), 'sha512: other\n');
    expect((await verifyFolder(folder, [key.publicPem])).get('latest-linux.yml')).toMatch(/^signature-tampered/);
    fs.rmSync(folder, { recursive: true });
  });

  it('refuses a key the app does not pin (every desk would refuse what it signed)', async () => {
    const folder = release();
    await expect(signFolder(folder, pair().privatePem, RELEASE_KEYS)).rejects.toThrow(/is not pinned/);
    expect(fs.readdirSync(folder).filter((name) => name.endsWith('.sig'))).toEqual([]);
    fs.rmSync(folder, { recursive: true });
  });

  it('pins a real Ed25519 public key, and no private key', () => {
    expect(RELEASE_KEYS.length).toBeGreaterThan(0);
    for (const pem of RELEASE_KEYS) {
      expect(crypto.createPublicKey(pem).asymmetricKeyType).toBe('ed25519');
      expect(pem).not.toMatch(/PRIVATE/);
    }
  });
});
