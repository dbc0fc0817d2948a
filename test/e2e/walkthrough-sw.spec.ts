/**
 * The reception walkthrough once in Kiswahili: the language picked in Settings, then card → visit → code from
 * the SMS → block → claim with a new doctor, a diagnosis and a tariff line → queued → sent, every step found by
 * the accessible names the Kiswahili catalogue gives it (so a word left in English, or a label missing from the
 * catalogue, fails here). The claim reaches the service exactly once. The insurer's own words (the member's gender,
 * a benefit's access, a diagnosis' type, the claim's status) read in Kiswahili, the insurer's word in the tooltip.
 */
import { formatAmount } from '../../shared/i18n/format';
import { catalogues } from '../../shared/i18n/catalogues';
import { createI18n } from '../../shared/i18n/setup';
import { wordServiceValue, type ServiceValueKind } from '../../shared/i18n/service-values';
import { expectAccessible } from './support/axe';
import { SMALL_LIMITS_CARD } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const { t } = createI18n('sw', { resources: catalogues });
/** A value of the insurer's service as the Kiswahili page words it. */
const serviceWord = (kind: ServiceValueKind, value: string): string =>
  wordServiceValue((key) => t(`common:${key}`), kind, value).text;

test('a receptionist takes a member from card to sent claim in Kiswahili', async ({ page, desk }) => {
  await page.goto(desk.url);
  const nav = page.getByRole('navigation', { name: t('common:nav.label') });
  const member = (await desk.sim.members()).find((candidate) => candidate.card_no === SMALL_LIMITS_CARD);
  if (!member) throw new Error(`the simulator has no member ${SMALL_LIMITS_CARD}`);

  await test.step('pick Kiswahili in Settings', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('sw');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await nav.getByRole('button', { name: t('common:nav.visit'), exact: true }).click();
  });

  await test.step('card, visit and the code from the SMS', async () => {
    const card = page.getByLabel(t('visit:cardNo'), { exact: true });
    await expect(card).toBeFocused();
    await card.fill(SMALL_LIMITS_CARD);
    await card.press('Enter');
    await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
    const gender = page.getByText(serviceWord('gender', member.gender), { exact: true });
    await expect(gender).toHaveAttribute('title', member.gender);
    await expect(gender).toHaveAccessibleDescription(member.gender);
    const access = page.getByText(t('visit:start.access', { access: serviceWord('benefitAccess', 'Direct') }));
    await expect(access.first()).toHaveAttribute('title', 'Direct');
    const textsBefore = (await desk.sim.sms()).length;
    await page.getByRole('radio', { name: /^Outpatient/ }).check();
    await page.getByLabel(t('visit:start.phone')).fill(member.phone);
    await page.getByRole('button', { name: t('visit:start.submit') }).click();
    await expect(page.getByRole('heading', { name: t('visit:code.heading') })).toBeVisible();
    let code = '';
    await expect
      .poll(async () => (code = (await desk.sim.sms()).slice(textsBefore).at(-1)?.code ?? ''), 'the SMS')
      .not.toBe('');
    await expectAccessible(page, 'code step in Kiswahili');
    const field = page.getByLabel(t('visit:code.label'), { exact: true });
    await field.fill(code);
    await field.press('Enter');
    await expect(page.getByRole('status', { name: t('visit:authorized.number') })).toHaveText(/^PA/);
  });

  await test.step('block an amount, written the Kiswahili way', async () => {
    const amount = page.getByLabel(t('visit:block.amount'));
    await expect(amount).toBeFocused();
    await amount.fill('1,000');
    await amount.press('Enter');
    await expect(page.getByRole('term').filter({ hasText: t('visit:block.covered') })).toBeVisible();
    await expect(page.getByText(formatAmount('1000', 'sw')).first()).toBeVisible();
  });

  await test.step('write the claim and queue it', async () => {
    await page.getByRole('button', { name: t('visit:authorized.writeClaim') }).click();
    await page.getByRole('button', { name: t('claims:doctor.add') }).click();
    await page.getByLabel(t('claims:doctor.name')).fill('Dkt. Wanjiru Kamau');
    await page.getByRole('button', { name: t('claims:doctor.save') }).click();
    await expect(page.getByLabel(t('claims:complaint'))).toBeFocused();
    await page.getByLabel(t('claims:complaint')).fill('Homa na maumivu ya kichwa kwa siku mbili');
    await page.getByLabel(t('claims:diagnoses.code', { number: 1 })).fill('B54');
    const diagnosisType = page.getByLabel(t('claims:diagnoses.type', { number: 1 }));
    await expect(diagnosisType).toHaveValue('Principal');
    await expect(diagnosisType.locator('option:checked')).toHaveText(serviceWord('diagnosisType', 'Principal'));
    const label = t('claims:lines.line.item', { number: 1 });
    const item = page.getByRole('combobox', { name: label });
    await item.pressSequentially('Paracetamol');
    const matches = page.getByRole('listbox', { name: t('claims:tariff.matches', { label }) });
    await expect(matches.getByRole('option').first()).toContainText('Paracetamol');
    await item.press('Enter');
    await expect(page.getByLabel(t('claims:lines.line.price', { number: 1 }))).toHaveValue(/^\d+(\.\d+)?$/);
    await expect(page.getByRole('status', { name: t('claims:lines.total') })).toHaveText(/\d/);
    await expectAccessible(page, 'claim editor in Kiswahili');
    await saveScreenshot(page, 'claim-editor-sw');
    await page.getByRole('button', { name: t('claims:queue') }).click();
    const queuedStart = t('claims:outcome.queued', { batchNo: '§', total: '0' }).split('§')[0] ?? '';
    await expect(page.getByText(queuedStart, { exact: false })).toBeVisible();
  });

  await test.step('sync: the outbox says it was sent, and the insurer holds it once', async () => {
    await page
      .getByRole('region', { name: t('status:region') })
      .getByRole('button', { name: t('status:syncNow') })
      .click();
    await nav.getByRole('button', { name: t('common:nav.outbox'), exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: member.name });
    await expect(row.getByRole('cell').first()).toHaveText(t('outbox:state.submitted'));
    await expect
      .poll(async () => (await desk.sim.claims()).filter((claim) => claim.member_name === member.name).length)
      .toBe(1);
    // Its detail reads the insurer's status back: "Received", worded in Kiswahili.
    await row.getByRole('button').click();
    const received = serviceWord('claimStatus', 'Received');
    await expect(page.getByText(t('outbox:insurer.statusIs', { status: received }))).toHaveAttribute(
      'title',
      'Received',
    );
    await expect(row.getByText(received, { exact: true })).toHaveAttribute('title', 'Received');
  });
});
