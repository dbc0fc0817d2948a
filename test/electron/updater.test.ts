/**
 * The updater port over an autoUpdater double: how electron-updater is set up, what its answers and
 * errors become, that progress and cancellation pass through, and that an install is asked for silently.
 */
import { EventEmitter } from 'node:events';
import { CancellationToken } from 'electron-updater';
import { describe, expect, it, vi } from 'vitest';
import { createUpdaterPort, describeFailure, type AutoUpdaterLike } from '../../main/electron/updater';

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
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('setting electron-updater up', () => {
  it('never downloads by itself and never installs on an ordinary quit', () => {
    const updater = new AutoUpdaterDouble();
    const port = createUpdaterPort(updater);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(port.currentVersion).toBe('1.4.0');
  });

  it('points it at the generic feed of the setting before every check', async () => {
    const updater = new AutoUpdaterDouble();
    updater.checkAnswer = () => Promise.resolve({ isUpdateAvailable: false, updateInfo: { version: '1.4.0' } });
    const port = createUpdaterPort(updater);
    await port.check('https://updates.example/a');
    await port.check('https://updates.example/b');
    expect(updater.setFeedURL.mock.calls).toEqual([
      [{ provider: 'generic', url: 'https://updates.example/a' }],
      [{ provider: 'generic', url: 'https://updates.example/b' }],
    ]);
  });
});

describe('checking', () => {
  it('answers the version on offer, or null when the feed has nothing newer', async () => {
    const updater = new AutoUpdaterDouble();
    const port = createUpdaterPort(updater);
    updater.checkAnswer = () => Promise.resolve({ isUpdateAvailable: true, updateInfo: { version: '1.5.0' } });
    expect(await port.check('https://updates.example')).toEqual({ ok: true, value: '1.5.0' });
    updater.checkAnswer = () => Promise.resolve({ isUpdateAvailable: false, updateInfo: { version: '1.4.0' } });
    expect(await port.check('https://updates.example')).toEqual({ ok: true, value: null });
  });

  it('never reads "no check" (a build that is not installed) as up to date', async () => {
    const port = createUpdaterPort(new AutoUpdaterDouble());
    expect(await port.check('https://updates.example')).toEqual({
      ok: false,
      failure: { reason: 'not-installed', detail: expect.stringContaining('not installed') as string },
    });
  });

  it('turns a rejected check into a failure with its reason', async () => {
    const updater = new AutoUpdaterDouble();
    const port = createUpdaterPort(updater);
    updater.checkAnswer = () => Promise.reject(coded('getaddrinfo ENOTFOUND updates.example', 'ENOTFOUND'));
    expect(await port.check('https://updates.example')).toEqual({
      ok: false,
      failure: { reason: 'unreachable', detail: 'getaddrinfo ENOTFOUND updates.example' },
    });
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
    const port = createUpdaterPort(updater);
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
    const port = createUpdaterPort(updater);
    const abort = new AbortController();
    const download = port.download(() => undefined, abort.signal);
    abort.abort();
    expect(token?.cancelled).toBe(true);
    expect(await download).toMatchObject({ ok: false, failure: { reason: 'other' } });
  });

  it('says a checksum mismatch is one', async () => {
    const updater = new AutoUpdaterDouble();
    updater.downloadWith = () => Promise.reject(coded('sha512 checksum mismatch', 'ERR_CHECKSUM_MISMATCH'));
    const port = createUpdaterPort(updater);
    expect(await port.download(() => undefined, new AbortController().signal)).toMatchObject({
      ok: false,
      failure: { reason: 'checksum' },
    });
  });
});

describe('installing', () => {
  it('asks for a silent install that starts ClaimDesk again', () => {
    const updater = new AutoUpdaterDouble();
    expect(createUpdaterPort(updater).install()).toEqual({ ok: true, value: null });
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
    expect(updater.listenerCount('error')).toBe(0);
  });

  it('reports an installer that did not start (electron-updater says so with an error event)', () => {
    const updater = new AutoUpdaterDouble();
    updater.quitAndInstall.mockImplementation(() => {
      updater.emit('error', new Error("No update filepath provided, can't quit and install"));
    });
    expect(createUpdaterPort(updater).install()).toEqual({
      ok: false,
      failure: { reason: 'other', detail: "No update filepath provided, can't quit and install" },
    });
  });
});
