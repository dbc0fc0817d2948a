/**
 * The updater port over an autoUpdater double and a release verifier double: how electron-updater is set
 * up, that nothing it says counts before the signed manifest does (and only if it agrees with it), that a
 * download refused for its signature is deleted and logged, what its answers and errors become, that
 * progress and cancellation pass through, and that an install is asked for silently. The real verifier
 * against a real feed: test/updates/feed.test.ts.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CancellationToken } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import type { PortResult } from '../../main/desk/updates/port';
import { sha512 } from '../../main/desk/updates/signature';
import type { ReleaseVerifier, SignedManifest, VerifiedFile } from '../../main/desk/updates/verify';
import { createUpdaterPort, describeFailure, type AutoUpdaterLike } from '../../main/electron/updater';
import type { UpdateFailure } from '../../shared/domain/updates';

type CheckAnswer = Awaited<ReturnType<AutoUpdaterLike['checkForUpdates']>>;

class AutoUpdaterDouble extends EventEmitter implements AutoUpdaterLike {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  readonly currentVersion = { version: '1.4.0' };
  readonly setFeedURL = vi.fn();
  checkAnswer: () => Promise<CheckAnswer> = () => Promise.resolve(null);
  readonly checkForUpdates = vi.fn(() => this.checkAnswer());
  downloadWith: (token: CancellationToken) => Promise<string[]> = () => Promise.resolve(['/cache/update.exe']);
  readonly downloadUpdate = vi.fn((token?: CancellationToken) => this.downloadWith(token ?? new CancellationToken()));
  readonly quitAndInstall = vi.fn();
  channel: string | null = null;
  allowDowngrade = false;
  isUserWithinRollout: AutoUpdaterLike['isUserWithinRollout'] = () => true;
}

const SHA = 'c2lnbmVk';
/** A desk whose place in a staged rollout is 0.25 (its last four bytes are 0x40000000). */
const DESK_ID = '6f1c2a4e-0000-4000-8000-000040000000';
const offer = (version: string, isUpdateAvailable = true): Promise<CheckAnswer> =>
  Promise.resolve({ isUpdateAvailable, updateInfo: { version, files: [{ url: `app-${version}.exe`, sha512: SHA }] } });

/** The release verifier: vouches for `signed.version` (and the file SHA), or refuses as the test says. */
function verifierDouble() {
  const double = {
    signed: { version: '1.5.0' } as { version: string; stagingPercentage?: number },
    manifestRefusal: undefined as UpdateFailure | undefined,
    downloadRefusal: undefined as UpdateFailure | undefined,
    verified: [] as string[][],
    verifier: {
      manifest: (): Promise<PortResult<SignedManifest>> =>
        Promise.resolve(
          double.manifestRefusal
            ? { ok: false, failure: double.manifestRefusal }
            : { ok: true, value: { file: 'latest.yml', ...double.signed, sha512s: new Set([SHA]) } },
        ),
      downloads: (_feed: string, _manifest: unknown, paths: readonly string[]): Promise<PortResult<VerifiedFile[]>> => {
        double.verified.push([...paths]);
        // Vouches for each file as it is now (one that does not exist: as empty).
        const now = (file: string) =>
          sha512(fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0)).toString('base64');
        return Promise.resolve(
          double.downloadRefusal
            ? { ok: false, failure: double.downloadRefusal }
            : { ok: true, value: paths.map((file) => ({ path: file, sha512: now(file) })) },
        );
      },
    } satisfies ReleaseVerifier,
  };
  return double;
}

const portOf = (updater: AutoUpdaterLike, verify = verifierDouble()) =>
  createUpdaterPort(updater, { verifier: verify.verifier, deskId: () => DESK_ID });

