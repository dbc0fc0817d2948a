/**
 * The offline route with real files: a release folder made as the release workflow makes it (a manifest listing
 * the installer by its SHA-512, every file signed by scripts/release/update-signatures.ts with a test key the
 * check pins), copied to a "USB disk", checked by the same release verifier as a download. Each refusal changes
 * one thing; the words are the desk's language.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkUpdateFolder, compareVersions, type OfflineOptions } from '../../main/desk/updates/offline';
import { installerCommand, installFromFolder, updateFolderArg } from '../../main/desk/updates/offline-install';
import { createReleaseVerifier } from '../../main/desk/updates/verify';
import { setCoreLanguage } from '../../main/i18n/words';
import { signFolder } from '../../scripts/release/update-signatures';
import { manifestNameOn, withStaging } from '../../scripts/release/update-info';
import { pathToFileURL } from 'node:url';

const pair = () => {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const RELEASE = pair();
const OTHER = pair();

const WINDOWS: OfflineOptions = {
  keys: [RELEASE.publicPem],
  platform: 'win32',
  arch: 'x64',
  channel: 'stable',
  currentVersion: '1.4.0',
};

let usb: string;
beforeEach(() => {
  usb = fs.mkdtempSync(path.join(os.tmpdir(), 'usb-'));
  setCoreLanguage('en');
});
afterEach(() => fs.rmSync(usb, { recursive: true, force: true }));
afterAll(() => setCoreLanguage('en'));

/** A release folder for one OS as electron-builder and the release scripts leave it, signed with `key`. */
async function release(options: { version?: string; manifest?: string; installer?: string; key?: string } = {}) {
  const version = options.version ?? '1.5.0';
  const installer = options.installer ?? `ClaimDesk-Setup-${version}.exe`;
  const bytes = crypto.randomBytes(64 * 1024);
  fs.writeFileSync(path.join(usb, installer), bytes);
  const sha512 = crypto.createHash('sha512').update(bytes).digest('base64');
  fs.writeFileSync(
    path.join(usb, options.manifest ?? 'latest.yml'),
    [
      `version: ${version}`,
      'files:',
      `  - url: ${installer}`,
      `    sha512: ${sha512}`,
      `    size: ${bytes.length}`,
      `path: ${installer}`,
      `sha512: ${sha512}`,
      "releaseDate: '2026-11-20T09:00:00.000Z'",
      '',
    ].join('\n'),
  );
  const key = options.key ?? RELEASE.privatePem;
  await signFolder(usb, key, [key === RELEASE.privatePem ? RELEASE.publicPem : OTHER.publicPem]);
  return path.join(usb, installer);
}

describe('an update file from a USB disk or a share', () => {
  it('is accepted when signed, whole, newer and for this system', async () => {
    const installer = await release();
    expect(await checkUpdateFolder(usb, WINDOWS)).toEqual({ ok: true, version: '1.5.0', installer });
  });

  it('is refused unsigned: the manifest without its .sig, or the installer without its own', async () => {
    const installer = await release();
    fs.rmSync(`${installer}.sig`);
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'unsigned' });
    fs.rmSync(path.join(usb, 'latest.yml.sig'));
    const refused = await checkUpdateFolder(usb, WINDOWS);
    expect(refused).toMatchObject({ ok: false, refusal: 'unsigned' });
    expect(!refused.ok && refused.message).toContain('has no ClaimDesk signature');
  });

  it('is refused tampered: an installer changed after signing, or a manifest edited', async () => {
    const installer = await release();
    const bytes = fs.readFileSync(installer);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    fs.writeFileSync(installer, bytes);
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'tampered' });
    await release();
    fs.appendFileSync(path.join(usb, 'latest.yml'), 'stagingPercentage: 100\n');
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'tampered' });
  });

  it('is refused when signed by a key the desk does not pin', async () => {
    await release({ key: OTHER.privatePem });
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'not-ours' });
  });

  it('is refused when older than, or the same as, the version running: a USB disk never downgrades', async () => {
    await release({ version: '1.3.9' });
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'not-newer' });
    expect(await checkUpdateFolder(usb, { ...WINDOWS, currentVersion: '1.3.9' })).toMatchObject({
      refusal: 'not-newer',
    });
    expect(await checkUpdateFolder(usb, { ...WINDOWS, currentVersion: '1.3.9-pilot.2' })).toMatchObject({ ok: true });
  });

  it('is refused for another system or channel, naming what it holds and what this desk needs', async () => {
    await release({ manifest: 'latest-linux.yml', installer: 'claimdesk_1.5.0_amd64.deb' });
    const refused = await checkUpdateFolder(usb, WINDOWS);
    expect(refused).toMatchObject({ ok: false, refusal: 'other-platform' });
    expect(!refused.ok && refused.message).toContain('latest-linux.yml');
    expect(!refused.ok && refused.message).toContain('latest.yml');
    expect(await checkUpdateFolder(usb, { ...WINDOWS, platform: 'linux' })).toMatchObject({ ok: true });
    expect(await checkUpdateFolder(usb, { ...WINDOWS, platform: 'linux', channel: 'pilot' })).toMatchObject({
      refusal: 'other-platform',
    });
  });

  it('is refused when the folder holds no update at all, or a manifest without its installer', async () => {
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'incomplete' });
    const installer = await release();
    fs.rmSync(installer);
    expect(await checkUpdateFolder(usb, WINDOWS)).toMatchObject({ ok: false, refusal: 'incomplete' });
  });

  it('says why in the desk’s language', async () => {
    await release({ version: '1.3.9' });
    setCoreLanguage('fr');
    const french = await checkUpdateFolder(usb, WINDOWS);
    expect(!french.ok && french.message).toContain('Non installée\u00a0: ');
    setCoreLanguage('sw');
    const swahili = await checkUpdateFolder(usb, WINDOWS);
    expect(!swahili.ok && swahili.message).toContain('Haijasakinishwa');
    expect(!swahili.ok && swahili.message).toContain('1.3.9');
  });
});

