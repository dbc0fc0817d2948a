/**
 * Each main screen in a realistic state, on the demo data of the simulator (the claim editor also with a
 * Referral claim held until its referral letter is attached):
 * checked with axe (no serious or critical violations) and saved as
 * docs/screenshots/<screen>.png at 1280×800 for the docs (docs/reception-guide.md).
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  blockAmount,
  enterCode,
  FEVER_CLAIM,
  fillClaim,
  lookUpMember,
  openScreen,
  openSettingsPage,
  outboxRow,
  queueClaim,
  SMALL_LIMITS_CARD,
  startVisit,
  statusBar,
} from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { SIM_TOKEN } from './support/sim-process';

async function check(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen);
  await saveScreenshot(page, screen);
}

test('every main screen is accessible, and is photographed for the docs', async ({ page, desk }) => {
  await page.goto(desk.url);
  let memberName = '';
  let code = '';

  await test.step('Visit: the member looked up', async () => {
    memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    await check(page, 'visit-member');
  });

  await test.step('Visit: the code from the SMS', async () => {
    code = await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient');
    await check(page, 'visit-otp');
  });

  await test.step('Visit: authorized, amount blocked', async () => {
    await enterCode(page, code);
    await blockAmount(page, '2000');
    const amounts = page.getByLabel(/^Amounts blocked on/);
    await expect(amounts).toBeVisible();
    await amounts.scrollIntoViewIfNeeded();
    await check(page, 'visit-block');
  });

  await test.step('Claim editor', async () => {
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await fillClaim(page, FEVER_CLAIM);
    await page.getByRole('status', { name: 'Claim total' }).scrollIntoViewIfNeeded();
    await check(page, 'claim-editor');
  });

  await test.step('Outbox with the sent claim opened', async () => {
    await queueClaim(page);
    await openScreen(page, 'Outbox');
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    const row = outboxRow(page, memberName);
    await expect(row.getByRole('cell').first()).toHaveText('Sent');
    await row.getByRole('button').click();
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
    await check(page, 'outbox');
  });

  await test.step('Outbox: the insurer turned the claim down', async () => {
    const [sent] = await desk.sim.claims();
    await fetch(`${desk.sim.controlUrl}/__sim/claim-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SIM_TOKEN}` },
      body: JSON.stringify({ claim_no: sent?.claim_no, status: 'Rejected - not covered' }),
    });
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    const row = outboxRow(page, memberName);
    await expect(row).toContainText('Rejected - not covered');
    await row.getByRole('button').click();
    await expect(page.getByRole('button', { name: 'Resubmit as a new claim' })).toBeVisible();
    await page.getByRole('region', { name: 'At the insurer' }).scrollIntoViewIfNeeded();
    await check(page, 'outbox-insurer-status');
  });

  await test.step('Status bar: a batch whose statuses could not be read is said so', async () => {
    const faults = async (body: object): Promise<void> => {
      await fetch(`${desk.sim.controlUrl}/__sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SIM_TOKEN}` },
        body: JSON.stringify(body),
      });
    };
    // A plain server error (a 503 would be the insurer asking to slow down, which the status bar words apart).
    await faults({ serverErrorRate: 1, serverErrorStatus: 500, pathPrefix: '/v1/claims/batch' });
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusBar(page)).toContainText('insurer statuses of 1 batch not read (ClaimDesk tries again)');
    await faults({ serverErrorRate: 0 });
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusBar(page)).toContainText('Up to date');
    await expect(statusBar(page)).not.toContainText('not read');
  });

  await test.step('Tariffs with a search', async () => {
    await openScreen(page, 'Tariffs');
    await page.getByLabel('Search tariffs').fill('Paracetamol');
    // The answer to the search, not whatever the table showed before it.
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/paracetamol/i);
    await check(page, 'tariffs');
  });

  await test.step('Settings', async () => {
    await openSettingsPage(page, 'Insurer and claims');
    await expect(page.getByLabel('Service address')).toBeVisible();
    await check(page, 'settings');
  });

  await test.step('Claim editor: a Referral claim held until its referral letter is attached', async () => {
    // The member with ample limits, on Dental, which the insurer marks Referral.
    const [ample] = await desk.sim.members();
    const cardNo = ample?.card_no ?? '';
    await openScreen(page, 'Visit');
    await lookUpMember(page, desk.sim, cardNo);
    await enterCode(page, await startVisit(page, desk.sim, cardNo, 'Dental'));
    await blockAmount(page, '5000');
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await fillClaim(page, {
      doctor: 'Dr Wanjiru Kamau',
      newDoctor: false,
      complaint: 'Toothache, lower left molar',
      diagnosisCode: 'K02.9',
      tariffSearch: 'Dental X-r',
      quantity: '1',
    });
    // Every dental tariff is marked pre-auth: the insurer expects a pre-authorization, which staff say they have.
    await queueClaim(page, 'Pre-authorized by phone; the reference is on the referral letter');
    await expect(page.getByTestId('referral-letter')).toHaveText(/^Waiting on the referral letter/);
    await expect(
      page.getByRole('region', { name: 'Documents' }).getByLabel('This is the referral letter'),
    ).toBeChecked();
    await expect(page.getByLabel('Line 1 type')).toHaveValue('investigation');
    await expectAccessible(page, 'claim-referral-letter');
    // The hold at the top and the documents panel at the foot of the editor, in one taller view.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 1160 });
    await page.evaluate('window.scrollTo(0, 0)');
    await saveScreenshot(page, 'claim-referral-letter');
    if (viewport) await page.setViewportSize(viewport);
  });
});
