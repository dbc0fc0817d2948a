/**
 * The e2e test: every test gets its own data folder, its own simulator on a free
 * port and its own browser-mode server talking to it, all stopped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startServeProcess } from './serve-process';
import { SIM_TOKEN, startSimProcess, type SimProcess } from './sim-process';

export interface Desk {
  readonly url: string;
  readonly sim: SimProcess;
  readonly dataDir: string;
}

export const test = base.extend<{ desk: Desk }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this fixture has none.
  // eslint-disable-next-line no-empty-pattern
  desk: async ({}, use, testInfo) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-'));
    const sim = await startSimProcess();
    try {
      const serve = await startServeProcess({ dataDir, serviceUrl: sim.url, token: SIM_TOKEN });
      try {
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
});

export { expect } from '@playwright/test';
