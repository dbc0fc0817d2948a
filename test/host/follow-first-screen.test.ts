/**
 * The first screen's hint follows the desk (main/host/follow-first-screen.ts), against an operation host of the
 * test's: written at once and at every change of the lock, the last change winning; a desk that cannot answer
 * leaves the hint as it was; a write that fails is told and the desk goes on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_FILE, readFirstScreenHint } from '../../main/desk/first-screen-hint';
import { followFirstScreen } from '../../main/host/follow-first-screen';
import type { OperationHost } from '../../main/operations/host-api';
import type { OperationResult } from '../../shared/ops/define';
import { tempDir } from '../support/sync-world';

let dir: string;
beforeEach(() => (dir = tempDir()));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A desk whose lock and first-run question the test sets; `lockChanged` tells the followers. */
function fakeDesk(state: { locked: boolean; setupNeeded: boolean; fails?: boolean }) {
  const listeners = new Set<() => void>();
  const host: OperationHost = {
    invoke: (name): Promise<OperationResult<unknown>> => {
      if (state.fails) return Promise.resolve({ ok: false, error: { code: 'not-running', message: 'stopped' } });
      if (name === 'app.state')
        return Promise.resolve({ ok: true, value: { setupNeeded: state.setupNeeded, mode: 'demo' } });
      return Promise.resolve({ ok: true, value: { locked: state.locked } });
    },
    subscribe: (_event, listener) => {
      const call = (): void => listener(undefined as never);
      listeners.add(call);
      return () => listeners.delete(call);
    },
  };
  return { host, lockChanged: () => listeners.forEach((listener) => listener()), listeners };
}

it('writes the hint at once and again at every change of the lock, until detached', async () => {
  const state = { locked: false, setupNeeded: false };
  const desk = fakeDesk(state);
  const follower = followFirstScreen(desk.host, dir, () => undefined);
  await expect.poll(() => readFirstScreenHint(dir)?.cardLookup).toBe(true);
  expect(readFirstScreenHint(dir)?.words.label).toBe('Card number');

  state.locked = true;
  desk.lockChanged();
  state.locked = false;
  desk.lockChanged();
  state.locked = true;
  desk.lockChanged();
  // One at a time, in order: the last change is what stays.
  await follower.write();
  expect(readFirstScreenHint(dir)?.cardLookup).toBe(false);

  follower.detach();
  expect(desk.listeners.size).toBe(0);
});

it('leaves an unchanged hint as it is: nothing written, nothing synced to the disk', async () => {
  const follower = followFirstScreen(fakeDesk({ locked: false, setupNeeded: false }).host, dir, () => undefined);
  await follower.write();
  const file = path.join(dir, FIRST_SCREEN_FILE);
  const before = fs.statSync(file).ino;
  await follower.write();
  expect(fs.statSync(file).ino).toBe(before);
});

it('says the first run is not the card lookup', async () => {
  const follower = followFirstScreen(fakeDesk({ locked: false, setupNeeded: true }).host, dir, () => undefined);
  await follower.write();
  expect(readFirstScreenHint(dir)?.cardLookup).toBe(false);
});

it('leaves the hint as it was when the desk cannot answer', async () => {
  const state = { locked: false, setupNeeded: false, fails: false };
  const follower = followFirstScreen(fakeDesk(state).host, dir, () => undefined);
  await follower.write();
  state.fails = true;
  state.locked = true;
  await follower.write();
  expect(readFirstScreenHint(dir)?.cardLookup).toBe(true);
});

it('tells a write that failed, and goes on', async () => {
  // The hint's name taken by a folder: the rename into place fails.
  fs.mkdirSync(path.join(dir, FIRST_SCREEN_FILE));
  fs.writeFileSync(path.join(dir, FIRST_SCREEN_FILE, 'x'), '');
  const warn = vi.fn();
  const follower = followFirstScreen(fakeDesk({ locked: false, setupNeeded: false }).host, dir, warn);
  await expect(follower.write()).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith('The first screen hint could not be written', expect.any(Error));
});
