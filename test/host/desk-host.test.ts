/**
 * The desk's lifecycle (main/host/desk-host.ts), which both hosts run the core through, on real cores in temporary
 * data folders (the demo's and the desk's, as the desktop app keeps them) with the simulator on loopback: start
 * under the folder's lock; a restart on a new service while a call is in flight (the call finishes on the old core,
 * the calls made meanwhile wait and land on the new one, the old one is stopped, events follow); forget (the data
 * gone, a new empty desk, the lock kept); stop (idempotent, lock released, calls refused); a restart that fails
 * (a clear state, nothing hanging, and a way back).
 */
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { LOCK_FILE } from '../../main/core/data-folder-lock';
import { startDeskHost, type DeskHost, type DeskHostPorts } from '../../main/host/desk-host';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import type { Settings } from '../../main/desk/settings/service-settings';
import { createMemorySetupStore } from '../../main/desk/setup-choice';
import { LOG_DIR, silentLogger, type Logger } from '../../main/log/logger';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import { fileKeySource, KEY_FILE } from '../../main/store/store-key';
import { tempDir, waitFor } from '../support/sync-world';
import { serviceOf, TESTBED_DEMO_TOKEN } from '../core/core-harness';

const DEMO: Settings = { service: null };

let root: string;
let desks: DeskHost[] = [];
let closers: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  root = tempDir();
});
afterEach(async () => {
  for (const desk of desks) await desk.stop();
  for (const close of closers) await close();
  fs.rmSync(root, { recursive: true, force: true });
  [desks, closers] = [[], []];
});

/** A desktop-like host on `root`: the demo's and the desk's folders, a token file beside them, what it saw. */
function hostOn() {
  const folders = { demo: path.join(root, 'demo'), desk: path.join(root, 'desk') };
  const seen = { order: [] as string[], kept: [] as Settings[], failures: [] as unknown[] };
  const tokenFile = path.join(root, 'token.bin');
  const tokenStore = createMemoryTokenStore();
  // The log says when an operation is done: the moment a call has run to its end on its core.
  const logger: Logger = {
    ...silentLogger,
    scope: (name) => ({
      ...silentLogger,
      info: (text: string) => {
        if (name === 'desk' && text.startsWith('settings.testConnection done')) seen.order.push('in-flight call done');
      },
    }),
  };
  const ports: DeskHostPorts = {
    logging: { logger, alerts: createStaffAlerts() },
    dataFolders: [folders.desk, folders.demo],
    dataDirFor: (settings) => (settings.service === null ? folders.demo : folders.desk),
    core: { keys: fileKeySource(), demoToken: TESTBED_DEMO_TOKEN },
    serve: (core) => {
      seen.order.push(`served ${core.mode}`);
      return {
        parts: { tokenStore, setup: createMemorySetupStore() },
        stop: () => void seen.order.push(`stopping ${core.mode}`),
      };
    },
    keepService: (settings) => void seen.kept.push(settings),
    forget: { logDir: path.join(root, LOG_DIR), alsoErase: [tokenFile], firstRun: () => DEMO },
    onFailure: (error) => void seen.failures.push(error),
  };
  return { folders, seen, tokenFile, ports };
}

async function start(settings: Settings, ports: DeskHostPorts): Promise<DeskHost> {
  const started = await startDeskHost(settings, ports);
  if (!started.ok) expect.fail(started.message);
  desks.push(started.value);
  return started.value;
}

async function simulator(): Promise<RunningSim> {
  const sim = await startSimulator({ port: 0 });
  closers.push(() => sim.close());
  return sim;
}

/** A service address on loopback that holds every request until `release` answers them all 401. */
async function holdingService() {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_request, response) => void held.push(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.length,
    release: () => {
      for (const response of held.splice(0)) response.writeHead(401).end();
    },
  };
}

const lockOwner = (folder: string): number | undefined => {
  const file = path.join(folder, LOCK_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid : undefined;
};

const isOpen = (core: Core | undefined): boolean => core?.store().db.open === true;

/** A process that runs until the test ends, holding `folder`'s lock as another ClaimDesk would. */
function otherClaimDeskOn(folder: string): number {
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  closers.push(() => void other.kill('SIGKILL'));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, LOCK_FILE), JSON.stringify({ pid: other.pid }));
  return other.pid ?? expect.fail('the other process did not start');
}

