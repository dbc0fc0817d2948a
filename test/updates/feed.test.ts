/**
 * The whole updater against a real generic feed served by this test on 127.0.0.1: the core's service and
 * schedule (on a clock the test moves), the release verifier (with a test key pair: the pinned release
 * key's private half is only in the release workflow's secrets), the Electron port, and electron-updater
 * itself — a real DebUpdater with an app adapter for a temp folder, reading the feed's latest-linux.yml,
 * comparing versions, downloading into its cache and checking the sha512. Only its transport is Node's
 * instead of Electron's `net` (node-http-executor.ts), and its install (quitAndInstall needs the Electron
 * binary and an installed build) is recorded instead of run.
 *
 * The feed signs what it serves as the release workflow does; each signature case below changes one thing,
 * and is accepted without the check it is about.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUpdateService, type UpdateService } from '../../main/desk/updates/service';
import { CHECK_TIMING } from '../../main/desk/updates/schedule';
import { sha512, signatureFor } from '../../main/desk/updates/signature';
import { createReleaseVerifier } from '../../main/desk/updates/verify';
import { createUpdaterPort } from '../../main/electron/updater';
import type { UpdateFailure, UpdateFailureReason, UpdateStatus } from '../../shared/domain/updates';
import { confirmDouble, storedSettings, syncDouble } from './doubles';
import { fakeClock } from './fake-clock';
import { NodeHttpExecutor } from './node-http-executor';

const INSTALLED = '0.1.0';
const OFFERED = '0.2.0';
const PACKAGE = `claimdesk_${OFFERED}_amd64.deb`;

const CHANNEL = 'latest-linux.yml';
const pair = () => {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
/** The desk's pinned key, and a key that is not it. */
const RELEASE = pair();
const OTHER = pair();

const sigOf = (privatePem: string, name: string, bytes: Buffer | string): string =>
  signatureFor(privatePem, name, sha512(Buffer.from(bytes)));

/** What the feed serves: its latest-linux.yml, the package, and their .sig files, or a status code for a path. */
interface Feed {
  yml: () => string | number;
  payload: () => Buffer;
  ymlSig: () => string | number;
  payloadSig: () => string | number;
  /** Set to hold the next answer to latest-linux.yml until the test releases it. */
  hold?: { arrived: () => void; release: Promise<void> };
}

function latestYml(version: string, payload: Buffer): string {
  const sha512 = crypto.createHash('sha512').update(payload).digest('base64');
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${PACKAGE}`,
    `    sha512: ${sha512}`,
    `    size: ${payload.length}`,
    `path: ${PACKAGE}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T09:00:00.000Z'",
    '',
  ].join('\n');
}

let dir: string;
let server: http.Server;
let feedUrl: string;
let feed: Feed;
const requests: string[] = [];
let services: UpdateService[] = [];

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  requests.push(pathname);
  const sig =
    pathname === `/feed/${CHANNEL}.sig`
      ? feed.ymlSig()
      : pathname === `/feed/${PACKAGE}.sig`
        ? feed.payloadSig()
        : undefined;
  if (sig !== undefined) {
    response.statusCode = typeof sig === 'number' ? sig : 200;
    response.end(typeof sig === 'number' ? 'no' : sig);
  } else if (pathname === '/feed/latest-linux.yml') {
    const hold = feed.hold;
    if (hold) {
      feed.hold = undefined;
      hold.arrived();
      await hold.release;
    }
    const yml = feed.yml();
    response.statusCode = typeof yml === 'number' ? yml : 200;
    response.end(typeof yml === 'number' ? 'no' : yml);
  } else if (pathname === `/feed/${PACKAGE}`) {
    const payload = feed.payload();
    response.setHeader('content-length', payload.length);
    response.end(payload);
  } else {
    response.statusCode = 404;
    response.end('not here');
  }
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-feed-'));
  requests.length = 0;
  const payload = crypto.randomBytes(256 * 1024);
  feed = {
    yml: () => latestYml(OFFERED, payload),
    payload: () => payload,
    // As the release workflow signs: whatever the feed's files are now, with the release key.
    ymlSig: () => {
      const yml = feed.yml();
      return typeof yml === 'number' ? 404 : sigOf(RELEASE.privatePem, CHANNEL, yml);
    },
    payloadSig: () => sigOf(RELEASE.privatePem, PACKAGE, feed.payload()),
  };
  server = http.createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});

