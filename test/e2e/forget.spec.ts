/**
 * Forget this device, in browser mode with --setup (as a new desktop install opens): a claim written in the demo
 * stops it (listed with its member, date and state) until it is sent; then the word typed erases everything and
 * the page reloads into the first-run choice, while the data folder keeps nothing of the old store.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { openScreen, openSettingsPage, pickTariff, queueClaim } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { startServeProcess } from './support/serve-process';
import { filesHolding } from '../support/disk';
import { KEY_FILE } from '../../main/store/store-key';

/** A demo member through to a claim written and saved as a draft; answers the card number. */
async function writeDraft(page: Page, url: string): Promise<string> {
  const cards = page.getByRole('region', { name: /Cards of the simulated insurer/ });
  const card = cards.getByRole('button', { name: /^Look up demo card/ }).first();
  const cardNo = /CD-\d+/.exec((await card.getAttribute('aria-label')) ?? (await card.textContent()) ?? '')?.[0] ?? '';
  await card.click();
  await page.getByLabel("Member's phone").fill('0712 345 678');
  await page.getByRole('button', { name: 'Start visit and send code' }).click();
  const code = page.getByRole('status', { name: 'Demo code' });
  await expect(code).toHaveText(/^\d{6}$/);
  await page.getByLabel('Code', { exact: true }).fill((await code.textContent()) ?? '');
  await page.getByLabel('Code', { exact: true }).press('Enter');
  await expect(page.getByLabel('Amount to block')).toBeFocused();
  await page.getByRole('button', { name: 'Write the claim' }).click();
  await page.getByRole('button', { name: 'Add doctor' }).click();
  await page.getByLabel("Doctor's name").fill('Dr Amina Odhiambo');
  await page.getByRole('button', { name: 'Save doctor' }).click();
  await page.getByLabel('Complaint').fill('Cough for a week');
  await page.getByLabel('Diagnosis 1 code').fill('J20.9');
  // The demo's tariffs reach the cache in the first sync after "Try the demo", which a loaded machine may not
  // have finished by now: wait for them, as a receptionist would wait for the type-ahead to find the item.
  await expect
    .poll(async () => ((await deskOp(url, 'tariffs.search', { query: 'Paracetamol' })) ?? []).length)
    .toBeGreaterThan(0);
  await pickTariff(page, 1, 'Paracetamol');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(/^Draft saved/)).toBeVisible();
  return cardNo;
}

test('forgetting the device waits for unsent claims, then erases everything and starts at the first run', async ({
  page,
}, testInfo) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-forget-'));
  const serve = await startServeProcess({ dataDir, setup: true });
  try {
    await page.goto(serve.url);
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();

    const cardNo = await writeDraft(page, serve.url);
    expect(cardNo).toMatch(/^CD-\d+$/);
    const [claim] = (await deskOp(serve.url, 'claims.list', {})) ?? [];
    const memberName = claim?.memberName ?? '';
    expect(memberName).not.toBe('');
    // The store is encrypted: the member is in it, but no file shows the name; the key that opens it is there.
    expect(filesHolding(dataDir, memberName)).toEqual([]);
    const keyBefore = readFileSync(path.join(dataDir, KEY_FILE), 'utf8');

    const section = page.getByRole('region', { name: 'Forget this device' });
    await test.step('refused while the claim is a draft, which is listed with its member, date and state', async () => {
      await openSettingsPage(page, 'This computer');
      const begin = section.getByRole('button', { name: 'Forget this device…' });
      await begin.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText('Not yet: some work has not reached the insurer')).toBeVisible();
      const listed = section.getByRole('list', { name: 'Claims not yet with the insurer' }).getByRole('listitem');
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText(`${memberName}, attended`);
      await expect(listed).toContainText(': Draft');
      await expect(section.getByRole('textbox')).toHaveCount(0);
      await expectAccessible(page, 'forget, refused');
      await saveScreenshot(page, 'forget-refused');
    });

    await test.step('the claim is queued and sent', async () => {
      await openScreen(page, 'Outbox');
      await page.getByRole('button', { name: new RegExp(`^Open claim of ${memberName}`) }).click();
      await page.getByRole('button', { name: 'Edit' }).click();
      // Nothing was blocked on the demo authorization: the editor asks why send anyway.
      await queueClaim(page, 'Consultation only: this insurer does not ask for a block');
      await openScreen(page, 'Outbox');
      await page.getByRole('region', { name: 'Sync status' }).getByRole('button', { name: 'Sync now' }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Open claim of/ }) });
      await expect(row.getByRole('cell').first()).toHaveText('Sent');
    });

    await test.step('the word is typed from the keyboard; a wrong one erases nothing', async () => {
      await openSettingsPage(page, 'This computer');
      await section.getByRole('button', { name: 'Forget this device…' }).focus();
      await page.keyboard.press('Enter');
      const word = section.getByLabel('Type FORGET to erase everything');
      await expect(word).toBeFocused();
      await expectAccessible(page, 'forget, ready');
      await saveScreenshot(page, 'forget-ready');
      await page.keyboard.type('FORGOT');
      await page.keyboard.press('Enter');
      await expect(section.getByText('The word typed is not the one shown. Nothing was erased.')).toBeVisible();
      expect(readFileSync(path.join(dataDir, KEY_FILE), 'utf8')).toBe(keyBefore);
    });

    await test.step('the right word erases everything and the page opens on the first-run choice', async () => {
      const word = section.getByLabel('Type FORGET to erase everything');
      await expect(word).toBeFocused();
      const timeZone = (await deskOp(serve.url, 'app.state'))?.timeZone;
      await page.keyboard.press('Control+A');
      await page.keyboard.type('forget');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Welcome to ClaimDesk' })).toBeVisible();
      expect(await deskOp(serve.url, 'app.state')).toEqual({
        setupNeeded: true,
        mode: 'demo',
        timeZone,
      });
      expect(await deskOp(serve.url, 'claims.list', {})).toEqual([]);
      expect(filesHolding(dataDir, memberName)).toEqual([]);
      expect(filesHolding(dataDir, cardNo)).toEqual([]);
      // The old key went with the old store (zeroed, then removed); the fresh desk made its own.
      expect(readFileSync(path.join(dataDir, KEY_FILE), 'utf8')).not.toBe(keyBefore);
    });
  } finally {
    await serve.stop();
    await testInfo.attach('browser-mode output', { body: serve.output(), contentType: 'text/plain' });
    await rm(dataDir, { recursive: true, force: true });
  }
});
