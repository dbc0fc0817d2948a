/**
 * A claim on a Referral benefit (the simulator's Dental) waits for its referral letter: queued, it is shown
 * waiting on the letter in the editor and the status bar and is not sent; the letter attached in the claim
 * editor (marked as such, as offered) releases it, and it is sent with the letter.
 */
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

const LETTER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a Referral claim is held until its referral letter is attached in the editor', async ({ page, desk }) => {
  await page.goto(desk.url);
  let memberName = '';
  let authorizationNo = '';

  await test.step('authorize a visit on the Dental benefit, which the insurer marks Referral', async () => {
    memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Dental'));
  });

  await test.step('queue its claim: it waits on the referral letter and is not sent', async () => {
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await expect(page.getByLabel('Recent authorization')).toHaveValue(authorizationNo);
    await fillClaim(page, FEVER_CLAIM);
    // Nothing was blocked on the authorization: the editor asks why send anyway.
    await queueClaim(page, 'Consultation only: this insurer does not ask for a block');
    await expect(page.getByTestId('referral-letter')).toHaveText(/^Waiting on the referral letter/);
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusBar(page)).toContainText('1 waiting on a referral letter');
    await expect(page.getByText('State: Waiting to send')).toBeVisible();
    expect((await desk.sim.claims()).filter((claim) => claim.authorization_no === authorizationNo)).toEqual([]);
    await saveScreenshot(page, 'docs-editor-waiting');
    await page.screenshot({ path: 'test-results/screenshots/docs-editor-waiting-full.png', fullPage: true });
  });

  await test.step('the outbox says so too, and opens it in the editor', async () => {
    await openScreen(page, 'Outbox');
    const row = outboxRow(page, memberName);
    await expect(row.getByRole('cell').first()).toContainText('waiting on the referral letter');
    await row.getByRole('button').click();
    await expect(page.getByTestId('referral-letter')).toHaveText(/^Waiting on the referral letter/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit claim' })).toBeVisible();
  });

  await test.step('attach the letter in the claim editor: released, then sent with the letter', async () => {
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByLabel('This is the referral letter')).toBeChecked();
    await documents
      .getByLabel(/^Attach a document/)
      .setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: LETTER_PDF });
    const letter = documents.getByRole('listitem').filter({ hasText: 'referral.pdf' });
    await expect(letter).toContainText('referral letter');
    await expect(page.getByTestId('referral-letter')).toHaveCount(0);
    await saveScreenshot(page, 'docs-editor-attached');
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(letter).toContainText('Uploaded');
    await expect(statusBar(page)).not.toContainText('referral letter');
    const sent = (await desk.sim.claims()).filter((claim) => claim.authorization_no === authorizationNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.documents).toBe(1);
  });
});
