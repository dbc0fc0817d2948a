/**
 * A full tariff list cut short on the service (the simulator's keepFirst) is held on the Tariffs screen in
 * Chromium: the cache in use stays, what would go is listed, Keep sets it aside, Replace writes it.
 */
import { expectAccessible } from './support/axe';
import { openScreen } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { SIM_TOKEN } from './support/sim-process';

test('a short full tariff list waits for staff, and is kept or applied on their choice', async ({ page, desk }) => {
  const cut = await fetch(`${desk.sim.controlUrl}/__sim/tariffs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SIM_TOKEN}` },
    body: JSON.stringify({ keepFirst: 3 }),
  });
  expect(cut.ok).toBe(true);
  await page.goto(desk.url);
  await openScreen(page, 'Tariffs');
  /** The item count on this computer. */
  const items = page.locator('dl.facts').first().locator('dd').first();
  await expect(items).toHaveText('300');

  const downloadAll = page.getByRole('button', { name: 'Download the whole list again' });
  await downloadAll.click();
  const held = page.locator('section.held-refresh');
  await expect(held).toContainText('would remove 297 of the 300 on this computer');
  await expect(held.getByRole('table')).toContainText('297 tariffs would be removed');
  await expectAccessible(page, 'tariffs-held');
  await page.getByLabel('Search tariffs').fill('Paracetamol');
  await expect(page.locator('table.tariff-results').last()).toContainText('Paracetamol');

  await page.getByRole('button', { name: 'Keep the tariffs in use' }).click();
  await expect(page.getByText('The tariffs in use were kept')).toBeVisible();
  await expect(held).toHaveCount(0);
  await expect(items).toHaveText('300');

  await downloadAll.click();
  await page.getByRole('button', { name: 'Replace them with the 3 downloaded' }).click();
  await expect(page.getByText('Tariffs are up to date: 3 items.')).toBeVisible();
  await expect(items).toHaveText('3');
});
