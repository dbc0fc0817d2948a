/**
 * Debian's Chromium launched as the end-to-end tests launch it: the launch options
 * are read from playwright.config.mts itself (an ES module, hence the dynamic import);
 * and a page's CPU slowed, as on a low-end PC.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page, type PlaywrightTestConfig } from '@playwright/test';
import { REPO_ROOT } from '../build';

export async function launchChromium(): Promise<Browser> {
  const config = pathToFileURL(path.join(REPO_ROOT, 'playwright.config.mts')).href;
  const { default: e2e } = (await import(config)) as { default: PlaywrightTestConfig };
  return chromium.launch(e2e.use?.launchOptions);
}

/**
 * Slows `page`'s CPU `rate` times (DevTools' CPU throttling, as a low-end reception PC): set before the page
 * loads, it holds for the page's navigations. A rate of 1 leaves it as it is.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
