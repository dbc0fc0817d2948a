/**
 * The locked screen, end to end in browser mode: the desk locks by itself after the idle time (the page's clock
 * is the test's), on "Lock now" and on Ctrl+Shift+L; the member and the claim being written are hidden behind
 * it and come back as they were with the right PIN; wrong PINs are refused, then limited by the core, and a
 * reload changes neither the lock nor the wait.
 */
import { blockAmount, enterCode, lookUpMember, openScreen, SMALL_LIMITS_CARD, startVisit } from './support/desk-steps';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const PIN = '482916';
const COMPLAINT = 'Fever and headache for two days';

test('the desk locks by itself after the idle time, and with no PIN set opens on one button', async ({
  page,
  desk,
}) => {
  await page.clock.install();
  await page.goto(desk.url);
  const memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  const lock = page.getByRole('dialog', { name: 'ClaimDesk is locked' });

  await page.clock.fastForward('04:50');
  await expect(page.getByRole('heading', { name: memberName })).toBeVisible();
  await page.clock.fastForward('00:11');
  await expect(lock).toBeVisible();
  await expect(page.getByRole('heading', { name: memberName })).toBeHidden();
  await expect(lock.getByText(/No PIN is set, so anyone can open this screen/)).toBeVisible();
  await expect(lock.getByRole('button', { name: 'Show the desk' })).toBeFocused();
  await expectAccessible(page, 'the lock with no PIN set');

  await page.keyboard.press('Enter');
  await expect(lock).toBeHidden();
  await expect(page.getByRole('heading', { name: memberName })).toBeVisible();
});

test('a PIN set in Settings opens the lock on the claim being written; wrong ones wait, across reloads', async ({
  page,
  desk,
}) => {
  await page.goto(desk.url);
  const lock = page.getByRole('dialog', { name: 'ClaimDesk is locked' });
  const pinField = lock.getByLabel('PIN', { exact: true });

  await test.step('set the PIN in Settings', async () => {
    await openScreen(page, 'Settings');
    await expect(page.getByText(/No PIN is set: the screen still locks/)).toBeVisible();
    await page.getByLabel('New PIN', { exact: true }).fill(PIN);
    await page.getByLabel('New PIN again').fill(PIN);
    await page.getByRole('button', { name: 'Set the PIN' }).click();
    await expect(page.getByText('The PIN is set.')).toBeVisible();
    await expect(page.getByLabel('Current PIN')).toBeVisible();
  });

  let memberName = '';
  await test.step('a member, a visit and a claim being written', async () => {
    await openScreen(page, 'Visit');
    memberName = await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
    const code = await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient');
    await enterCode(page, code);
    await blockAmount(page, '1000');
    await expect(page.getByLabel(/^Amounts blocked on/)).toContainText(/1,?000\.00/);
    await page.getByRole('button', { name: 'Write the claim' }).click();
    await page.getByLabel('Complaint').fill(COMPLAINT);
  });

  await test.step('"Lock now" hides the member and the claim; the PIN field has the focus', async () => {
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect(lock).toBeVisible();
    await expect(pinField).toBeFocused();
    await expect(page.getByLabel('Complaint')).toBeHidden();
    await expect(page.getByText(memberName)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Lock now' })).toBeHidden();
    await expectAccessible(page, 'the lock');
  });

  await test.step('a wrong PIN is refused; the right one opens on the claim as typed', async () => {
    await pinField.fill('000000');
    await pinField.press('Enter');
    await expect(lock.getByText('That PIN is not right. Try again.')).toBeVisible();
    await expect(pinField).toBeFocused();
    await pinField.fill(PIN);
    await pinField.press('Enter');
    await expect(lock).toBeHidden();
    await expect(page.getByLabel('Complaint')).toHaveValue(COMPLAINT);
    await expect(page.getByLabel('Complaint')).toBeFocused();
  });

  await test.step('Ctrl+Shift+L locks; a reload stays locked', async () => {
    await page.keyboard.press('Control+Shift+L');
    await expect(lock).toBeVisible();
    await page.reload();
    await expect(lock).toBeVisible();
    await expect(pinField).toBeFocused();
    await expect(page.getByLabel('Complaint')).toBeHidden();
  });

  await test.step('five wrong PINs in a row: a wait, which a reload does not end', async () => {
    for (let tried = 1; tried <= 4; tried++) {
      await pinField.fill('000000');
      await pinField.press('Enter');
      await expect(lock.getByText('That PIN is not right. Try again.')).toBeVisible();
      await expect(pinField).toHaveValue('');
    }
    await pinField.fill('000000');
    await pinField.press('Enter');
    await expect(lock.getByText(/Too many wrong PINs\. You can try again in 0:[0-3]\d/)).toBeVisible();
    await expect(pinField).toBeDisabled();
    await expectAccessible(page, 'the lock, waiting');
    await page.reload();
    await expect(lock.getByText(/Too many wrong PINs\. You can try again in 0:[0-3]\d/)).toBeVisible();
    await expect(pinField).toBeDisabled();
    await expect(lock.getByRole('button', { name: 'Unlock' })).toBeDisabled();
  });
});

test('two people at one desk: the lock asks who, then her PIN; each change of people is hers', async ({
  page,
  desk,
}) => {
  const GRACE_PIN = '730155';
  await page.goto(desk.url);
  const lock = page.getByRole('dialog', { name: 'ClaimDesk is locked' });
  const who = lock.getByRole('listbox', { name: /Who is at the desk/ });
  const people = page.getByRole('region', { name: 'People at this desk' });

  await test.step('a first PIN makes the first person; Grace is added in Settings › People', async () => {
    await openScreen(page, 'Settings');
    await expect(people.getByText(/Set a PIN under “Locked screen” first/)).toBeVisible();
    await page.getByLabel('New PIN', { exact: true }).fill(PIN);
    await page.getByLabel('New PIN again').fill(PIN);
    await page.getByRole('button', { name: 'Set the PIN' }).click();
    await expect(people.getByText(/\(you\)$/)).toBeVisible();
    await people.getByLabel('Name').fill('Grace');
    await people.getByLabel('Her PIN', { exact: true }).fill(GRACE_PIN);
    await people.getByLabel('Her PIN again').fill(GRACE_PIN);
    await people.getByRole('button', { name: 'Add the person' }).click();
    await expect(people.getByText('Grace can now sign in at this desk.')).toBeVisible();
  });

  await test.step('"Lock now" asks who: typed letters and Enter choose Grace, then her PIN', async () => {
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect(who).toBeFocused();
    await expectAccessible(page, 'the lock asking who');
    await page.keyboard.type('gr');
    await expect(who.getByRole('option', { selected: true })).toHaveText('Grace');
    await page.keyboard.press('Enter');
    const pinField = lock.getByLabel('PIN', { exact: true });
    await expect(pinField).toBeFocused();
    await expect(lock.getByText('Grace, enter your PIN to carry on.')).toBeVisible();
    // The first person's PIN is not Grace's.
    await pinField.fill(PIN);
    await pinField.press('Enter');
    await expect(lock.getByText('That PIN is not right. Try again.')).toBeVisible();
    await pinField.fill(GRACE_PIN);
    await pinField.press('Enter');
    await expect(lock).toBeHidden();
    await expect(people.getByText('Grace (you)')).toBeVisible();
    await expect(people.getByRole('button', { name: 'Retire Grace' })).toHaveCount(0);
  });

  await test.step('a reload while locked still asks who', async () => {
    await page.keyboard.press('Control+Shift+L');
    await expect(who).toBeVisible();
    await page.reload();
    await expect(who).toBeFocused();
  });
});