describe('the release scripts’ channel and rollout (scripts/release/stage.ts)', () => {
  it('name the pilot manifests as electron-updater reads them', () => {
    expect(
      ['latest.yml', 'latest-mac.yml', 'latest-linux.yml', 'latest-linux-arm64.yml'].map((name) =>
        manifestNameOn(name, 'pilot'),
      ),
    ).toEqual(['pilot.yml', 'pilot-mac.yml', 'pilot-linux.yml', 'pilot-linux-arm64.yml']);
    expect(() => manifestNameOn('SHA256SUMS', 'pilot')).toThrow(/not an update manifest/);
  });

  it('set a staged share the desk reads from the signed manifest, and lift it at 100', async () => {
    await release();
    const file = path.join(usb, 'latest.yml');
    const staged = withStaging(fs.readFileSync(file, 'utf8'), 20);
    expect(staged).toContain('stagingPercentage: 20');
    expect(withStaging(staged, 100)).not.toContain('stagingPercentage');
    expect(() => withStaging(staged, 101)).toThrow(/whole percent/);
    fs.writeFileSync(path.join(usb, 'pilot.yml'), staged);
    await signFolder(usb, RELEASE.privatePem, [RELEASE.publicPem]);
    const verifier = createReleaseVerifier({
      keys: [RELEASE.publicPem],
      channelFile: (channel) => (channel === 'pilot' ? 'pilot.yml' : 'latest.yml'),
      fetchFile: (url) => Promise.resolve({ status: 200, body: fs.readFileSync(new URL(url)) }),
    });
    const feed = pathToFileURL(`${usb}/`).href;
    expect(await verifier.manifest(feed, 'pilot')).toMatchObject({
      ok: true,
      value: { file: 'pilot.yml', version: '1.5.0', stagingPercentage: 20 },
    });
    const stable = await verifier.manifest(feed, 'stable');
    expect(stable).toMatchObject({ ok: true, value: { file: 'latest.yml' } });
    expect(stable.ok && stable.value.stagingPercentage).toBeUndefined();
  });
});

describe('version order', () => {
  it('puts a pre-release before its release, and compares parts as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.5.0', '1.5.0')).toBe(0);
    expect(compareVersions('1.5.0-pilot.1', '1.5.0')).toBe(-1);
    expect(compareVersions('1.5.0-pilot.10', '1.5.0-pilot.9')).toBe(1);
  });
});

describe('installing from a folder (ClaimDesk --update-from=<folder>)', () => {
  const deps = (answer: boolean, policyChannel?: 'pilot') => {
    const seen = { refused: [] as string[], ran: [] as string[][], asked: [] as string[] };
    return {
      seen,
      deps: {
        check: { keys: [RELEASE.publicPem], platform: 'win32' as const, arch: 'x64', currentVersion: '1.4.0' },
        policy: policyChannel
          ? ({ kind: 'applied', file: 'policy.json', policy: { updates: { channel: policyChannel } } } as const)
          : ({ kind: 'none' } as const),
        confirm: (version: string) => {
          seen.asked.push(version);
          return Promise.resolve(answer);
        },
        refuse: (message: string) => seen.refused.push(message),
        run: (command: string, args: readonly string[]) => seen.ran.push([command, ...args]),
      },
    };
  };

  it('reads the folder from the command line', () => {
    expect(updateFolderArg(['ClaimDesk.exe', '--update-from=E:\\ClaimDesk'])).toBe('E:\\ClaimDesk');
    expect(updateFolderArg(['ClaimDesk.exe', '--update-from='])).toBeUndefined();
    expect(updateFolderArg(['ClaimDesk.exe'])).toBeUndefined();
  });

  it('runs the checked installer silently only after the dialog’s yes', async () => {
    const installer = await release();
    const declined = deps(false);
    expect(await installFromFolder(usb, declined.deps)).toBe('declined');
    expect(declined.seen.ran).toEqual([]);
    const accepted = deps(true);
    expect(await installFromFolder(usb, accepted.deps)).toBe('installing');
    expect(accepted.seen.asked).toEqual(['1.5.0']);
    expect(accepted.seen.ran).toEqual([[installer, '--updated', '/S', '--force-run']]);
  });

  it('shows the refusal and runs nothing: tampered, or on the channel the policy sets', async () => {
    const installer = await release();
    const pilot = deps(true, 'pilot');
    expect(await installFromFolder(usb, pilot.deps)).toBe('refused');
    expect(pilot.seen.refused[0]).toContain('pilot.yml');
    fs.appendFileSync(installer, 'x');
    const tampered = deps(true);
    expect(await installFromFolder(usb, tampered.deps)).toBe('refused');
    expect(tampered.seen.refused[0]).toContain('was changed after it was signed');
    expect([...pilot.seen.ran, ...tampered.seen.ran, ...tampered.seen.asked]).toEqual([]);
  });

  it('installs a deb through pkexec, and leaves other packages to IT', () => {
    expect(installerCommand('linux', '/media/usb/claimdesk_1.5.0_amd64.deb')).toEqual({
      command: 'pkexec',
      args: ['dpkg', '-i', '/media/usb/claimdesk_1.5.0_amd64.deb'],
    });
    expect(installerCommand('linux', '/media/usb/ClaimDesk-1.5.0-x86_64.AppImage')).toBeUndefined();
    expect(installerCommand('darwin', '/Volumes/usb/ClaimDesk-1.5.0-arm64.zip')).toBeUndefined();
  });
});