afterEach(async () => {
  for (const service of services) service.stop();
  services = [];
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * electron-updater as an installed build has it: a version, app-update.yml beside it (what electron-builder
 * writes for a generic `publish` entry; the feed address itself comes from the setting), a cache folder.
 */
function installedUpdater({ withConfig = true } = {}): DebUpdater {
  const config = path.join(dir, 'app-update.yml');
  if (withConfig) {
    fs.writeFileSync(
      config,
      'provider: generic\nurl: https://updates.invalid/claimdesk\nupdaterCacheDirName: claimdesk-updater\n',
    );
  }
  const app: AppAdapter = {
    version: INSTALLED,
    name: 'ClaimDesk',
    isPackaged: true,
    appUpdateConfigPath: config,
    userDataPath: path.join(dir, 'user-data'),
    baseCachePath: path.join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new DebUpdater(null, app);
  (updater as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeHttpExecutor();
  updater.logger = null;
  return updater;
}

/** Node's fetch, as Electron's `net.fetch` is used in the app. */
async function fetchFile(url: string) {
  const answer = await fetch(url);
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
}

function start(options?: Parameters<typeof installedUpdater>[0]) {
  const clock = fakeClock();
  const updater = installedUpdater(options);
  // The install step, doubled: what it would install is read from electron-updater's own record.
  const installs: Buffer[] = [];
  updater.quitAndInstall = () => {
    const file = (updater as unknown as { downloadedUpdateHelper: { file: string | null } }).downloadedUpdateHelper
      .file;
    installs.push(fs.readFileSync(file ?? ''));
  };
  const refused: UpdateFailure[] = [];
  const dialog = confirmDouble();
  const service = createUpdateService({
    port: createUpdaterPort(updater, {
      verifier: createReleaseVerifier({ keys: [RELEASE.publicPem], fetchFile, channelFile: () => CHANNEL }),
      deskId: () => '6f1c2a4e-0000-4000-8000-000040000000',
      onRefused: (failure) => refused.push(failure),
    }),
    feed: { source: 'build', url: feedUrl, problem: null },
    confirmInstall: dialog.confirm,
    settings: storedSettings({ enabled: true }).read,
    sync: syncDouble().sync,
    clock,
  });
  services.push(service);
  const percents: number[] = [];
  service.onStatus((status) => {
    if (status.state.phase === 'downloading') percents.push(status.state.percent);
  });
  const until = (phase: UpdateStatus['state']['phase']): Promise<UpdateStatus> =>
    new Promise((resolve) => {
      const stop = service.onStatus((status) => {
        if (status.state.phase !== phase) return;
        stop();
        resolve(status);
      });
    });
  return { clock, service, percents, until, installs, refused, dialog };
}

/** The packages in electron-updater's cache, kept or part-downloaded (beside them: its update-info.json). */
const packagesKept = (): string[] => {
  const pending = path.join(dir, 'cache', 'claimdesk-updater', 'pending');
  return fs.existsSync(pending) ? fs.readdirSync(pending).filter((name) => name.includes(PACKAGE)) : [];
};

/** What a check that downloads a signed release asks, in order. */
const SIGNED_RELEASE = [
  `/feed/${CHANNEL}`,
  `/feed/${CHANNEL}.sig`,
  `/feed/${CHANNEL}`,
  `/feed/${PACKAGE}`,
  `/feed/${PACKAGE}.sig`,
];

describe('a feed that offers a newer version', () => {
  it('is asked a little after start; the release is downloaded, verified and kept, ready for staff', async () => {
    const { clock, service, percents, until } = start();
    const ready = until('ready');
    clock.advance(CHECK_TIMING.startDelayMs - 1);
    expect(requests).toEqual([]);
    clock.advance(1);
    expect(service.status().state.phase).toBe('checking');

    const status = await ready;
    expect(status).toEqual({
      settings: { enabled: true, channel: 'stable', deferDays: 7 },
      feed: { source: 'build', url: feedUrl, problem: null },
      currentVersion: INSTALLED,
      lastCheckedAt: '2026-11-24T08:02:00.000Z',
      // The wait for staff starts with the download: the first "ready" already says when it installs by itself.
      installsAfter: '2026-12-01T08:02:00.000Z',
      state: { phase: 'ready', version: OFFERED, waitingFor: null },
    });
    expect(requests).toEqual(SIGNED_RELEASE);
    expect(percents.at(0)).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(packagesKept()).toEqual([PACKAGE]);
    const kept = fs.readFileSync(path.join(dir, 'cache', 'claimdesk-updater', 'pending', PACKAGE));
    expect(kept.equals(feed.payload())).toBe(true);
  });

  it('after a restart, finds the verified download in its cache instead of fetching it again', async () => {
    const first = start();
    const ready = first.until('ready');
    first.service.checkNow();
    await ready;
    first.service.stop();

    const again = start();
    const readyAgain = again.until('ready');
    again.service.checkNow();
    expect((await readyAgain).state).toEqual({ phase: 'ready', version: OFFERED, waitingFor: null });
    // The kept download is verified again before it counts.
    expect(requests).toEqual([
      ...SIGNED_RELEASE,
      '/feed/latest-linux.yml',
      '/feed/latest-linux.yml.sig',
      '/feed/latest-linux.yml',
      `/feed/${PACKAGE}.sig`,
    ]);
  });

  it('cannot keep a download in a build without app-update.yml (electron-builder writes it for a `publish` entry)', async () => {
    const { service, until } = start({ withConfig: false });
    const failed = until('failed');
    service.checkNow();
    expect((await failed).state).toMatchObject({ stage: 'download', failure: { reason: 'not-installed' } });
  });

  it('throws away a download whose sha512 is not the one published, and says so', async () => {
    const good = feed.payload();
    const tampered = Buffer.from(good);
    tampered[1000] = (tampered[1000] ?? 0) ^ 0xff;
    feed.payload = () => tampered;
    const { service, until } = start();
    const failed = until('failed');
    service.checkNow();
    const status = await failed;
    expect(status.state).toMatchObject({
      phase: 'failed',
      stage: 'download',
      failure: { reason: 'checksum', detail: expect.stringContaining('sha512 checksum mismatch') as string },
    });
    expect(packagesKept()).toEqual([]);
  });
});

describe('what "up to date" takes', () => {
  it('is said only after the feed answered, with the time of that answer', async () => {
    feed.yml = () => latestYml(INSTALLED, feed.payload());
    let arrived = (): void => undefined;
    const asked = new Promise<void>((resolve) => (arrived = resolve));
    let release = (): void => undefined;
    feed.hold = { arrived, release: new Promise((resolve) => (release = resolve)) };
    const { clock, service, until } = start();
    const upToDate = until('up-to-date');
    service.checkNow();
    await asked;
    clock.advance(30_000);
    expect(service.status()).toMatchObject({ lastCheckedAt: null, state: { phase: 'checking' } });

    release();
    expect(await upToDate).toMatchObject({
      currentVersion: INSTALLED,
      lastCheckedAt: '2026-11-24T08:00:30.000Z',
      state: { phase: 'up-to-date', checkedAt: '2026-11-24T08:00:30.000Z' },
    });
    expect(requests).toEqual([`/feed/${CHANNEL}`, `/feed/${CHANNEL}.sig`, `/feed/${CHANNEL}`]);
  });

  const faults: [string, Feed['yml'], UpdateFailureReason][] = [
    ['has no latest-linux.yml', () => 404, 'feed-missing'],
    ['answers with a server error', () => 500, 'feed-error'],
    ['serves a file that describes no release', () => 'version: [not, a, version]\n', 'feed-invalid'],
  ];
  it.each(faults)('is not said when the feed %s', async (_case, yml, reason) => {
    feed.yml = yml;
    const { service, until } = start();
    const failed = until('failed');
    service.checkNow();
    expect((await failed).state).toMatchObject({ phase: 'failed', stage: 'check', failure: { reason } });
    expect(service.status().lastCheckedAt).toBeNull();
  });
});

describe('signatures', () => {
  /** Starts a check now and answers the status it ends in: ready, or failed. */
  async function checked(): Promise<{ status: UpdateStatus; started: ReturnType<typeof start> }> {
    const started = start();
    const done = Promise.race([started.until('ready'), started.until('failed')]);
    started.service.checkNow();
    return { status: await done, started };
  }

  it('a signed release is accepted and, once staff confirm in the dialog, installed as downloaded', async () => {
    const { status, started } = await checked();
    expect(status.state).toEqual({ phase: 'ready', version: OFFERED, waitingFor: null });
    const asked = await started.service.install(false);
    expect(started.dialog.asked).toEqual([OFFERED]);
    expect(asked.status.state).toEqual({ phase: 'installing', version: OFFERED });
    expect(started.installs).toHaveLength(1);
    expect(started.installs[0]?.equals(feed.payload())).toBe(true);
    expect(started.refused).toEqual([]);
  });

  it('a verified download swapped in the cache before the install is not installed', async () => {
    const { status, started } = await checked();
    expect(status.state.phase).toBe('ready');
    fs.writeFileSync(path.join(dir, 'cache', 'claimdesk-updater', 'pending', PACKAGE), 'swapped');
    const asked = await started.service.install(false);
    expect(asked.status.state).toMatchObject({
      phase: 'failed',
      stage: 'install',
      failure: { reason: 'signature-tampered' },
    });
    expect(started.installs).toEqual([]);
  });

  it('an unsigned release is refused before anything is downloaded', async () => {
    feed.ymlSig = () => 404;
    feed.payloadSig = () => 404;
    const { status, started } = await checked();
    expect(status.state).toMatchObject({
      phase: 'failed',
      stage: 'check',
      failure: { reason: 'signature-missing', detail: `${CHANNEL}: no ${CHANNEL}.sig beside it` },
    });
    expect(requests).not.toContain(`/feed/${PACKAGE}`);
    expect(started.refused).toMatchObject([{ reason: 'signature-missing' }]);
    expect(status.lastCheckedAt).toBeNull();
  });

  it('a latest-linux.yml changed after it was signed is refused: its version and checksums are not believed', async () => {
    // The attacker's own package, with a manifest that describes it; the signature is the genuine one's.
    const genuine = feed.yml() as string;
    const evil = crypto.randomBytes(64 * 1024);
    feed.ymlSig = () => sigOf(RELEASE.privatePem, CHANNEL, genuine);
    feed.yml = () => latestYml('9.0.0', evil);
    feed.payload = () => evil;
    const { status, started } = await checked();
    expect(status.state).toMatchObject({ phase: 'failed', stage: 'check', failure: { reason: 'signature-tampered' } });
    expect(requests).not.toContain(`/feed/${PACKAGE}`);
    expect(started.refused).toMatchObject([{ reason: 'signature-tampered' }]);
  });

  it('a package changed after it was signed is refused and thrown away, even with a manifest that matches it', async () => {
    // The package's own signature guards the bytes installed, whatever the manifest says of them.
    const genuine = feed.payload();
    const tampered = Buffer.from(genuine);
    tampered[1000] = (tampered[1000] ?? 0) ^ 0xff;
    feed.payload = () => tampered;
    feed.yml = () => latestYml(OFFERED, tampered);
    feed.payloadSig = () => sigOf(RELEASE.privatePem, PACKAGE, genuine);
    const { status, started } = await checked();
    expect(status.state).toMatchObject({
      phase: 'failed',
      stage: 'download',
      failure: { reason: 'signature-tampered', detail: expect.stringContaining(PACKAGE) as string },
    });
    expect(packagesKept()).toEqual([]);
    expect(started.refused).toMatchObject([{ reason: 'signature-tampered' }]);
  });

  it('a package without its own signature is refused and thrown away', async () => {
    feed.payloadSig = () => 404;
    const { status } = await checked();
    expect(status.state).toMatchObject({ stage: 'download', failure: { reason: 'signature-missing' } });
    expect(packagesKept()).toEqual([]);
  });

  it('a release signed with another key is refused, and says which key signed it', async () => {
    feed.ymlSig = () => sigOf(OTHER.privatePem, CHANNEL, feed.yml() as string);
    feed.payloadSig = () => sigOf(OTHER.privatePem, PACKAGE, feed.payload());
    const { status } = await checked();
    expect(status.state).toMatchObject({
      stage: 'check',
      failure: { reason: 'signature-wrong', detail: expect.stringContaining('not a release key') as string },
    });
  });

  it('a signature of latest.yml does not pass for latest-linux.yml (the name is signed too)', async () => {
    feed.ymlSig = () => sigOf(RELEASE.privatePem, 'latest.yml', feed.yml() as string);
    const { status } = await checked();
    expect(status.state).toMatchObject({ stage: 'check', failure: { reason: 'signature-tampered' } });
  });
});
