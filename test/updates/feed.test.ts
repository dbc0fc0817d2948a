/**
 * The whole updater against a real generic feed served by this test on 127.0.0.1: the core's service and
 * schedule (on a clock the test moves), the Electron port, and electron-updater itself — a real DebUpdater
 * with an app adapter for a temp folder, reading the feed's latest-linux.yml, comparing versions,
 * downloading into its cache and checking the sha512. Only its transport is Node's instead of Electron's
 * `net` (node-http-executor.ts); installing needs the Electron binary and an installed build.
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
import { createUpdateService, type UpdateService } from '../../main/app/updates/service';
import { CHECK_TIMING } from '../../main/app/updates/schedule';
import { createUpdaterPort } from '../../main/electron/updater';
import type { UpdateFailureReason, UpdateStatus } from '../../shared/domain/updates';
import { storedSettings, syncDouble } from './doubles';
import { fakeClock } from './fake-clock';
import { NodeHttpExecutor } from './node-http-executor';

const INSTALLED = '0.1.0';
const OFFERED = '0.2.0';
const PACKAGE = `claimdesk_${OFFERED}_amd64.deb`;

/** What the feed serves: its latest-linux.yml and the package, or a status code for a path. */
interface Feed {
  yml: () => string | number;
  payload: () => Buffer;
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
  if (pathname === '/feed/latest-linux.yml') {
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
  feed = { yml: () => latestYml(OFFERED, payload), payload: () => payload };
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

function start(options?: Parameters<typeof installedUpdater>[0]) {
  const clock = fakeClock();
  const service = createUpdateService({
    port: createUpdaterPort(installedUpdater(options)),
    settings: storedSettings({ enabled: true, feedUrl }).read,
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
  return { clock, service, percents, until };
}

/** The packages in electron-updater's cache, kept or part-downloaded (beside them: its update-info.json). */
const packagesKept = (): string[] => {
  const pending = path.join(dir, 'cache', 'claimdesk-updater', 'pending');
  return fs.existsSync(pending) ? fs.readdirSync(pending).filter((name) => name.includes(PACKAGE)) : [];
};

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
      settings: { enabled: true, feedUrl },
      currentVersion: INSTALLED,
      lastCheckedAt: '2026-11-24T08:02:00.000Z',
      state: { phase: 'ready', version: OFFERED, waitingFor: null },
    });
    expect(requests).toEqual(['/feed/latest-linux.yml', `/feed/${PACKAGE}`]);
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
    expect(requests).toEqual(['/feed/latest-linux.yml', `/feed/${PACKAGE}`, '/feed/latest-linux.yml']);
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
    expect(requests).toEqual(['/feed/latest-linux.yml']);
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
