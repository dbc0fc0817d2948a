/**
 * A newcomer who never read the README opens the demo and completes a claim, guided by the page alone: the
 * demo cards it offers, the code the simulated SMS carried (both marked "Demo"), and the focus moving on
 * to the next thing to do. Driven by roles and labels only, as a person (or a screen reader) finds them.
 */
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { pickTariff } from './support/desk-steps';
import { saveScreenshot } from './support/screenshots';

test('a newcomer completes a claim in demo mode from what the page offers', async ({ page, demoDesk }) => {
  await page.goto(demoDesk.url);

  await test.step('the Visit screen offers the demo cards, marked as demo', async () => {
    const cards = page.getByRole('region', { name: /Cards of the simulated insurer/ });
    await expect(cards).toContainText('Demo');
    await expect(cards.getByRole('button', { name: /^Look up demo card/ })).toHaveCount(3);
    await expectAccessible(page, 'demo cards');
    await saveScreenshot(page, 'demo-cards');
    await cards
      .getByRole('button', { name: /^Look up demo card/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Start the visit' })).toBeVisible();
    // The demo cards step aside once a member is shown.
    await expect(cards).toHaveCount(0);
  });

  await test.step('the code step shows the code the simulated SMS carried, marked as demo', async () => {
    await page.getByLabel("Member's phone").fill('0712 345 678');
    await page.getByRole('button', { name: 'Start visit and send code' }).click();
    const code = page.getByRole('status', { name: 'Demo code' });
    await expect(code).toHaveText(/^\d{6}$/);
    await expect(page.getByRole('paragraph').filter({ has: code })).toContainText('Demo');
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await expectAccessible(page, 'demo code');
    await saveScreenshot(page, 'demo-code');
    await page.keyboard.type((await code.textContent()) ?? '');
    await page.keyboard.press('Enter');
  });

  await test.step('authorized: block an amount, then on to the claim', async () => {
    await expect(page.getByRole('status', { name: 'Authorization number' })).toHaveText(/\S+/);
    await expect(page.getByLabel('Amount to block')).toBeFocused();
    await page.keyboard.type('1,500');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^Amounts blocked on/)).toContainText('1,500.00');
    await expect(page.getByRole('button', { name: 'Write the claim' })).toBeFocused();
    await page.keyboard.press('Enter');
  });

  await test.step('write the claim and queue it', async () => {
    // No doctor is saved yet: the focus waits on "Add doctor".
    await expect(page.getByRole('button', { name: 'Add doctor' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel("Doctor's name")).toBeFocused();
    await page.keyboard.type('Dr Amina Odhiambo');
    await page.getByRole('button', { name: 'Save doctor' }).click();
    await expect(page.getByLabel('Complaint')).toBeFocused();
    await page.keyboard.type('Cough for a week');
    await page.getByLabel('Diagnosis 1 code').fill('J20.9');
    await pickTariff(page, 1, 'Paracetamol');
    await page.getByRole('button', { name: 'Queue for sending' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Claim queued for sending' })).toBeVisible();
  });

  await test.step('sent to the simulated insurer, with its claim number', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Outbox' }).click();
    await page.getByRole('region', { name: 'Sync status' }).getByRole('button', { name: 'Sync now' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Open claim of/ }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText('Sent');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^CLM/);
  });
});
