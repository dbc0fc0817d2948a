/**
 * The desk on the screens clinics have, in each language: at 1366×768 the visit of a member with five benefits
 * (member, benefits, phone, "Start visit") fits without scrolling; at 1366×768 and at 1024×768 every screen
 * (Visit, Claim, Outbox, Tariffs, Settings, Reports, the lock, the first-run setup) keeps its header and its
 * status bar on one line each, never scrolls sideways, and axe finds nothing serious; the claim editor keeps
 * "Queue for sending" in view however long the claim, without covering its last field once scrolled to the end.
 * The language is picked in Settings (in setup, on its own picker); every word is the catalogue's.
 * Its Visit and Claim pictures per language and size are the reception guide's "The desk on your screen".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { catalogues } from '../../shared/i18n/catalogues';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { createI18n } from '../../shared/i18n/setup';
import { expectAccessible } from './support/axe';
import { enterCode, lookUpMember, openScreen, SMALL_LIMITS_CARD, startVisit } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { coveredBy, overflow, scrollToEnd, scrollY, textSpread, tops } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { startServeProcess } from './support/serve-process';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
] as const;
type Size = (typeof SIZES)[number];
const NARROW = SIZES[1];

/** The demo member with five benefits: the longest visit to start. */
const FIVE_BENEFITS_CARD = 'CD-1000017';

/** The screen tabs, by their key in the catalogue (common:nav.*). */
type Tab = 'visit' | 'claim' | 'outbox' | 'tariffs' | 'settings' | 'reports';

const sizeName = (size: Size): string => `${size.width}×${size.height}`;

function wordsOf(language: Language) {
  return createI18n(language, { resources: catalogues }).t;
}

/** The frame's checks on the screen shown: one line each for the header and status bar, no sideways scroll, axe. */
async function expectFits(page: Page, language: Language, screen: string, size: Size): Promise<void> {
  const t = wordsOf(language);
  const where = `${screen} in ${language} at ${sizeName(size)}`;
  const header = page.getByRole('banner');
  const tabs = page.getByRole('navigation', { name: t('common:nav.label') }).getByRole('button');
  await expect(tabs).toHaveCount(6);
  expect(new Set(await tops(tabs)).size, `the tabs on one line: ${where}`).toBe(1);
  expect(await textSpread(header), `the header on one line: ${where}`).toBeLessThan(10);
  const statusBar = page.getByRole('region', { name: t('status:region') });
  await expect(statusBar.getByRole('button', { name: t('status:syncNow') })).toBeVisible();
  expect(await textSpread(statusBar), `the status bar on one line: ${where}`).toBeLessThan(10);
  expect(await overflow(page), `no sideways scroll: ${where}`).toBeLessThanOrEqual(0);
  // Axe once per screen, on the narrower screen: the layout is what changes with the size.
  if (size === NARROW) await expectAccessible(page, where);
}

