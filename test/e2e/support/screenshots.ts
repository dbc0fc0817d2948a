/** Saves the page as docs/screenshots/<screen>.png at the configured 1280×800 viewport. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './child-process';

export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  await page.screenshot({
    path: path.join(REPO_ROOT, 'docs', 'screenshots', `${screen}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}
