/**
 * A draft's life in the editor: "New claim" on an untouched editor leaves nothing behind; a draft saved, found
 * in the outbox, then deleted (asked twice) is gone from the outbox and from the editor.
 */
import { enterCode, lookUpMember, openScreen, outboxRow, SMALL_LIMITS_CARD, startVisit } from './support/desk-steps';
import { expect, test } from './support/fixtures';

test('a draft is saved, found in the outbox and deleted; an untouched new claim leaves none', async ({
  page,
  desk,
}) => {
  await page.goto(desk.url);
  const memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  const authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));

  await test.step('"New claim" twice on an untouched editor: the outbox holds no claim', async () => {
    await openScreen(page, 'Claim');
    await page.getByRole('button', { name: 'New claim' }).click();
    await page.getByRole('button', { name: 'New claim' }).click();
    await openScreen(page, 'Outbox');
    await expect(page.getByText('No claims yet')).toBeVisible();
  });

  await test.step('a draft saved from the editor shows in the outbox', async () => {
    await openScreen(page, 'Claim');
    await page.getByLabel('Recent authorization').selectOption(authorizationNo);
    await page.getByLabel('Complaint').fill('Headache since Monday');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText(/^Draft saved, total/)).toBeVisible();
    await openScreen(page, 'Outbox');
    await expect(outboxRow(page, memberName).getByRole('cell').first()).toHaveText('Draft');
  });

  await test.step('deleting it asks first, then the draft is gone', async () => {
    await outboxRow(page, memberName).getByRole('button').click();
    await page.getByRole('button', { name: 'Delete draft' }).click();
    await expect(page.getByText('Delete this draft?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete the draft' }).click();
    await expect(page.getByText('The draft was deleted.')).toBeVisible();
    await expect(outboxRow(page, memberName)).toHaveCount(0);
    await openScreen(page, 'Claim');
    await expect(page.getByLabel('Complaint')).toHaveValue('');
  });
});