/** Opens a screen by its tab in `language` and waits for its heading. */
async function openTab(page: Page, language: Language, tab: Tab, heading: string): Promise<void> {
  const t = wordsOf(language);
  await page
    .getByRole('navigation', { name: t('common:nav.label') })
    .getByRole('button', { name: t(`common:nav.${tab}`), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`every screen fits 1366×768 and 1024×768 in ${language}`, async ({ page, desk }) => {
    // Seven screens at two sizes with their checks: longer than one walkthrough.
    test.setTimeout(300_000);
    const t = wordsOf(language);
    await page.setViewportSize(SIZES[0]);
    await page.goto(desk.url);

    let authorizationNo = '';
    await test.step('an authorization for the claim, then the language picked in Settings', async () => {
      await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
      authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
      await openScreen(page, 'Settings');
      await page.getByLabel('Language', { exact: true }).selectOption(language);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 2, name: t('settings:heading'), exact: true })).toBeVisible();
    });

    await test.step('Visit: a member with five benefits, the whole visit in view at 1366×768', async () => {
      await openTab(page, language, 'visit', t('visit:heading'));
      await page.getByRole('button', { name: t('visit:nextMember') }).click();
      const member = (await desk.sim.members()).find((candidate) => candidate.card_no === FIVE_BENEFITS_CARD);
      if (!member) throw new Error(`the simulator has no member ${FIVE_BENEFITS_CARD}`);
      const card = page.getByLabel(t('visit:cardNo'), { exact: true });
      await card.fill(FIVE_BENEFITS_CARD);
      await card.press('Enter');
      const start = page.getByRole('button', { name: t('visit:start.submit') });
      await expect(start).toBeVisible();
      expect(await scrollY(page), 'the page not scrolled').toBe(0);
      await expect(page.getByRole('heading', { name: member.name })).toBeInViewport({ ratio: 1 });
      const benefits = page.getByRole('radio');
      await expect(benefits).toHaveCount(5);
      for (const benefit of await benefits.all()) await expect(benefit).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel(t('visit:start.phone'))).toBeInViewport({ ratio: 1 });
      await expect(start).toBeInViewport({ ratio: 1 });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectFits(page, language, 'Visit', size);
        await saveScreenshot(page, `sizes-visit-${language}-${size.width}`);
      }
    });

    await test.step('Claim: three lines, "Queue for sending" in view at the top and at the end', async () => {
      await openTab(page, language, 'claim', t('claims:heading.new'));
      await page.getByLabel(t('claims:authorization.recent')).selectOption(authorizationNo);
      await page.getByRole('button', { name: t('claims:diagnoses.add') }).click();
      await page.getByRole('button', { name: t('claims:lines.add') }).click();
      await page.getByRole('button', { name: t('claims:lines.add') }).click();
      await expect(page.getByRole('combobox', { name: t('claims:lines.line.item', { number: 3 }) })).toBeVisible();
      const queue = page.getByRole('button', { name: t('claims:queue') });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate('window.scrollTo(0, 0)');
        await expect(queue, `Queue at the top, ${sizeName(size)}`).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: t('claims:saveDraft') })).toBeInViewport({ ratio: 1 });
        await expectFits(page, language, 'Claim', size);
        // The picture with the lines and "Ready to send" in view: at 1024×768 they are below the first fields.
        if (size === NARROW) {
          await page
            .getByRole('region', { name: t('claims:ready.title') })
            .evaluate((ready: { scrollIntoView(options: object): void }) => ready.scrollIntoView({ block: 'end' }));
        }
        await saveScreenshot(page, `sizes-claim-${language}-${size.width}`);
        await scrollToEnd(page);
        await expect(queue, `Queue at the end, ${sizeName(size)}`).toBeInViewport({ ratio: 1 });
        const editor = page.getByRole('region', { name: t('claims:heading.new') });
        const bar = page.getByRole('button', { name: t('claims:queue') }).locator('..');
        expect(await coveredBy(editor, bar), `nothing of the claim under the actions, ${sizeName(size)}`).toEqual([]);
      }
    });

    const screens = [
      ['outbox', 'Outbox', t('outbox:heading')],
      ['tariffs', 'Tariffs', t('tariffs:heading')],
      ['settings', 'Settings', t('settings:heading')],
      ['reports', 'Reports', t('reports:title')],
    ] as const;
    for (const [tab, name, heading] of screens) {
      await test.step(name, async () => {
        await openTab(page, language, tab, heading);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await expectFits(page, language, name, size);
        }
      });
    }

    await test.step('the lock', async () => {
      await page.keyboard.press('Control+Shift+L');
      const lock = page.getByRole('dialog', { name: t('lock:heading') });
      await expect(lock).toBeVisible();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(lock.getByRole('button', { name: t('lock:open') })).toBeInViewport({ ratio: 1 });
        expect(await overflow(page), `no sideways scroll: the lock at ${sizeName(size)}`).toBeLessThanOrEqual(0);
        if (size === NARROW) await expectAccessible(page, `the lock in ${language} at ${sizeName(size)}`);
      }
      await saveScreenshot(page, `sizes-lock-${language}-1024`, { checkOnly: true });
      await lock.getByRole('button', { name: t('lock:open') }).click();
      await expect(lock).toBeHidden();
    });
  });
}

test('the first-run setup fits 1366×768 and 1024×768 in each language', async ({ page }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-setup-sizes-'));
  const serve = await startServeProcess({ dataDir, setup: true });
  try {
    await page.goto(serve.url);
    let shown: Language = 'en';
    for (const language of LANGUAGES) {
      const t = wordsOf(language);
      await page.getByLabel(wordsOf(shown)('settings:language.label'), { exact: true }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 2, name: t('setup:heading') })).toBeVisible();
      shown = language;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `setup in ${language} at ${sizeName(size)}`;
        expect(await textSpread(page.getByRole('banner')), `the header on one line: ${where}`).toBeLessThan(10);
        expect(await overflow(page), `no sideways scroll: ${where}`).toBeLessThanOrEqual(0);
        if (size === NARROW) await expectAccessible(page, where);
      }
      await saveScreenshot(page, `sizes-setup-${language}-1024`, { checkOnly: true });
    }
  } finally {
    await serve.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
