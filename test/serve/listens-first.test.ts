/**
 * Browser mode listens before its desk has started (main/serve/browser-mode.ts), so the page loads while the store
 * opens: the page is served, calls and event streams opened meanwhile are answered once the desk runs, and a desk
 * that cannot start answers every call with why and lets the data folder go. The desk's start is held here at a
 * step the test controls: the reading of a registry policy. As `npm run serve` runs it, the desk also waits for
 * the page (main/serve/desk-start-gate.ts): its files sent, or its first call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../main/core/data-folder-lock';
import type { RegistryPort } from '../../main/desk/policy/policy-sources';
import { openBrowserMode, type OpenBrowserMode } from '../../main/serve/browser-mode';
import type { GateTimes } from '../../main/serve/desk-start-gate';
import { decodeJson } from '../../shared/ops/codec';
import { tempDir } from '../support/sync-world';
import { rawRequest, sseReader } from './serve-client';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A registry whose answer waits for `open()`: the desk's start waits with it. */
function heldRegistry(): { port: RegistryPort; open: () => void } {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (open = resolve));
  return {
    port: { key: 'HKLM\\Software\\Policies\\ClaimDesk', query: () => held.then(() => ({ kind: 'absent' })) },
    open,
  };
}

/** The page the tests serve: its HTML names a script and a style. */
const PAGE = {
  'index.html':
    '<!doctype html><title>ClaimDesk</title><script type="module" src="./assets/app.js"></script>' +
    '<link rel="stylesheet" href="./assets/app.css">',
  'assets/app.js': 'export {};',
  'assets/app.css': 'body {}',
};

/** Browser mode on a new folder, its desk held at its policy (`openRegistry` lets it go); `waits`: it waits for the page. */
async function openHeld(prepare?: (dataDir: string) => void, waits?: GateTimes) {
  const root = tempDir();
  const staticDir = path.join(root, 'renderer');
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(PAGE)) fs.writeFileSync(path.join(staticDir, name), text);
  fs.mkdirSync(dataDir, { recursive: true });
  prepare?.(dataDir);
  const registry = heldRegistry();
  const opened = await openBrowserMode({
    port: 0,
    dataDir,
    staticDir,
    settings: { service: null },
    core: { policyRegistry: registry.port },
    deskWaitsForPage: waits,
  });
  if (!opened.ok) expect.fail(opened.message);
  const app: OpenBrowserMode = opened.value;
  cleanups.push(async () => {
    registry.open();
    await app.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const token = new URL(app.url).hash.replace('#token=', '');
  const call = async (name: string): Promise<unknown> => {
    const answer = await fetch(`http://127.0.0.1:${app.port}/api/ops/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return decodeJson(await answer.text());
  };
  const get = (urlPath: string) => rawRequest(app.port, { path: urlPath, headers: { Host: `127.0.0.1:${app.port}` } });
  return { app, dataDir, token, call, get, openRegistry: registry.open };
}

/** Waits no page could outlast in a test: only the page's own steps open the gate. */
const LONG_WAITS: GateTimes = { noPageMs: 600_000, pageMs: 600_000 };

describe('browser mode while its desk starts', () => {
  it('serves the page at once, and answers the calls and events asked meanwhile once the desk runs', async () => {
    const { app, token, call, get, openRegistry } = await openHeld();
    let settled = false;
    void app.started.then(() => (settled = true));

    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>ClaimDesk</title>');
    // Served while the desk was still held at its policy.
    expect(settled).toBe(false);

    const settings = call('settings.get');
    const events = await fetch(`http://127.0.0.1:${app.port}/api/events?token=${token}`);
    const stream = sseReader(events.body ?? expect.fail('no event stream'));
    openRegistry();
    expect(await app.started).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(await settings).toMatchObject({ ok: true, value: { mode: 'demo' } });
    // The stream opened before the desk ran says the sync status first, as on any connect.
    expect(decodeJson((await stream.next()).replace(/^data: /, ''))).toMatchObject({ name: 'sync.statusChanged' });
    await stream.cancel();
  });

  it('answers every call with why the desk could not start, and lets the data folder go', async () => {
    // Not a database, no backup, no key: the store refuses to open.
    const { app, dataDir, call, openRegistry } = await openHeld((folder) =>
      fs.writeFileSync(path.join(folder, 'claimdesk.sqlite'), 'not a database '.repeat(400)),
    );
    const waiting = call('settings.get');
    openRegistry();
    const started = await app.started;
    expect(started.ok).toBe(false);
    const message = started.ok ? '' : started.message;
    expect(message).toMatch(/ClaimDesk/);
    expect(await waiting).toEqual({ ok: false, error: { code: 'not-running', message } });
    expect(await call('claims.counts')).toEqual({ ok: false, error: { code: 'not-running', message } });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('waits for the page: its desk starts once every file its HTML names has been sent', async () => {
    const { app, get, openRegistry } = await openHeld(undefined, LONG_WAITS);
    openRegistry();
    expect((await get('/')).status).toBe(200);
    expect((await get('/assets/app.js')).body).toBe('export {};');
    expect((await get('/assets/app.css')).status).toBe(200);
    // Held otherwise for ten minutes, longer than any test runs.
    expect(await app.started).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });

  it('waits for the page: a call it makes first starts the desk at once, and is answered', async () => {
    const { app, call, get, openRegistry } = await openHeld(undefined, LONG_WAITS);
    openRegistry();
    expect((await get('/')).status).toBe(200);
    expect(await call('settings.get')).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(await app.started).toMatchObject({ ok: true });
  });
});
