/**
 * The first-run choice, as a new desktop install opens (browser mode with --setup): marked "Demo", accessible,
 * driven from the keyboard. The insurer's service is tested before anything is saved (a wrong token saves
 * nothing); browser mode takes its service from its flags, so a saved one waits for a restart. "Try the demo"
 * opens the desk, whose About dialog says what it runs on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { openScreen } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { startServeProcess } from './support/serve-process';
import { SIM_TOKEN, startSimProcess } from './support/sim-process';

test('a first run chooses between the insurer and the demo, from the keyboard', async ({ page }, testInfo) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-setup-'));
  const sim = await startSimProcess();
  const serve = await startServeProcess({ dataDir, setup: true });
  try {
    await page.goto(serve.url);

    await test.step('the choice, marked Demo, with the focus on its heading', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Welcome to ClaimDesk' })).toBeFocused();
      await expect(page.getByText('DEMO — simulated insurer service')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
      await expectAccessible(page, 'setup');
      await saveScreenshot(page, 'setup');
    });

    await test.step('a wrong token is tested, refused, and nothing is saved', async () => {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Language')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Service address')).toBeFocused();
      await page.keyboard.type(sim.url);
      await page.keyboard.press('Tab');
      await page.keyboard.type('not-the-token');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText('The service could not be used');
      expect((await deskOp(serve.url, 'settings.get'))?.serviceUrl).toBeNull();
      await expectAccessible(page, 'setup, refused');
    });

    await test.step('the right token is tested and saved, for the next start in browser mode', async () => {
      await page.getByLabel('Access token').fill(SIM_TOKEN);
      await page.getByLabel('Access token').press('Enter');
      await expect(page.getByText('The service is saved. Restart ClaimDesk to start working with it.')).toBeVisible();
      expect(await deskOp(serve.url, 'settings.get')).toMatchObject({ serviceUrl: sim.url, hasToken: true });
    });

    await test.step('"Try the demo" opens the desk, still marked Demo', async () => {
      await page.getByRole('button', { name: 'Test and connect' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Try the demo' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
      await expect(page.getByLabel('Card number', { exact: true })).toBeFocused();
      await expect(page.getByText('DEMO — simulated insurer service')).toBeVisible();
      // The zone is the desk machine's own (forget.spec.ts and desk-zone.ts): not this test's to say.
      expect(await deskOp(serve.url, 'app.state')).toMatchObject({ setupNeeded: false, mode: 'demo' });
    });

    await test.step('About, from Settings: what it runs on, closed with Escape', async () => {
      await openScreen(page, 'Settings');
      const about = page.getByRole('button', { name: 'About ClaimDesk' });
      await about.click();
      const dialog = page.getByRole('dialog', { name: 'About ClaimDesk' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'About ClaimDesk' })).toBeFocused();
      await expect(dialog.getByText('not used (browser mode)')).toHaveCount(2);
      await expect(dialog.getByText(dataDir)).toBeVisible();
      await expectAccessible(page, 'about');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(about).toBeFocused();
    });
  } finally {
    await serve.stop();
    await testInfo.attach('browser-mode output', { body: serve.output(), contentType: 'text/plain' });
    await sim.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
