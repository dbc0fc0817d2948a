/**
 * The first screen before the page's code has run (shared/first-screen.ts), in Chromium: with the page's scripts
 * held back, the stand-in the desk serves is there, focused, in the desk's language, and takes a scanned card and
 * its Enter; once the scripts run, the page's own field has the card, the lookup happens, and nothing moved (the
 * stand-in's field is where the page's is, at 1366×768 and 1024×768), the page's code asked for by the stand-in's
 * script. It is not served while the desk is locked, and a tab that was on another screen drops it.
 */
import type { Page, Route } from '@playwright/test';
import { readFirstScreenHint } from '../../main/desk/first-screen-hint';
import { catalogues } from '../../shared/i18n/catalogues';
import { createI18n } from '../../shared/i18n/setup';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { openScreen, SMALL_LIMITS_CARD } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Holds the page's scripts back until released: what shows meanwhile is the HTML alone. Released, the hold lets
 * every script through (a later hold, the newest route, holds them again).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route): Promise<void> => {
    await released;
    await route.continue();
  };
  await page.route('**/assets/*.js', hold);
  return release;
}

const standIn = (page: Page) => page.locator('#first-screen');

/** What the page's Performance API says of a file it fetched (this suite is compiled without the DOM's types). */
interface ResourceTiming {
  readonly name: string;
  readonly startTime: number;
  readonly responseEnd: number;
}

test('a card scanned before the page has loaded is looked up once it has, where its field was', async ({
  page,
  desk,
}) => {
  const member = (await desk.sim.members()).find((candidate) => candidate.card_no === SMALL_LIMITS_CARD);
  await expect.poll(() => readFirstScreenHint(desk.dataDir)?.cardLookup, { message: 'the hint written' }).toBe(true);

  for (const { size, language } of [
    { size: { width: 1366, height: 768 }, language: 'en' },
    { size: { width: 1024, height: 768 }, language: 'fr' },
  ] as const) {
    await test.step(`${size.width}×${size.height} in ${language}`, async () => {
      const { t } = createI18n(language, { resources: catalogues });
      const label = t('visit:cardNo');
      await page.setViewportSize(size);
      if (language !== 'en') {
        expect(await deskOp(desk.url, 'settings.update', { language })).toBeDefined();
        await expect.poll(() => readFirstScreenHint(desk.dataDir)?.language).toBe(language);
      }
      const release = await holdScripts(page);
      // From a blank page: the desk's address again would only move to its fragment, not load it.
      await page.goto('about:blank');
      await page.goto(desk.url, { waitUntil: 'commit' });
      const field = standIn(page).getByLabel(label, { exact: true });
      await expect(field).toBeFocused();
      await expect(standIn(page).getByRole('heading', { level: 2, name: t('visit:heading') })).toBeVisible();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const where = await field.boundingBox();
      await expectAccessible(page, `the first screen's stand-in in ${language}`);
      await saveScreenshot(page, `first-screen-stand-in-${language}-${size.width}`, { checkOnly: true });
      // As a card scanner does: the number, then Enter.
      await page.keyboard.type(SMALL_LIMITS_CARD);
      await page.keyboard.press('Enter');

      release();
      await expect(page.getByRole('heading', { name: member?.name })).toBeVisible();
      await expect(standIn(page)).toHaveCount(0);
      const own = page.getByLabel(label, { exact: true });
      await expect(own).toHaveValue(SMALL_LIMITS_CARD);
      expect(await own.boundingBox(), 'the page’s field where the stand-in’s was').toEqual(where);
      // The page's code was asked for by the stand-in's script, not with the HTML (it waits for the stand-in's frame).
      const asked = await page.evaluate(() => {
        const files = performance.getEntriesByType('resource') as unknown as readonly ResourceTiming[];
        const script = files.find((file) => file.name.endsWith('/first-screen.js'));
        const code = files.filter((file) => /\/assets\/[^/]+\.js$/.test(file.name));
        return { standInRun: script?.responseEnd ?? NaN, code: Math.min(...code.map((file) => file.startTime)) };
      });
      expect(asked.code).toBeGreaterThanOrEqual(asked.standInRun);
      await page.getByRole('button', { name: t('visit:nextMember') }).click();
    });
  }
});

test('no stand-in while the desk is locked, nor in a tab that was on another screen', async ({ page, desk }) => {
  await page.goto(desk.url);
  await openScreen(page, 'Outbox');
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox and claims' })).toBeVisible();

  let release = await holdScripts(page);
  const again = await page.reload({ waitUntil: 'commit' });
  // Served, then dropped by its script as the HTML was read: this tab comes back to the Outbox.
  expect(await again?.text()).toContain('id="first-screen"');
  await page.waitForFunction("document.readyState !== 'loading'");
  await expect(standIn(page)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox and claims' })).toBeFocused();

  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('dialog', { name: 'ClaimDesk is locked' })).toBeVisible();
  await expect.poll(() => readFirstScreenHint(desk.dataDir)?.cardLookup).toBe(false);
  release = await holdScripts(page);
  const served = await page.reload({ waitUntil: 'commit' });
  expect(await served?.text()).not.toContain('first-screen');
  release();
  await expect(page.getByRole('dialog', { name: 'ClaimDesk is locked' })).toBeVisible();
  await expect(standIn(page)).toHaveCount(0);
});