describe('the desk host', () => {
  it('starts in the folder its settings name, under that folder’s lock, and answers calls', async () => {
    const { folders, seen, ports } = hostOn();
    const desk = await start(DEMO, ports);
    expect(desk.phase()).toBe('running');
    expect(desk.core()?.mode).toBe('demo');
    expect(lockOwner(folders.demo)).toBe(process.pid);
    expect(lockOwner(folders.desk)).toBeUndefined();
    expect(await desk.invoke('app.state', {})).toEqual({
      ok: true,
      value: { setupNeeded: true, mode: 'demo', timeZone: DESK_TIME_ZONE },
    });
    expect(seen.order).toEqual(['served demo']);
  });

  it('refuses to start in a folder another ClaimDesk holds, saying which process and what to do on this host', async () => {
    const { folders, ports } = hostOn();
    const pid = otherClaimDeskOn(folders.demo);
    const started = await startDeskHost(DEMO, ports);
    if (started.ok) expect.fail('started on a folder another ClaimDesk holds');
    expect(started.message).toBe(
      `Another ClaimDesk (process ${pid}) is using the data folder ${folders.demo}. ` +
        'Close it first (a ClaimDesk still running, a browser mode started on this folder, or, for a desk shared by the ' +
        'computer, a ClaimDesk in another account’s session: sign that account out), then start ClaimDesk again.',
    );
    expect(lockOwner(folders.demo)).toBe(pid);

    // A host that can run on another folder names how (browser mode's flag).
    const elsewhere = await startDeskHost(DEMO, { ...ports, anotherFolder: '--data-dir' });
    if (elsewhere.ok) expect.fail('started on a folder another ClaimDesk holds');
    expect(elsewhere.message).toContain('Stop it first, or start this one with another folder (--data-dir).');
  });

  it('restarts on a new service: a call in flight finishes on the old core, calls made meanwhile land on the new one', async () => {
    const { folders, seen, ports } = hostOn();
    const sim = await simulator();
    const holding = await holdingService();
    const desk = await start(DEMO, ports);
    const old = desk.core();
    const statuses: unknown[] = [];
    desk.subscribe('sync.statusChanged', (status) => statuses.push(status));

    const inFlight = desk.invoke('settings.testConnection', { serviceUrl: holding.url, token: 'held' });
    await waitFor(() => holding.held() === 1, 10_000, 'the call to reach the held service');

    // Settings saves the new service (the desktop app's path): the answer comes, the restart follows.
    const update = await desk.invoke('settings.update', { serviceUrl: sim.url, token: sim.token });
    expect(update).toMatchObject({ ok: true, value: { restartNeeded: true } });
    expect(seen.kept).toEqual([serviceOf(sim)]);
    expect(desk.phase()).toBe('changing');
    const meanwhile = desk.invoke('settings.get', {});
    // The old core waits for its call: still open, nothing stopped yet.
    expect(isOpen(old)).toBe(true);
    expect(seen.order).toEqual(['served demo']);

    holding.release();
    expect(await inFlight).toMatchObject({ ok: true, value: { reachable: false } });
    expect(await meanwhile).toMatchObject({ ok: true, value: { mode: 'service', serviceUrl: sim.url } });
    expect(seen.order).toEqual(['served demo', 'in-flight call done', 'stopping demo', 'served service']);
    expect(isOpen(old)).toBe(false);
    expect(desk.phase()).toBe('running');
    expect(desk.core()).toMatchObject({ mode: 'service', serviceUrl: sim.url });
    // The lock moved with the core: from the demo's folder to the desk's.
    expect(lockOwner(folders.desk)).toBe(process.pid);
    expect(lockOwner(folders.demo)).toBeUndefined();

    // The listener subscribed once hears the new core.
    statuses.length = 0;
    expect(await desk.invoke('sync.now', {})).toMatchObject({ ok: true });
    await waitFor(() => statuses.length > 0, 10_000, 'a status of the new core');
  });

  it('forgets: the data erased, a fresh empty desk in the same folder, still under this process’s lock', async () => {
    const { folders, seen, tokenFile, ports } = hostOn();
    const desk = await start(DEMO, ports);
    const old = desk.core();
    expect(await desk.invoke('settings.update', { deskName: 'Marker Desk' })).toMatchObject({ ok: true });
    const keyBefore = fs.readFileSync(path.join(folders.demo, KEY_FILE), 'utf8');
    fs.writeFileSync(tokenFile, 'sealed token');
    fs.mkdirSync(path.join(root, LOG_DIR));
    fs.writeFileSync(path.join(root, LOG_DIR, 'claimdesk.log'), 'a line\n');

    expect(await desk.invoke('forget.confirm', { word: 'FORGET' })).toEqual({ ok: true, value: { forgotten: true } });

    expect(isOpen(old)).toBe(false);
    expect(desk.core()).not.toBe(old);
    expect(desk.phase()).toBe('running');
    expect(await desk.invoke('settings.get', {})).toMatchObject({ ok: true, value: { deskName: '' } });
    expect(fs.readFileSync(path.join(folders.demo, KEY_FILE), 'utf8')).not.toBe(keyBefore);
    expect(fs.existsSync(tokenFile)).toBe(false);
    expect(fs.readdirSync(path.join(root, LOG_DIR))).toEqual([]);
    expect(lockOwner(folders.demo)).toBe(process.pid);
    expect(seen.order).toEqual(['served demo', 'stopping demo', 'served demo']);
    expect(seen.failures).toEqual([]);
  });

  it('stops once however often it is asked: the core closed, the lock released, calls refused', async () => {
    const { folders, seen, ports } = hostOn();
    const desk = await start(DEMO, ports);
    const core = desk.core();
    const first = desk.stop();
    expect(desk.stop()).toBe(first);
    expect(desk.phase()).toBe('stopping');
    expect(await desk.invoke('app.state', {})).toMatchObject({ ok: false, error: { code: 'not-running' } });
    await first;
    await desk.stop();
    expect(desk.phase()).toBe('stopped');
    expect(isOpen(core)).toBe(false);
    expect(desk.core()).toBeUndefined();
    expect(lockOwner(folders.demo)).toBeUndefined();
    expect(seen.order).toEqual(['served demo', 'stopping demo']);
    await expect(desk.restart(DEMO)).rejects.toThrow(/stopping/);
  });

  it('a restart that cannot start its core leaves the desk failed, not hanging, and a restart brings it back', async () => {
    const { folders, seen, ports } = hostOn();
    const sim = await simulator();
    const pid = otherClaimDeskOn(folders.desk);
    const desk = await start(DEMO, ports);
    const old = desk.core();

    const restarted = desk.restart(serviceOf(sim));
    const waiting = desk.invoke('app.state', {});
    await expect(restarted).rejects.toThrow(`(process ${pid})`);
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'not-running' } });
    expect(desk.phase()).toBe('failed');
    expect(desk.core()).toBeUndefined();
    expect(isOpen(old)).toBe(false);
    expect(seen.failures).toHaveLength(1);
    // Nothing of this process's is left holding a folder; the other ClaimDesk keeps its own.
    expect(lockOwner(folders.demo)).toBeUndefined();
    expect(lockOwner(folders.desk)).toBe(pid);
    expect(await desk.invoke('app.state', {})).toMatchObject({ ok: false, error: { code: 'not-running' } });

    await desk.restart(DEMO);
    expect(desk.phase()).toBe('running');
    expect(await desk.invoke('app.state', {})).toMatchObject({ ok: true, value: { mode: 'demo' } });
    await desk.stop();
    expect(desk.phase()).toBe('stopped');
  });
});

describe('under a policy that names the service address', () => {
  it('settings for another address start the demo in the demo’s folder, never the desk’s', async () => {
    const [allowed, other] = [await simulator(), await simulator()];
    const { folders, ports } = hostOn();
    const policyFile = path.join(root, 'policy.json');
    fs.writeFileSync(policyFile, JSON.stringify({ service: { url: allowed.url } }));
    const desk = await start(serviceOf(other), { ...ports, core: { ...ports.core, policyFile } });
    const core = desk.core();
    expect(core?.mode).toBe('demo');
    expect(core?.dataDir).toBe(folders.demo);
    expect(core?.serviceRefused).toContain(allowed.url);
    expect(fs.existsSync(path.join(folders.desk, LOCK_FILE))).toBe(false);

    await desk.restart(serviceOf(allowed));
    expect(desk.core()).toMatchObject({ mode: 'service', dataDir: folders.desk, serviceRefused: null });
  });
});
