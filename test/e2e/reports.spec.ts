/**
 * The clinic's reports in the browser, on the simulator's demo data: a visit with a block and a claim sent,
 * then the Reports screen shows the day sheet (the visit sent), today's sums and the co-payment, downloads its CSV (read back by a real
 * CSV parser), shows the batch's closing view, passes axe, and is photographed for the reception guide.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/axe';
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
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

test('the reports sum the day’s claim and co-payment, download as CSV, and close the batch', async ({ page, desk }) => {
  await page.goto(desk.url);
  const memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
  await blockAmount(page, '2000');
  await page.getByRole('button', { name: 'Write the claim' }).click();
  const shown = await fillClaim(page, FEVER_CLAIM);
  const total = /^[\d,]+\.\d{2}/.exec(shown)?.[0] ?? '';
  // The member's share as the editor says it: the same figure the co-payments report gives, from the claim.
  const memberPays = (await page.getByRole('status', { name: 'Member pays' }).textContent()) ?? '';
  expect(memberPays).toMatch(/^[\d,]+\.\d{2}$/);
  await queueClaim(page);
  await openScreen(page, 'Outbox');
  await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
  await expect(outboxRow(page, memberName).getByRole('cell').first()).toHaveText('Sent');

  await page.keyboard.press('Alt+6');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeFocused();
  // The day sheet first: today's visit, sent, with its claim's number.
  const sheet = page.getByRole('table', { name: 'Day sheet: each visit of these days and where it stands' });
  const visit = sheet.getByRole('row', { name: new RegExp(memberName) });
  await expect(visit.getByRole('cell').nth(5)).toHaveText('Sent');
  await expect(visit.getByRole('cell').nth(7)).toHaveText(/^CLM/);
  await expect(visit.getByRole('cell').nth(2)).toHaveText(/^••••/);
  await saveScreenshot(page, 'reports-day-sheet');
  await page.getByRole('tab', { name: 'Claims and sums' }).click();
  const sums = page.getByRole('table', { name: 'Claims and sums' });
  await expect(sums.getByRole('row', { name: /^All claims/ })).toContainText(total);
  await expect(sums.getByRole('row', { name: /Dr Wanjiru Kamau/ })).toBeVisible();
  await expectAccessible(page, 'reports');
  await saveScreenshot(page, 'reports');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^claimdesk-claims-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');
  const records: string[][] = parse(bytes, { bom: true });
  expect(records[0]?.slice(0, 4)).toEqual(['Grouping', 'Group', 'Claims', 'Claimed']);
  expect(records[1]?.slice(0, 3)).toEqual(['All claims', '', '1']);

  await page.getByRole('tab', { name: 'Claims and sums' }).press('ArrowRight');
  const coPayments = page.getByRole('table', { name: 'Co-payments: what members pay at the desk' });
  const visitRow = coPayments.getByRole('row').nth(1);
  await expect(visitRow).toContainText('2,000.00');
  await expect(visitRow.getByRole('cell').nth(7)).toHaveText(memberPays);
  await expect(visitRow).toContainText(/the claim \(CLM/);

  await page.getByRole('tab', { name: 'Batch closing' }).click();
  const batch = page.getByLabel('Batch', { exact: true });
  await expect(batch.getByRole('option')).toHaveCount(2);
  await batch.selectOption({ index: 1 });
  const closing = page.getByRole('table', { name: /^Batch .*: closing$/ });
  await expect(closing.getByRole('row', { name: new RegExp(memberName) })).toContainText('Sent');
  await expectAccessible(page, 'reports-batch');
});
