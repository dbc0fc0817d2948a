/**
 * The status bar says what is true, through the transitions of a morning, as the page shows it: a claim queued
 * while the insurer is unreachable counts at once (no "Sync now"), offline with when it tries again; the link
 * back is noticed within seconds by itself; a refused claim makes it "waiting on you", never "Up to date"; and
 * it stays one line at 1366 px in English, French and Kiswahili, nothing cut.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../shared/i18n/languages';
import { deskOp } from './support/desk-ops';
import {
  blockAmount,
  enterCode,
  FEVER_CLAIM,
  fillClaim,
  lookUpMember,
  openScreen,
  queueClaim,
  SMALL_LIMITS_CARD,
  startVisit,
  statusBar,
} from './support/desk-steps';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

/** The bar in any language (its region's name is the language's). */
const theBar = (page: Page) => page.locator('.status-bar');

/** The bar is one line (its own height, as the first screen keeps room for it) and no part of it is cut. */
async function expectOneWholeLine(page: Page, language: Language): Promise<void> {
  await expect(theBar(page)).toBeVisible();
  const measured = await page.evaluate<{ height: number; room: number; cut: string[] }>(`(() => {
    const bar = document.querySelector('.status-bar');
    return {
      height: bar.getBoundingClientRect().height,
      room: parseFloat(getComputedStyle(bar).minHeight) || 0,
      cut: [...bar.querySelectorAll('p')]
        .filter((part) => part.scrollWidth > part.clientWidth + 1)
        .map((part) => part.textContent),
    };
  })()`);
  expect(measured.height, `the bar's height in ${language}`).toBeLessThanOrEqual(measured.room + 1);
  expect(measured.cut, `parts cut in ${language}`).toEqual([]);
}

async function inLanguage(page: Page, url: string, language: Language): Promise<void> {
  await deskOp(url, 'settings.update', { language });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('the status bar earns each state it shows, on one line in every language', async ({ page, desk }) => {
  test.setTimeout(180_000);
  await page.goto(desk.url);

  await test.step('a claim queued while the insurer is unreachable counts at once, offline with its next try', async () => {
    await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
    await blockAmount(page, '1000');
    await expect(statusBar(page)).toContainText('Up to date');
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await fillClaim(page, FEVER_CLAIM);
    await desk.sim.setDown(true);
    await queueClaim(page);
    // Nothing pressed: the count moves the moment the claim is queued, and the run that follows finds no link.
    await expect(statusBar(page)).toContainText('1 claim waiting');
    await expect(statusBar(page).getByRole('status')).toHaveText('Offline — claims are kept');
    await expect(statusBar(page)).toContainText(/next try in \d+ seconds|trying again now/);
    await expect(statusBar(page)).not.toContainText('Up to date');
  });

  await test.step('offline, with a claim waiting, the bar is one whole line in each language', async () => {
    for (const language of ['fr', 'sw', 'en'] as const) {
      await inLanguage(page, desk.url, language);
      await expect(theBar(page).locator('.sync-next')).toBeVisible();
      await expect(theBar(page).locator('.sync-counts')).not.toBeEmpty();
      await expectOneWholeLine(page, language);
    }
  });

  await test.step('the link back is noticed within seconds, by itself', async () => {
    await desk.sim.setDown(false);
    // The probe runs every few seconds: well within this wait, far within the minutes of a backoff.
    await expect(statusBar(page)).toContainText('0 claims waiting', { timeout: 20_000 });
    await expect(statusBar(page).getByRole('status')).toHaveText('Up to date');
    await expect(statusBar(page)).not.toContainText('next try');
  });

  await test.step('a refused claim leaves the desk waiting on a person, never up to date', async () => {
    await openScreen(page, 'Visit');
    await page.getByRole('button', { name: 'Next member' }).click();
    await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
    await blockAmount(page, '500');
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await fillClaim(page, { ...FEVER_CLAIM, newDoctor: false, complaint: 'Review visit' });
    await desk.sim.setFaults({
      pathPrefix: '/v1/claims',
      refuse: { status: 422, message: 'Claim refused: attendance outside the cover period' },
    });
    await queueClaim(page);
    await expect(statusBar(page)).toContainText('1 needs attention (1 refused)');
    await expect(statusBar(page).getByRole('status')).toHaveText('Connected — waiting on you');
    await expect(statusBar(page)).toHaveClass(/status-waiting-on-you/);
    await expect(statusBar(page)).not.toContainText('Up to date');
    await expectOneWholeLine(page, 'en');
  });
});
