/**
 * Saves the page's viewport (1280×800 unless the test sets another) as <screen>.png: into
 * docs/screenshots/ (the docs' pictures) when CLAIMDESK_SCREENSHOTS=docs
 * (`npm run screenshots`), otherwise into test-results/screenshots/, so that an
 * ordinary test run never rewrites committed files. A picture with `checkOnly` is
 * for whoever reads a run, never one of the docs', so it always goes to test-results.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './child-process';

const RUN_FOLDER = path.join(REPO_ROOT, 'test-results', 'screenshots');
const folder = process.env.CLAIMDESK_SCREENSHOTS === 'docs' ? path.join(REPO_ROOT, 'docs', 'screenshots') : RUN_FOLDER;

export async function saveScreenshot(page: Page, screen: string, { checkOnly = false } = {}): Promise<void> {
  const file = path.join(checkOnly ? RUN_FOLDER : folder, `${screen}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}
