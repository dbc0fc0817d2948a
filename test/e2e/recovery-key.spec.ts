/**
 * Settings › Recovery key in browser mode, on the insurer's service (a simulator): a desk with no key yet says so
 * above the screens and in the section; "Issue a new recovery key" shows the key once in seven groups, "I have
 * written it down" drops it, the warnings are gone, and a reload never shows the key again.
 */
import { expectAccessible } from './support/axe';
import { deskOp } from './support/desk-ops';
import { openSettingsPage } from './support/desk-steps';
import { expect, test } from './support/fixtures';

// A desk whose first key was never issued (as a store made before recovery keys).
test.use({ recoveryKeyIssued: false });

const WARNING = 'No recovery key yet: if this PC dies, its claims cannot be moved. Issue one and give it to IT.';

test('a recovery key is issued in Settings, shown once in seven groups, and never again', async ({ page, desk }) => {
  await page.goto(desk.url);
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  // A store made before recovery keys (or whose first key was never issued): said above the screens.
  await expect(page.getByText(WARNING)).toBeVisible();

  await page.getByRole('button', { name: 'Issue a recovery key in Settings' }).click();
  const section = page.getByRole('region', { name: 'Recovery key' });
  await expect(section.getByText(WARNING)).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(1);
  await section.getByRole('button', { name: 'Issue a new recovery key' }).click();

  const shown = section.getByRole('alert', { name: 'Write down this recovery key now' });
  await expect(shown).toBeVisible();
  const groups = await shown.getByLabel('Recovery key', { exact: true }).locator('.recovery-group').allTextContents();
  expect(groups).toHaveLength(7);
  for (const group of groups) expect(group).toMatch(/^[0-9A-Z]{5}$/);
  await expect(section.getByText(WARNING)).toHaveCount(0);
  expect((await deskOp(desk.url, 'settings.get', {}))?.recoveryKeyMissing).toBe(false);
  await expectAccessible(page, 'Settings with the recovery key shown');

  await section.getByRole('button', { name: 'I have written it down' }).click();
  await expect(shown).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Issue a new recovery key' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await openSettingsPage(page, 'Data and backups');
  await expect(page.getByRole('region', { name: 'Recovery key' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Write down this recovery key now' })).toHaveCount(0);
  await expect(page.getByText(WARNING)).toHaveCount(0);
  const text = (await page.locator('body').textContent()) ?? '';
  for (const group of groups) expect(text).not.toContain(group);
});
