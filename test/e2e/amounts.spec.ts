/**
 * Against an insurer that reads each breakup amount as the line's total: a claim
 * with a quantity of 2 is recorded at half its total. The desk shows both
 * amounts on the claim, warns above every screen with the claims to follow up,
 * and leads to the setting; once staff choose line totals, the warning goes.
 */
import { expectAccessible } from './support/axe';
import {
  enterCode,
  FEVER_CLAIM,
  fillClaim,
  lookUpMember,
  openScreen,
  outboxRow,
  queueClaim,
  SMALL_LIMITS_CARD,
  startVisit,
  statusBar,
} from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

test.use({ simArgs: ['--line-amount', 'total'] });

test('the desk tells staff when the insurer reads line amounts as totals', async ({ page, desk }) => {
  await page.goto(desk.url);
  const memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  const authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));

  await openScreen(page, 'Claim');
  await page.getByLabel('Recent authorization').selectOption(authorizationNo);
  const total = await fillClaim(page, FEVER_CLAIM);
  // Nothing was blocked on the authorization: the editor asks why send anyway.
  await queueClaim(page, 'Consultation only: this insurer does not ask for a block');
  await statusBar(page).getByRole('button', { name: 'Sync now' }).click();

  const warning = page.getByRole('region', { name: 'Amounts recorded by the insurer' });
  await expect(warning).toContainText('The insurer reads each line amount as the line’s total');
  await expect(warning).toContainText('1 claim was recorded with an amount that differs from its total');

  await openScreen(page, 'Outbox');
  const row = outboxRow(page, memberName);
  await expect(row.getByRole('cell').first()).toHaveText('Sent');
  const [recorded] = (await desk.sim.claims()).map((claim) => claim.amount_claimed.toFixed(2));
  await expect(row).toContainText(`(insurer: ${recorded ?? ''})`);
  await row.getByRole('button').click();
  await expect(page.getByText(`The insurer recorded ${recorded ?? ''}; this claim totals ${total}.`)).toBeVisible();

  await warning.getByRole('button', { name: 'Show the claims' }).click();
  await expect(warning.getByRole('table', { name: /Claims to follow up/ }).getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'outbox with the amounts warning');
  await saveScreenshot(page, 'amounts-warning');

  await warning.getByRole('button', { name: 'Change how amounts are sent' }).click();
  await page.getByRole('radio', { name: /Line total/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(warning).toHaveCount(0);
});