/** A port whose last check found 1.5.0, ready to download. */
async function foundPort(updater: AutoUpdaterDouble, verify = verifierDouble()) {
  updater.checkAnswer = () => offer('1.5.0');
  const refused: UpdateFailure[] = [];
  const port = createUpdaterPort(updater, {
    verifier: verify.verifier,
    deskId: () => DESK_ID,
    onRefused: (failure) => refused.push(failure),
  });
  expect(await port.check('https://updates.example', 'stable')).toEqual({ ok: true, value: '1.5.0' });
  return { port, refused };
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('channel and staged rollout', () => {
  it('reads the channel’s manifest, never downgrades, and decides the rollout by the signed share and the desk id', async () => {
    const updater = new AutoUpdaterDouble();
    const verify = verifierDouble();
    verify.signed = { version: '1.5.0', stagingPercentage: 20 };
    updater.checkAnswer = () => offer('1.5.0');
    const port = portOf(updater, verify);
    await port.check('https://updates.example', 'pilot');
    expect(updater.channel).toBe('pilot');
    expect(updater.allowDowngrade).toBe(false);
    const info = { stagingPercentage: 100 } as Parameters<AutoUpdaterLike['isUserWithinRollout']>[0];
    // The desk sits at 25%: out of a 20% rollout, whatever share the unsigned answer claims.
    expect(await updater.isUserWithinRollout(info)).toBe(false);
    verify.signed = { version: '1.5.0', stagingPercentage: 30 };
    await port.check('https://updates.example', 'stable');
    expect(updater.channel).toBe('latest');
    expect(await updater.isUserWithinRollout(info)).toBe(true);
  });
});

describe('setting electron-updater up', () => {
  it('never downloads by itself and never installs on an ordinary quit', () => {
    const updater = new AutoUpdaterDouble();
    const port = portOf(updater);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(port.currentVersion).toBe('1.4.0');
  });

  it('points it at the generic feed of the setting before every check', async () => {
    const updater = new AutoUpdaterDouble();
    updater.checkAnswer = () => offer('1.5.0', false);
    const port = portOf(updater);
    await port.check('https://updates.example/a', 'stable');
    await port.check('https://updates.example/b', 'stable');
    expect(updater.setFeedURL.mock.calls).toEqual([
      [{ provider: 'generic', url: 'https://updates.example/a' }],
      [{ provider: 'generic', url: 'https://updates.example/b' }],
    ]);
  });
});

describe('checking', () => {
  it('answers the version on offer, or null when the feed has nothing newer', async () => {
    const updater = new AutoUpdaterDouble();
    const verify = verifierDouble();
    const port = portOf(updater, verify);
    updater.checkAnswer = () => offer('1.5.0');
    expect(await port.check('https://updates.example', 'stable')).toEqual({ ok: true, value: '1.5.0' });
    verify.signed.version = '1.4.0';
    updater.checkAnswer = () => offer('1.4.0', false);
    expect(await port.check('https://updates.example', 'stable')).toEqual({ ok: true, value: null });
  });

  it('never reads "no check" (a build that is not installed) as up to date', async () => {
    const port = portOf(new AutoUpdaterDouble());
    expect(await port.check('https://updates.example', 'stable')).toEqual({
      ok: false,
      failure: { reason: 'not-installed', detail: expect.stringContaining('not installed') as string },
    });
  });

  it('turns a rejected check into a failure with its reason', async () => {
    const updater = new AutoUpdaterDouble();
    const port = portOf(updater);
    updater.checkAnswer = () => Promise.reject(coded('getaddrinfo ENOTFOUND updates.example', 'ENOTFOUND'));
    expect(await port.check('https://updates.example', 'stable')).toEqual({
      ok: false,
      failure: { reason: 'unreachable', detail: 'getaddrinfo ENOTFOUND updates.example' },
    });
  });
});

describe('the signed manifest first', () => {
  it('asks electron-updater nothing when the feed’s manifest is refused, and logs the refusal', async () => {
    const updater = new AutoUpdaterDouble();
    const verify = verifierDouble();
    verify.manifestRefusal = { reason: 'signature-missing', detail: 'latest.yml: no latest.yml.sig beside it' };
    const refused: UpdateFailure[] = [];
    const port = createUpdaterPort(updater, {
      verifier: verify.verifier,
      deskId: () => DESK_ID,
      onRefused: (failure) => refused.push(failure),
    });
    expect(await port.check('https://updates.example', 'stable')).toEqual({
      ok: false,
      failure: verify.manifestRefusal,
    });
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    expect(refused).toEqual([verify.manifestRefusal]);
  });

  it.each([
    ['another version than the signed one', () => offer('9.9.9')],
    [
      'a file the signed manifest does not list',
      () =>
        Promise.resolve({
          isUpdateAvailable: true,
          updateInfo: { version: '1.5.0', files: [{ url: 'evil.exe', sha512: 'ZXZpbA==' }] },
        }),
    ],
  ])('refuses an answer of electron-updater with %s (the feed answered it differently)', async (_case, answer) => {
    const updater = new AutoUpdaterDouble();
    updater.checkAnswer = answer;
    const port = portOf(updater);
    expect(await port.check('https://updates.example', 'stable')).toMatchObject({
      ok: false,
      failure: { reason: 'signature-tampered' },
    });
    expect(await port.download(() => undefined, new AbortController().signal)).toMatchObject({ ok: false });
    expect(updater.downloadUpdate).not.toHaveBeenCalled();
  });

  it('verifies what was downloaded, and deletes it when refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-port-'));
    const file = path.join(dir, 'ClaimDesk-Setup-1.5.0.exe');
    fs.writeFileSync(file, 'not what was signed');
    const updater = new AutoUpdaterDouble();
    updater.downloadWith = () => Promise.resolve([file]);
    const verify = verifierDouble();
    verify.downloadRefusal = { reason: 'signature-tampered', detail: 'ClaimDesk-Setup-1.5.0.exe was changed' };
    const { port, refused } = await foundPort(updater, verify);
    expect(await port.download(() => undefined, new AbortController().signal)).toEqual({
      ok: false,
      failure: verify.downloadRefusal,
    });
    expect(verify.verified).toEqual([[file]]);
    expect(fs.existsSync(file)).toBe(false);
    expect(refused).toEqual([verify.downloadRefusal]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('what its errors become', () => {
  it.each([
    [
      coded('Cannot find channel "latest.yml" update info: HttpError: 404', 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND'),
      'feed-missing',
    ],
    [coded('Cannot parse update info from latest.yml', 'ERR_UPDATER_INVALID_UPDATE_INFO'), 'feed-invalid'],
    [coded('App version is not a valid semver version: "x"', 'ERR_UPDATER_INVALID_VERSION'), 'feed-invalid'],
    [coded('sha512 checksum mismatch, expected a, got b', 'ERR_CHECKSUM_MISMATCH'), 'checksum'],
    [coded('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'), 'unreachable'],
    [new Error('net::ERR_INTERNET_DISCONNECTED'), 'unreachable'],
    [Object.assign(new Error('HttpError: 503 Service Unavailable'), { statusCode: 503 }), 'feed-error'],
    [
      coded("ENOENT: no such file or directory, open '/opt/ClaimDesk/resources/app-update.yml'", 'ENOENT'),
      'not-installed',
    ],
    [new Error('something else'), 'other'],
    ['not even an error', 'other'],
  ])('%s is %s', (error, reason) => {
    expect(describeFailure(error).reason).toBe(reason);
  });

  it('keeps the first line of its words, cut short', () => {
    const long = `HttpError: 500\n${'x'.repeat(5000)}`;
    expect(describeFailure(new Error(long)).detail).toBe('HttpError: 500');
    expect(describeFailure(new Error('y'.repeat(1000))).detail).toHaveLength(300);
  });
});

describe('downloading', () => {
  it('passes whole progress on, and stops listening when done', async () => {
    const updater = new AutoUpdaterDouble();
    updater.downloadWith = () => {
      updater.emit('download-progress', { percent: 10.5 });
      updater.emit('download-progress', { percent: 100 });
      return Promise.resolve(['/cache/update.exe']);
    };
    const { port } = await foundPort(updater);
    const progress: number[] = [];
    expect(await port.download((percent) => progress.push(percent), new AbortController().signal)).toEqual({
      ok: true,
      value: null,
    });
    expect(progress).toEqual([10.5, 100]);
    expect(updater.listenerCount('download-progress')).toBe(0);
  });

  it('cancels electron-updater’s download when the core aborts', async () => {
    const updater = new AutoUpdaterDouble();
    let token: CancellationToken | undefined;
    updater.downloadWith = (given) => {
      token = given;
      return given.createPromise<string[]>((_resolve, reject, onCancel) =>
        onCancel(() => reject(new Error('cancelled'))),
      );
    };
    const { port } = await foundPort(updater);
    const abort = new AbortController();
    const download = port.download(() => undefined, abort.signal);
    abort.abort();
    expect(token?.cancelled).toBe(true);
    expect(await download).toMatchObject({ ok: false, failure: { reason: 'other' } });
  });

  it('says a checksum mismatch is one', async () => {
    const updater = new AutoUpdaterDouble();
    updater.downloadWith = () => Promise.reject(coded('sha512 checksum mismatch', 'ERR_CHECKSUM_MISMATCH'));
    const { port } = await foundPort(updater);
    expect(await port.download(() => undefined, new AbortController().signal)).toMatchObject({
      ok: false,
      failure: { reason: 'checksum' },
    });
  });
});

/** A port that downloaded and verified a real file (in a temp folder), ready to install. */
async function downloadedPort(updater: AutoUpdaterDouble) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-port-'));
  const file = path.join(dir, 'ClaimDesk-Setup-1.5.0.exe');
  fs.writeFileSync(file, 'the signed installer');
  updater.downloadWith = () => Promise.resolve([file]);
  const { port, refused } = await foundPort(updater);
  expect(await port.download(() => undefined, new AbortController().signal)).toEqual({ ok: true, value: null });
  return { port, refused, file, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('installing', () => {
  it('installs nothing that was not downloaded and verified', () => {
    const updater = new AutoUpdaterDouble();
    expect(portOf(updater).install()).toMatchObject({ ok: false, failure: { reason: 'other' } });
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('refuses a verified file that changed before the install, and logs it', async () => {
    const updater = new AutoUpdaterDouble();
    const { port, refused, file, done } = await downloadedPort(updater);
    fs.writeFileSync(file, 'swapped in the cache meanwhile');
    expect(port.install()).toMatchObject({ ok: false, failure: { reason: 'signature-tampered' } });
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(refused).toMatchObject([{ reason: 'signature-tampered' }]);
    done();
  });

  it('asks for a silent install that starts ClaimDesk again', async () => {
    const updater = new AutoUpdaterDouble();
    const { port, done } = await downloadedPort(updater);
    expect(port.install()).toEqual({ ok: true, value: null });
    done();
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
    expect(updater.listenerCount('error')).toBe(0);
  });

  it('reports an installer that did not start (electron-updater says so with an error event)', async () => {
    const updater = new AutoUpdaterDouble();
    const { port, done } = await downloadedPort(updater);
    updater.quitAndInstall.mockImplementation(() => {
      updater.emit('error', new Error("No update filepath provided, can't quit and install"));
    });
    expect(port.install()).toEqual({
      ok: false,
      failure: { reason: 'other', detail: "No update filepath provided, can't quit and install" },
    });
    done();
  });
});
