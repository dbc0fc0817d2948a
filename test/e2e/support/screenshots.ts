/**
 * Saves the page as <screen>.png at the configured 1280×800 viewport: into
 * docs/screenshots/ (the docs' pictures) when CLAIMDESK_SCREENSHOTS=docs
 * (`npm run screenshots`), otherwise into test-results/screenshots/, so that an
 * ordinary test run never rewrites committed files.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './child-process';

const folder =
  process.env.CLAIMDESK_SCREENSHOTS === 'docs'
    ? path.join(REPO_ROOT, 'docs', 'screenshots')
    : path.join(REPO_ROOT, 'test-results', 'screenshots');

export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  await page.screenshot({ path: path.join(folder, `${screen}.png`), animations: 'disabled', caret: 'hide' });
}
