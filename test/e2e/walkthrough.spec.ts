/**
 * The reception walkthrough against the simulator: the insurer's diagnosis list
 * imported → card → visit → code from the SMS → authorization → block → claim
 * with a diagnosis picked from the list and a tariff line (searched through the
 * page's fetch worker) → queued, read-only in the editor, which shows it sent
 * with its claim number by itself → document uploaded; a second
 * claim on that authorization refused, naming the first, which "Open that claim"
 * opens; then the next visit's claim captured while the service is down, pending,
 * and sent once it is back. Each claim reaches the service exactly once.
 */
import { multiplyMoney, parseMoney } from '../../shared/money';
import {
  blockAmount,
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
import { importDiagnosisList, INSURER_DIAGNOSES_CSV, pickDiagnosis } from './support/diagnosis-steps';
import { expect, test } from './support/fixtures';

const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const amountOf = (text: string) => parseMoney(text.replace(/,/g, ''));

test('a receptionist takes a member from card to submitted claim, online and offline', async ({ page, desk }) => {
  await page.goto(desk.url);
  let memberName = '';
  let authorizationNo = '';
  let claimNo = '';
  let nextAuthorizationNo = '';

  await test.step("import the insurer's diagnosis list on the Tariffs screen", async () => {
    await importDiagnosisList(page, 'insurer-diagnoses.csv', INSURER_DIAGNOSES_CSV, 5);
    await openScreen(page, 'Visit');
  });

  await test.step('look up the card and authorize the visit with the code from the SMS', async () => {
    memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    const code = await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient');
    authorizationNo = await enterCode(page, code);
    expect(authorizationNo).toMatch(/^PA/);
  });

  await test.step('block more than the remaining limit: the co-payment makes up the difference', async () => {
    await blockAmount(page, '2000');
    const block = page.getByLabel(/^Amounts blocked on/);
    await expect(block).toBeVisible();
    await expect(block.getByRole('term')).toHaveText(['Requested', 'Covered', 'Member pays (by the block)']);
    await expect(block.getByRole('definition')).toHaveText([/2,?000\.00/, /1,?500\.00/, /500\.00/]);
  });

  await test.step('write the claim from the authorization and queue it', async () => {
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await expect(page.getByLabel('Recent authorization')).toHaveValue(authorizationNo);
    const total = await fillClaim(page, { ...FEVER_CLAIM, quantity: '3' });
    const price = await page.getByLabel('Line 1 price').inputValue();
    expect(amountOf(total)).toBe(multiplyMoney(parseMoney(price), 3));
    // The tariff search went by the page's fetch worker, whose shared memory needs a cross-origin isolated page.
    expect(await page.evaluate('crossOriginIsolated')).toBe(true);
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/assets\/fetch-worker-[\w-]+\.js$/),
    );
    await page.getByRole('button', { name: 'Add diagnosis' }).click();
    await pickDiagnosis(page, 2, 'headac', 'R51', 'Headache');
    await expect(page.getByLabel('Diagnosis 2 type')).toHaveValue('Secondary');
    await queueClaim(page);
  });

  await test.step('the editor keeps the queued claim read-only and shows it sent, with its number', async () => {
    await expect(page.getByLabel('Complaint')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Queue for sending' })).toHaveCount(0);
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    // Read again on the sync's status event: nothing on the page is reloaded by hand.
    await expect(page.getByText(/^Sent, claim number CLM/)).toBeVisible();
  });

  await test.step('sync: the outbox shows it sent, with its claim number', async () => {
    await openScreen(page, 'Outbox');
    const row = outboxRow(page, memberName);
    await expect(row).toHaveCount(1);
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(row.getByRole('cell').first()).toHaveText('Sent');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^CLM/);
    claimNo = (await row.getByRole('cell').nth(4).textContent()) ?? '';
  });

  await test.step('attach a PDF: it uploads', async () => {
    await outboxRow(page, memberName).getByRole('button').click();
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents
      .getByLabel(/^Attach a document/)
      .setInputFiles({ name: 'referral.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await expect(documents.getByRole('listitem').filter({ hasText: 'referral.pdf' })).toBeVisible();
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(documents.getByRole('listitem').filter({ hasText: 'referral.pdf' })).toContainText('Uploaded');
  });

  await test.step('a second claim on the same authorization is refused; "Open that claim" opens the first', async () => {
    await openScreen(page, 'Claim');
    await page.getByRole('button', { name: 'New claim' }).click();
    const picker = page.getByLabel('Recent authorization');
    await expect(
      picker.getByRole('option', { name: `${authorizationNo} — ${memberName} · Claimed — Sent, ${claimNo}` }),
    ).toHaveCount(1);
    await picker.selectOption(authorizationNo);
    await fillClaim(page, { ...FEVER_CLAIM, newDoctor: false, complaint: 'Same visit, written again' });
    await page.getByRole('button', { name: 'Queue for sending' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: `Authorization ${authorizationNo} already has a claim` });
    await expect(refusal).toContainText(`(sent, claim number ${claimNo})`);
    await refusal.getByRole('button', { name: 'Open that claim' }).click();
    await expect(page.getByRole('heading', { name: 'Edit claim' })).toBeVisible();
    await expect(page.getByText('State: Sent')).toBeVisible();
    await expect(page.getByLabel('Complaint')).not.toHaveValue('Same visit, written again');
  });

  await test.step('the service goes down: a claim for the next visit waits, offline in grey', async () => {
    await openScreen(page, 'Visit');
    await page.getByRole('button', { name: 'Next member' }).click();
    await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    nextAuthorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
    await desk.sim.setDown(true);
    await openScreen(page, 'Claim');
    await page.getByRole('button', { name: 'New claim' }).click();
    await page.getByLabel('Recent authorization').selectOption(nextAuthorizationNo);
    await fillClaim(page, {
      doctor: 'Dr Wanjiru Kamau',
      newDoctor: false,
      complaint: 'Review visit',
      diagnosisCode: 'B54',
      tariffSearch: 'Parac',
      quantity: '1',
    });
    // Nothing was blocked on this authorization (the service went down first): the editor asks why send anyway.
    await queueClaim(page, 'The service is down; the amount is blocked when it is back');
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusBar(page)).toContainText('Offline');
    await expect(statusBar(page)).toHaveClass(/status-offline/);
    await expect(statusBar(page)).toContainText('1 claim waiting');
  });

  await test.step('the service returns: the waiting claim is sent', async () => {
    await desk.sim.setDown(false);
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusBar(page)).toContainText('0 claims waiting');
    await openScreen(page, 'Outbox');
    // The claim refused on the used authorization stays a draft; the two visits' claims are sent.
    await expect(outboxRow(page, memberName).filter({ hasText: 'Draft' })).toHaveCount(1);
    const rows = outboxRow(page, memberName).filter({ hasNotText: 'Draft' });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').first()).toHaveText('Sent');
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^CLM/);
    }
  });

  await test.step('the service holds each claim exactly once, one per authorization', async () => {
    const claims = (await desk.sim.claims()).filter((claim) =>
      [authorizationNo, nextAuthorizationNo].includes(claim.authorization_no),
    );
    expect(claims.map((claim) => claim.authorization_no).sort()).toEqual([authorizationNo, nextAuthorizationNo].sort());
    const sent = outboxRow(page, memberName).filter({ hasNotText: 'Draft' });
    const shown = await Promise.all((await sent.all()).map((row) => row.getByRole('cell').nth(4).textContent()));
    expect(claims.map((claim) => claim.claim_no).sort()).toEqual(shown.sort());
  });
});
