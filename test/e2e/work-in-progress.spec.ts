/**
 * Nothing typed is lost: a reload while the code is awaited, after the authorization, and in the claim
 * editor comes back to where the receptionist was, from the core's records; a second block asks first.
 */
import { blockAmount, enterCode, lookUpMember, SMALL_LIMITS_CARD, startVisit } from './support/desk-steps';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

test('a reload at any step of a visit or a claim comes back to it', async ({ page, desk }) => {
  await page.goto(desk.url);
  await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  const code = await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient');

  await test.step('a reload while the code is awaited: back to the code entry, ready for it, with no alarm', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Code from the SMS' })).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    // The desk's own visit, resumed by itself: not "a visit already waiting" started elsewhere.
    await expect(page.getByText('Visit already waiting for its code')).toHaveCount(0);
  });

  let authorizationNo = '';
  await test.step('a reload once authorized: back to the authorization, and to the block once made', async () => {
    authorizationNo = await enterCode(page, code);
    await page.reload();
    await expect(page.getByRole('status', { name: 'Authorization number' })).toHaveText(authorizationNo);
    // The service answers: the member is shown fresh, photo and all, not as an offline copy.
    await expect(page.getByRole('img', { name: 'Photo of the member from the insurer' })).toBeVisible();
    await expect(page.getByText(/offline copy/)).toHaveCount(0);
    await blockAmount(page, '1000');
    await expect(page.getByLabel(/^Amounts blocked on/)).toContainText(/1,?000\.00/);
    await page.reload();
    await expect(page.getByLabel(/^Amounts blocked on/)).toContainText(/1,?000\.00/);
  });

  await test.step('blocking again asks first, and keeping the block sends nothing', async () => {
    await page.getByLabel('Amount to block').fill('900');
    await page.getByRole('button', { name: 'Block again' }).click();
    await expect(page.getByText('This authorization is blocked already')).toBeVisible();
    await expectAccessible(page, 'blocking again');
    await saveScreenshot(page, 'visit-block-again');
    await page.getByRole('button', { name: 'Keep the block' }).click();
    await expect(page.getByLabel(/^Amounts blocked on/)).toContainText(/1,?000\.00/);
  });

  await test.step('a reload in the claim editor: back to the claim being written, as typed', async () => {
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await expect(page.getByLabel('Recent authorization')).toHaveValue(authorizationNo);
    await page.getByLabel('Complaint').fill('Fever and headache for two days');
    await page.getByLabel('Line 1 price').fill('12.');
    // The core has it a moment after the last keystroke.
    await expect
      .poll(async () => (await deskOp(desk.url, 'claims.stashedDraft'))?.complain, { message: 'the draft kept' })
      .toBe('Fever and headache for two days');
    await page.reload();
    await expect(page.getByLabel('Complaint')).toHaveValue('Fever and headache for two days');
    await expect(page.getByLabel('Line 1 price')).toHaveValue('12.');
    await expect(page.getByLabel('Recent authorization')).toHaveValue(authorizationNo);
  });

  await test.step('another screen and back: the same claim, still unsaved; the focus lands on each', async () => {
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('heading', { name: 'Visit', exact: true })).toBeVisible();
    // The visit was authorized and blocked before: Alt+1 lands on the card, for the next member (issue 37).
    await expect(page.getByLabel('Card number', { exact: true })).toBeFocused();
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('heading', { name: 'New claim' })).toBeFocused();
    await expect(page.getByLabel('Complaint')).toHaveValue('Fever and headache for two days');
    expect(await deskOp(desk.url, 'claims.list', {})).toEqual([]);
  });
});
