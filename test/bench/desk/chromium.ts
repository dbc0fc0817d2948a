/**
 * Debian's Chromium launched as the end-to-end tests launch it: the launch options
 * are read from playwright.config.mts itself (an ES module, hence the dynamic import).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type PlaywrightTestConfig } from '@playwright/test';
import { REPO_ROOT } from '../build';

export async function launchChromium(): Promise<Browser> {
  const config = pathToFileURL(path.join(REPO_ROOT, 'playwright.config.mts')).href;
  const { default: e2e } = (await import(config)) as { default: PlaywrightTestConfig };
  return chromium.launch(e2e.use?.launchOptions);
}
