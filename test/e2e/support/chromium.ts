/** Debian's Chromium, as the end-to-end tests and the browser benchmarks launch it (Playwright's own download is blocked). */
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
