/**
 * Checks before a claim leaves the desk, in the editor: on an authorization blocked for a small amount, a claim
 * above the covered amount shows covered / total / member pays and a "Ready to send" checklist with the warnings
 * and their figures; a line priced from a tariff marked pre-auth is flagged, and its type is taken from the
 * tariff's name. "Queue for sending" asks to send anyway: the reason takes the focus, Escape goes back, an
 * empty reason is refused (by the page and by the core); with a reason the claim is queued and the audit trail
 * holds claim.send-anyway with the reason and the warnings. Photographed for the reception guide.
 */
import { parseMoney, subtractMoney, sumMoney, type Money } from '../../shared/money';
import { auditEntries } from './support/audit-trail';
import { deskOp } from './support/desk-ops';
import {
  blockAmount,
  enterCode,
  FEVER_CLAIM,
  fillClaim,
  lookUpMember,
  pickTariff,
  SMALL_LIMITS_CARD,
  startVisit,
} from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/** An amount the page shows ("2,960.00") as exact money. */
const amountOf = (text: string | null): Money => parseMoney((text ?? '').replace(/,/g, ''));
const COVERED = parseMoney('500');

const REASON = 'The member pays the difference at the desk; the ultrasound was pre-authorized by phone';

test('a claim above the cover is sent only with a reason, recorded in the audit trail', async ({ page, desk }) => {
  await deskOp(desk.url, 'settings.update', { staffName: 'Amina Otieno' });
  await page.goto(desk.url);
  let authorizationNo = '';

  await test.step('authorize an outpatient visit and block a small amount', async () => {
    await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    authorizationNo = await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
    await blockAmount(page, '500');
    await expect(
      page
        .getByLabel(/^Amounts blocked on/)
        .getByRole('definition')
        .nth(1),
    ).toHaveText(/^500\.00/);
  });

  await test.step('write a claim with a medicine and an ultrasound: types from the names, the pre-auth line flagged', async () => {
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await expect(page.getByLabel('Recent authorization')).toHaveValue(authorizationNo);
    await fillClaim(page, FEVER_CLAIM);
    await expect(page.getByLabel('Line 1 type')).toHaveValue('medication');
    await page.getByRole('button', { name: 'Add line' }).click();
    // Chosen first so that the tariff's name, not the line's default, is what makes it an investigation.
    await page.getByLabel('Line 2 type').selectOption('medication');
    const picked = await pickTariff(page, 2, 'Ultrasound obst');
    expect(picked).toMatch(/^Ultrasound obstetric/);
    await expect(page.getByLabel('Line 2 type')).toHaveValue('investigation');
    await expect(page.getByLabel('Line 2 type').locator('option:checked')).toHaveText('Investigation');
    const rows = page.getByRole('group', { name: 'Items claimed' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Pre-authorization expected' })).toHaveCount(1);
    await expect(rows.filter({ has: page.getByLabel('Line 2 item') })).toContainText('Pre-authorization expected');
    await expect(rows.filter({ has: page.getByLabel('Line 1 item') })).not.toContainText('Pre-authorization');
  });

  // The figures as the page writes them, for the warnings' wording.
  const figures = { total: '', memberPays: '', line2: '' };
  await test.step('the editor shows covered, total and what the member pays', async () => {
    const lines = [1, 2].map((line) => page.getByLabel(`Line ${line} amount`));
    const amounts = await Promise.all(lines.map(async (line) => amountOf(await line.textContent())));
    const total = sumMoney(amounts);
    const claimTotal = page.getByRole('status', { name: 'Claim total' });
    const memberPays = page.getByRole('status', { name: 'Member pays' });
    await expect.poll(async () => amountOf(await claimTotal.textContent())).toBe(total);
    await expect(page.getByRole('status', { name: 'Covered' })).toHaveText('500.00');
    await expect.poll(async () => amountOf(await memberPays.textContent())).toBe(subtractMoney(total, COVERED));
    figures.total = (await claimTotal.textContent()) ?? '';
    figures.memberPays = (await memberPays.textContent()) ?? '';
    figures.line2 = (await lines[1]?.textContent()) ?? '';
  });

  await test.step('"Ready to send": every part done, the warnings with their figures', async () => {
    const ready = page.getByRole('region', { name: 'Ready to send' });
    await expect(ready.getByRole('listitem').filter({ hasText: /: done$/ })).toHaveCount(5);
    await expect(ready).toContainText(
      `The total ${figures.total} is above the covered amount 500.00: ${figures.memberPays} is the member’s to pay.`,
    );
    await expect(ready).toContainText(`Line 2: its amount ${figures.line2} is above the covered amount 500.00.`);
    await expect(ready).toContainText(
      'Line 2 is an item the insurer marks “pre-auth”: it needs the insurer’s approval before it is given (a pre-authorization), besides this visit’s authorization.',
    );
    await ready.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'claim-checks');
    // Recorded, the insurer's pre-authorization ends that warning, and only that one; cleared, it is back.
    const preAuthorization = page.getByLabel('Insurer’s pre-authorization number');
    await preAuthorization.fill('PRE-778');
    await expect(ready).not.toContainText('marks “pre-auth”');
    await expect(ready).toContainText(`Line 2: its amount ${figures.line2} is above the covered amount 500.00.`);
    await preAuthorization.fill('');
    await expect(ready).toContainText('Line 2 is an item the insurer marks “pre-auth”');
    // Warnings never stop a draft.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText(/^Draft saved, total/)).toBeVisible();
  });

  const reason = page.getByLabel('Why send it anyway');
  const queue = page.getByRole('button', { name: 'Queue for sending' });
  await test.step('"Queue for sending" asks to send anyway; the reason takes the focus, Escape goes back', async () => {
    await queue.click();
    await expect(page.getByText('The insurer may cut or refuse this claim')).toBeVisible();
    await expect(reason).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(reason).toHaveCount(0);
    await expect(queue).toBeFocused();
    await expect(page.getByText(/^Claim queued/)).toHaveCount(0);
  });

  await test.step('an empty reason is refused, by the page and by the core', async () => {
    await page.keyboard.press('Enter');
    await expect(reason).toBeFocused();
    const send = page.getByRole('button', { name: 'Send anyway' });
    await expect(send).toBeDisabled();
    await reason.fill('   ');
    await expect(send).toBeDisabled();
    const [draft] = (await deskOp(desk.url, 'claims.list', {})) ?? [];
    expect(draft?.state, 'the claim saved as a draft').toBe('draft');
    // Asked directly, without the page: a blank reason is no reason, and nothing is queued.
    expect(await deskOp(desk.url, 'claims.queue', { id: draft?.id, sendAnyway: { reason: '   ' } })).toBeUndefined();
    expect(await deskOp(desk.url, 'claims.queue', { id: draft?.id })).toBeUndefined();
    expect((await deskOp(desk.url, 'claims.list', {}))?.[0]?.state).toBe('draft');
    await reason.fill(REASON);
    await send.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'claim-send-anyway');
  });

  await test.step('with a reason the claim is queued, and the audit trail says who and why', async () => {
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await expect(page.getByText(/^Claim queued for sending in batch/)).toBeVisible();
    await expect(page.getByLabel('Complaint')).toBeDisabled();
    const entries = auditEntries(desk.dataDir, 'claim.send-anyway');
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.outcome).toBe('ok');
    expect(entry?.staff).toBe('Amina Otieno');
    expect(entry?.detail).toContain(`reason: ${REASON}`);
    for (const code of ['claim.cover.exceeded', 'claim.line.aboveCover', 'claim.lines.preAuth']) {
      expect(entry?.detail).toContain(code);
    }
  });
});
