/**
 * Amounts as French writes them, in the real page against the simulator: "1 500,50" blocked and shown back
 * the French way; "1,500" asked about (a thousand five hundred, or one and a half?) before anything is sent; a
 * line priced "1500,50" totalled the French way, and the insurer receiving the exact amount, once.
 */
import { catalogues } from '../../shared/i18n/catalogues';
import { formatAmount } from '../../shared/i18n/format';
import { createI18n } from '../../shared/i18n/setup';
import { expectAccessible } from './support/axe';
import { SMALL_LIMITS_CARD } from './support/desk-steps';
import { expect, test } from './support/fixtures';

const { t } = createI18n('fr', { resources: catalogues });

test('a French desk blocks "1 500,50" and prices a line "1500,50"', async ({ page, desk }) => {
  await page.goto(desk.url);
  const nav = page.getByRole('navigation', { name: t('common:nav.label') });
  const member = (await desk.sim.members()).find((candidate) => candidate.card_no === SMALL_LIMITS_CARD);
  if (!member) throw new Error(`the simulator has no member ${SMALL_LIMITS_CARD}`);

  await test.step('pick French in Settings', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await nav.getByRole('button', { name: t('common:nav.visit'), exact: true }).click();
  });

  await test.step('card, visit and the code from the SMS', async () => {
    const card = page.getByLabel(t('visit:cardNo'), { exact: true });
    await card.fill(SMALL_LIMITS_CARD);
    await card.press('Enter');
    await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
    const textsBefore = (await desk.sim.sms()).length;
    await page.getByRole('radio', { name: /^Outpatient/ }).check();
    await page.getByLabel(t('visit:start.phone')).fill(member.phone);
    await page.getByRole('button', { name: t('visit:start.submit') }).click();
    let code = '';
    await expect
      .poll(async () => (code = (await desk.sim.sms()).slice(textsBefore).at(-1)?.code ?? ''), 'the SMS')
      .not.toBe('');
    const field = page.getByLabel(t('visit:code.label'), { exact: true });
    await field.fill(code);
    await field.press('Enter');
    await expect(page.getByRole('status', { name: t('visit:authorized.number') })).toHaveText(/\S/);
  });

  await test.step('"1,500" is asked about, "1 500,50" is blocked and shown back the French way', async () => {
    const amount = page.getByLabel(t('visit:block.amount'));
    await expect(amount).toBeFocused();
    await amount.fill('1,500');
    await amount.press('Enter');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/«\s1,500\s» peut se lire/)).toBeVisible();
    await expectAccessible(page, 'an ambiguous amount to block, in French');

    await amount.fill('1 500,50');
    await amount.press('Enter');
    // The result stands beside the form that made it (AuthorizedPanel's two columns).
    const result = page.getByLabel(new RegExp(`^${t('visit:block.resultLabel', { benefit: '' })}`));
    await expect(result.getByRole('term').first()).toHaveText(t('visit:block.requested'));
    await expect(result.getByRole('definition').first()).toHaveText(formatAmount('1500.50', 'fr'));
  });

  await test.step('a line priced "1500,50", totalled the French way, reaches the insurer exact', async () => {
    await page.getByRole('button', { name: t('visit:authorized.writeClaim') }).click();
    await page.getByRole('button', { name: t('claims:doctor.add') }).click();
    await page.getByLabel(t('claims:doctor.name')).fill('Dr Aminata Diallo');
    await page.getByRole('button', { name: t('claims:doctor.save') }).click();
    await page.getByLabel(t('claims:complaint')).fill('Fièvre depuis deux jours');
    await page.getByLabel(t('claims:diagnoses.code', { number: 1 })).fill('B54');
    const label = t('claims:lines.line.item', { number: 1 });
    const item = page.getByRole('combobox', { name: label });
    await item.pressSequentially('Paracetamol');
    await expect(
      page
        .getByRole('listbox', { name: t('claims:tariff.matches', { label }) })
        .getByRole('option')
        .first(),
    ).toContainText('Paracetamol');
    await item.press('Enter');
    const price = page.getByLabel(t('claims:lines.line.price', { number: 1 }));
    // A picked tariff's price is written the French way.
    await expect(price).toHaveValue(/^\d+,\d{2,4}$/);
    await price.fill('1500,50');
    await page.getByLabel(t('claims:lines.line.quantity', { number: 1 })).fill('2');
    await expect(page.getByRole('status', { name: t('claims:lines.line.amount', { number: 1 }) })).toHaveText(
      formatAmount('3001', 'fr'),
    );
    await expect(page.getByRole('status', { name: t('claims:lines.total') })).toHaveText(formatAmount('3001', 'fr'));

    await page.getByRole('button', { name: t('claims:queue') }).click();
    const queued = page.getByText(t('claims:outcome.queued', { batchNo: '§', total: '0' }).split('§')[0] ?? '');
    const reason = page.getByLabel(t('claims:sendAnyway.reason'));
    await expect(queued.or(reason)).toBeVisible();
    if (await reason.isVisible()) {
      await reason.fill('Le patient paie la différence');
      await page.getByRole('button', { name: t('claims:sendAnyway.confirm') }).click();
    }
    await expect(queued).toBeVisible();
    // Opened again from the core's copy, the price is still written the French way.
    await expect(price).toHaveValue('1500,50');

    await page
      .getByRole('region', { name: t('status:region') })
      .getByRole('button', { name: t('status:syncNow') })
      .click();
    await expect
      .poll(async () => (await desk.sim.claims()).filter((claim) => claim.member_name === member.name).length)
      .toBe(1);
    const [sent] = (await desk.sim.claims()).filter((claim) => claim.member_name === member.name);
    // The simulator reads each line amount as a unit price: 2 × 1500.50.
    expect(sent?.amount_claimed).toBe(3001);
  });
});
