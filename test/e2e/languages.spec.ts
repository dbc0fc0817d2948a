/**
 * The desk in its three languages, switched in Settings without a restart: the status
 * bar, the outbox, the tariffs and the settings read in Kiswahili (and in French), with
 * amounts, counts and dates written that language's way; the choice survives a reload;
 * axe finds nothing serious on those screens in any of the three languages.
 */
import type { Page } from '@playwright/test';
import { formatAmount, formatCount, formatDate } from '../../shared/i18n/format';
import type { Language } from '../../shared/i18n/languages';
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import {
  enterCode,
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

/** The words each check looks for, as each language's catalogue has them. */
const WORDS = {
  en: {
    screens: 'Screens',
    tabs: { outbox: 'Outbox', tariffs: 'Tariffs', settings: 'Settings' },
    syncStatus: 'Sync status',
    syncNow: 'Sync now',
    upToDate: 'Up to date',
    lastSync: 'Last sync',
    outbox: 'Outbox and claims',
    sent: 'Sent',
    documents: 'Documents',
    tariffs: 'Tariffs',
    items: 'Items on this computer',
    search: 'Search tariffs',
    settings: 'Settings',
    language: 'Language',
    save: 'Save settings',
  },
  sw: {
    screens: 'Skrini',
    tabs: { outbox: 'Kikasha toezi', tariffs: 'Bei', settings: 'Mipangilio' },
    syncStatus: 'Hali ya kusawazisha',
    syncNow: 'Sawazisha sasa',
    upToDate: 'Yote yamesawazishwa',
    lastSync: 'Ilisawazishwa mwisho',
    outbox: 'Kikasha toezi na madai',
    sent: 'Limetumwa',
    documents: 'Hati',
    tariffs: 'Bei za huduma',
    items: 'Huduma kwenye kompyuta hii',
    search: 'Tafuta bei',
    settings: 'Mipangilio',
    language: 'Lugha',
    save: 'Hifadhi mipangilio',
  },
  fr: {
    screens: 'Écrans',
    tabs: { outbox: 'Boîte d’envoi', tariffs: 'Tarifs', settings: 'Paramètres' },
    syncStatus: 'État de la synchronisation',
    syncNow: 'Synchroniser',
    upToDate: 'À jour',
    lastSync: 'Dernière synchro',
    outbox: 'Boîte d’envoi et demandes',
    sent: 'Envoyée',
    documents: 'Documents',
    tariffs: 'Tarifs',
    items: 'Prestations sur cet ordinateur',
    search: 'Chercher un tarif',
    settings: 'Paramètres',
    language: 'Langue',
    save: 'Enregistrer les paramètres',
  },
} as const;

/** The text as read: Intl's narrow and non-breaking spaces (French) as plain ones. */
const plain = (text: string | null): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const tab = (page: Page, language: Language, name: keyof (typeof WORDS)['en']['tabs']) =>
  page.getByRole('navigation', { name: WORDS[language].screens }).getByRole('button', {
    name: WORDS[language].tabs[name],
    exact: true,
  });

/** Picks the language in Settings (the page is on Settings), saves it, and waits for the whole page to speak it. */
async function switchTo(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByLabel(WORDS[from].language, { exact: true }).selectOption(to);
  await page.getByRole('button', { name: WORDS[from].save, exact: true }).click();
  await expect(page.getByRole('heading', { name: WORDS[to].settings, level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('the desk speaks English, Kiswahili and French, switched in Settings without a restart', async ({
  page,
  desk,
}) => {
  await page.goto(desk.url);
  let memberName = '';

  await test.step('a claim sent to the insurer, in English', async () => {
    memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    const authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
    await openScreen(page, 'Claim');
    await page.getByLabel('Recent authorization').selectOption(authorizationNo);
    await fillClaim(page, {
      doctor: 'Dr Wanjiru Kamau',
      newDoctor: true,
      complaint: 'Fever and cough for three days',
      diagnosisCode: 'B54',
      tariffSearch: 'paediatrics',
      quantity: '2',
    });
    // Nothing was blocked on the authorization: the editor asks why send anyway.
    await queueClaim(page, 'Consultation only: this insurer does not ask for a block');
    await statusBar(page).getByRole('button', { name: 'Sync now' }).click();
    await openScreen(page, 'Outbox');
    await expect(outboxRow(page, memberName).getByRole('cell').first()).toHaveText('Sent');
  });
  const [claim] = (await deskOp(desk.url, 'claims.list', { limit: 10 })) ?? [];
  const itemCount = (await deskOp(desk.url, 'tariffs.info'))?.itemCount ?? 0;
  if (!claim) throw new Error('the desk lists no claim');
  expect(Number(claim.amountText), 'a total with thousands to group').toBeGreaterThan(1000);

  /** The status bar, the outbox, the tariffs and the settings in `language`, checked with axe. */
  const tour = async (language: Language): Promise<void> => {
    const words = WORDS[language];
    const bar = page.getByRole('region', { name: words.syncStatus });
    await expect(bar.getByRole('button', { name: words.syncNow })).toBeVisible();
    await expect(bar).toContainText(words.upToDate);
    await expect(bar).toContainText(words.lastSync);

    await tab(page, language, 'outbox').click();
    await expect(page.getByRole('heading', { name: words.outbox })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: memberName });
    await expect(row.getByRole('cell').first()).toHaveText(words.sent);
    await expect.poll(async () => plain(await row.textContent())).toContain(formatDate(claim.attendanceDate, language));
    await expect
      .poll(async () => plain(await row.textContent()))
      .toContain(plain(formatAmount(claim.amountText, language)));
    await row.getByRole('button').click();
    await expect(page.getByRole('region', { name: words.documents })).toBeVisible();
    await expectAccessible(page, `outbox in ${language}`);
    // The English outbox is the screen tour's picture (outbox.png).
    if (language !== 'en') await saveScreenshot(page, `outbox-${language}`);

    await tab(page, language, 'tariffs').click();
    await expect(page.getByRole('heading', { name: words.tariffs })).toBeVisible();
    await expect
      .poll(async () =>
        plain(await page.getByText(words.items).locator('xpath=following-sibling::dd[1]').textContent()),
      )
      .toBe(plain(formatCount(itemCount, language)));
    await page.getByLabel(words.search).fill('Paracetamol');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/paracetamol/i);
    await expectAccessible(page, `tariffs in ${language}`);

    await tab(page, language, 'settings').click();
    await expect(page.getByRole('heading', { name: words.settings, level: 2 })).toBeVisible();
    await expect(page.getByLabel(words.language, { exact: true })).toHaveValue(language);
    await expectAccessible(page, `settings in ${language}`);
  };

  await test.step('English', async () => {
    await tour('en');
  });

  await test.step('Kiswahili, chosen and saved in Settings, applies at once to the whole page', async () => {
    await switchTo(page, 'en', 'sw');
    await expect(page.getByText('Mipangilio imehifadhiwa.')).toBeVisible();
    await tour('sw');
    await saveScreenshot(page, 'settings-sw');
  });

  await test.step('Kiswahili survives a reload: the desk keeps it, not the browser', async () => {
    await page.evaluate('window.localStorage.clear()');
    await page.reload();
    await expect(page.getByRole('heading', { name: WORDS.sw.settings, level: 2 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(statusBar(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: WORDS.sw.syncStatus })).toContainText(WORDS.sw.upToDate);
  });

  await test.step('French', async () => {
    await switchTo(page, 'sw', 'fr');
    await tour('fr');
  });

  await test.step('and back to English', async () => {
    await switchTo(page, 'fr', 'en');
    await expect(statusBar(page).getByRole('button', { name: 'Sync now' })).toBeVisible();
  });
});
