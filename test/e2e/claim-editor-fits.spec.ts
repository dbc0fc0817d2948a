/**
 * The claim editor on a 1366×768 screen, the commonest reception PC: a typical claim (two diagnoses, two
 * lines) has "Queue for sending" in view without scrolling. The focus follows the work on the way there.
 */
import {
  blockAmount,
  enterCode,
  FEVER_CLAIM,
  fillClaim,
  lookUpMember,
  pickTariff,
  SMALL_LIMITS_CARD,
  startVisit,
} from './support/desk-steps';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 1366, height: 768 } });

test('a typical claim fits a 1366×768 screen, Queue in view without scrolling', async ({ page, desk }) => {
  await page.goto(desk.url);
  await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  const code = await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient');
  await enterCode(page, code);
  await expect(page.getByLabel('Amount to block'), 'the code accepted: on to the block').toBeFocused();
  await blockAmount(page, '1000');
  await expect(page.getByRole('button', { name: 'Write the claim' })).toBeFocused();
  await page.keyboard.press('Enter');

  // No doctor is saved on this fresh desk: the focus waits on "Add doctor".
  await expect(page.getByRole('button', { name: 'Add doctor' }), 'on to the doctor').toBeFocused();
  await fillClaim(page, FEVER_CLAIM);
  await page.getByRole('button', { name: 'Add diagnosis' }).click();
  await page.getByLabel('Diagnosis 2 code').fill('R51');
  await page.getByRole('button', { name: 'Add line' }).click();
  await pickTariff(page, 2, 'Malar');

  await page.evaluate('window.scrollTo(0, 0)');
  await expect(page.getByRole('button', { name: 'Queue for sending' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('status', { name: 'Claim total' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'claim editor at 1366×768');
  await saveScreenshot(page, 'claim-editor-1366x768');

  await page.getByRole('button', { name: 'Queue for sending' }).click();
  await expect(page.getByText(/^Claim queued for sending in batch/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' }), 'queued: on to sending it').toBeFocused();
});
