/**
 * The e2e test: every test gets its own data folder, its own simulator on a free
 * port and its own browser-mode server talking to it (handed over once its tariff
 * cache is filled), all stopped afterwards. `demoDesk` is browser mode with no
 * service at all: the demo, on its embedded simulator, as a newcomer finds it. A `desk` has its recovery key issued,
 * as setup does (else every screen says it has none); `recoveryKeyIssued: false` leaves it without.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { deskOp } from './desk-ops';
import { startServeProcess } from './serve-process';
import { SIM_TOKEN, startSimProcess, type SimProcess } from './sim-process';

export interface Desk {
  readonly url: string;
  readonly sim: SimProcess;
  readonly dataDir: string;
}

export interface DemoDesk {
  readonly url: string;
}

export const test = base.extend<{
  desk: Desk;
  demoDesk: DemoDesk;
  simArgs: readonly string[];
  recoveryKeyIssued: boolean;
}>({
  /** More flags for this test's simulator (a personality); set with test.use({ simArgs: [...] }). */
  simArgs: [[], { option: true }],
  /** Whether the desk's first recovery key is issued before the test, as setup does. */
  recoveryKeyIssued: [true, { option: true }],
  desk: async ({ simArgs, recoveryKeyIssued }, use, testInfo) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-'));
    const sim = await startSimProcess(simArgs);
    try {
      const serve = await startServeProcess({ dataDir, service: { url: sim.url, token: SIM_TOKEN } });
      try {
        await tariffsCached(serve.url);
        if (recoveryKeyIssued) expect(await deskOp(serve.url, 'recovery.issue', { reason: 'setup' })).toBeDefined();
        await use({ url: serve.url, sim, dataDir });
      } finally {
        await serve.stop();
        await testInfo.attach('browser-mode output', { body: serve.output(), contentType: 'text/plain' });
      }
    } finally {
      await sim.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  demoDesk: async ({}, use, testInfo) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-demo-'));
    try {
      const serve = await startServeProcess({ dataDir });
      try {
        await tariffsCached(serve.url);
        await use({ url: serve.url });
      } finally {
        await serve.stop();
        await testInfo.attach('browser-mode output', { body: serve.output(), contentType: 'text/plain' });
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
});

/**
 * Waits for the desk's first tariff refresh, which runs in the background from its start: a claim's
 * tariff search on an empty cache finds nothing, however soon the refresh would have ended.
 */
async function tariffsCached(url: string): Promise<void> {
  await expect
    .poll(async () => (await deskOp(url, 'tariffs.info'))?.itemCount ?? 0, {
      message: 'the first tariff refresh to fill the cache',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

export { expect } from '@playwright/test';
