/**
 * Settings › Hand claims to another desk, in Chromium against browser mode: the file is made and downloaded by
 * the page, and read back by the page (uploaded in parts) — here on the same desk, which takes its claims back.
 * A wrong passphrase is refused in words first; a claim taken back says it is checked with the insurer before
 * it is sent (the check itself: test/handover/take-back.test.ts). The section is checked with axe and photographed.
 */
import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { openScreen, openSettingsPage } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { SAMPLE_DOCTOR } from '../support/sample-claim';

const PASSPHRASE = 'outreach laptop, week 47';

test('hands the unsent claims over in a downloaded file, and takes them back by importing it here', async ({
  page,
  desk,
}) => {
  for (const [authorizationNo, memberName] of [
    ['PA-000101', 'Fatuma Kowalski Chepkoech'],
    ['PA-000102', 'Baraka Otieno'],
  ] as const) {
    const draft = {
      authorizationNo,
      memberName,
      attendanceDate: '2026-11-20',
      doctor: SAMPLE_DOCTOR,
      complain: 'Fever and headache for three days',
      diagnoses: [{ code: 'B54', type: 'Principal' }],
      lines: [
        { tariffId: 'TRF-001-000001', name: 'Malaria test', type: 'investigation', quantity: 1, price: '450.50' },
      ],
    };
    expect(await deskOp(desk.url, 'claims.save', draft)).toBeDefined();
  }
  await page.goto(desk.url);
  await openSettingsPage(page, 'Data and backups');
  const section = page.getByRole('region', { name: 'Hand claims to another desk' });
  const exporting = section.getByRole('form', { name: 'Export this desk’s unsent claims' });
  await exporting.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await exporting.getByLabel('Type the passphrase again').fill(PASSPHRASE);
  const downloading = page.waitForEvent('download');
  await exporting.getByLabel('Type the passphrase again').press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^claimdesk-handover-\d{8}T\d{4}Z\.cdhandover$/);
  const file = readFileSync(await download.path());
  expect(file.includes(Buffer.from('Fatuma'))).toBe(false);

  const answer = section.getByRole('status').filter({ hasText: 'Claims handed over' });
  await expect(answer).toContainText('2 claims are in');
  await expect(answer.getByRole('listitem')).toHaveCount(2);
  await expect(answer.getByRole('listitem').first()).toContainText('Fatuma Kowalski Chepkoech, attended 20 Nov 2026');
  await expect(section.getByRole('listitem').filter({ hasText: 'claims handed over.' })).toHaveCount(1);
  expect((await deskOp(desk.url, 'claims.counts'))?.byState.draft).toBe(0);
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'handover');
  await saveScreenshot(page, 'handover');

  const importing = section.getByRole('form', { name: 'Import a hand-over file' });
  await importing.getByLabel('Hand-over file').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  await importing.getByLabel('Passphrase', { exact: true }).fill('outreach laptop, week 48');
  await importing.getByRole('button', { name: 'Import the file' }).click();
  await expect(section.getByRole('alert')).toContainText('The passphrase does not open');
  await importing.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await importing.getByLabel('Passphrase', { exact: true }).press('Enter');
  const takenBack = section.getByRole('status').filter({ hasText: 'Claims taken back' });
  await expect(takenBack).toContainText('ClaimDesk checks with the insurer before sending any');
  expect((await deskOp(desk.url, 'claims.counts'))?.byState.draft).toBe(2);

  // The other desk may have sent them: each says it is checked with the insurer before it is sent.
  await openScreen(page, 'Outbox');
  await page.getByRole('button', { name: /^Open claim of Baraka Otieno/ }).click();
  await expect(page.getByText('Taken back from a hand-over: the other desk may have sent it already')).toBeVisible();
  await saveScreenshot(page, 'handover-taken-back');
});
