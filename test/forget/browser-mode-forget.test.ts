/**
 * Forget this device in browser mode: the core restarts in place on the emptied data folder, with the run's options,
 * behind the same address and run token, at its first run again.
 */
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../../main/serve/browser-mode';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import { tempDir } from '../support/sync-world';
import { KEY_FILE } from '../../main/store/store-key';
import { filesHolding } from '../support/disk';

let dataDir: string;
let running: BrowserMode | undefined;

beforeEach(() => {
  dataDir = tempDir();
});
afterEach(async () => {
  await running?.stop();
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(mode: BrowserMode, name: string, input: unknown = {}): Promise<OperationResult<unknown>> {
  const token = new URL(mode.url).hash.replace('#token=', '');
  const response = await fetch(`http://127.0.0.1:${mode.port}/api/ops/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: encodeJson(input),
  });
  return decodeJson(await response.text()) as OperationResult<unknown>;
}

it('erases the store and starts a fresh desk at the same address', async () => {
  const started = await startBrowserMode({
    port: 0,
    dataDir,
    staticDir: path.join(dataDir, 'no-page'),
    settings: { service: null },
    setup: true,
  });
  if (!started.ok) throw new Error(started.message);
  const mode = (running = started.value);
  expect(await call(mode, 'app.tryDemo')).toMatchObject({ ok: true, value: { setupNeeded: false } });
  expect(await call(mode, 'settings.update', { deskName: 'Marker Desk' })).toMatchObject({ ok: true });
  // The store is encrypted: the name is in it, but no file shows it; the key that opens it is in the folder.
  expect(filesHolding(dataDir, 'Marker Desk')).toEqual([]);
  const keyBefore = fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8');
  expect(keyBefore).toMatch(/^[0-9a-f]{64}\n$/);

  expect(await call(mode, 'forget.confirm', { word: 'REMEMBER' })).toMatchObject({
    ok: false,
    error: { code: 'forget-word' },
  });
  expect(await call(mode, 'forget.confirm', { word: 'FORGET' })).toEqual({ ok: true, value: { forgotten: true } });

  expect(await call(mode, 'settings.get')).toMatchObject({ ok: true, value: { deskName: '' } });
  expect(await call(mode, 'app.state')).toEqual({
    ok: true,
    value: { setupNeeded: true, mode: 'demo', timeZone: DESK_TIME_ZONE },
  });
  // The old key went with the old store: the fresh desk has a key of its own.
  expect(fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8')).not.toBe(keyBefore);
});
