/**
 * The keyboard and the pointer are never lost (issue 23), in Chromium: the type-ahead lists open under their
 * field, or over it when the window has no room below, never on it, so the text typed stays in sight; and a
 * double click on "Block" stays on the visit, the co-payment in view, nothing moved under the pointer.
 */
import type { Locator, Page } from '@playwright/test';
import { enterCode, lookUpMember, openScreen, SMALL_LIMITS_CARD, startVisit } from './support/desk-steps';
import { importDiagnosisList, INSURER_DIAGNOSES_CSV } from './support/diagnosis-steps';
import { expect, test } from './support/fixtures';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(target: Locator): Promise<Box> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('not laid out');
  return box;
}

/** Types into `field` and answers the boxes of the field and of its list, once the list shows. */
async function openList(page: Page, field: Locator, list: Locator, typed: string): Promise<[Box, Box]> {
  await field.click();
  await field.pressSequentially(typed);
  await expect(list.getByRole('option').first()).toBeVisible();
  const input = await boxOf(field);
  const listed = await boxOf(list);
  // Both wholly inside the window: nothing of what is typed, nor of the matches, is cut off.
  const height = page.viewportSize()?.height ?? 0;
  expect(listed.y).toBeGreaterThanOrEqual(0);
  expect(listed.y + listed.height).toBeLessThanOrEqual(height);
  return [input, listed];
}

test('the type-ahead lists open under their field, or over it near the bottom of the window', async ({
  page,
  desk,
}) => {
  await page.goto(desk.url);
  await importDiagnosisList(page, 'insurer-diagnoses.csv', INSURER_DIAGNOSES_CSV, 5);
  await openScreen(page, 'Claim');

  const diagnosis = page.getByRole('combobox', { name: 'Diagnosis 1 code' });
  const codes = page.getByRole('listbox', { name: 'Codes on the list for diagnosis 1' });
  const [code, codeList] = await openList(page, diagnosis, codes, 'head');
  expect(codeList.y).toBeGreaterThanOrEqual(code.y + code.height - 0.5);
  await diagnosis.press('Escape');

  const item = page.getByRole('combobox', { name: 'Line 1 item' });
  const items = page.getByRole('listbox', { name: 'Line 1 item matches' });
  const [below, belowList] = await openList(page, item, items, 'parac');
  expect(belowList.y).toBeGreaterThanOrEqual(below.y + below.height - 0.5);
  await item.press('Escape');
  await item.fill('');
  await item.blur();

  // The field near the window's bottom edge: no room under it, so the list opens over it.
  await page.setViewportSize({ width: 1280, height: 520 });
  await item.evaluate((element: { scrollIntoView(options: object): void }) => {
    element.scrollIntoView({ block: 'end' });
  });
  const [above, aboveList] = await openList(page, item, items, 'parac');
  expect(above.y + above.height).toBeGreaterThan(520 - 120);
  expect(aboveList.y + aboveList.height).toBeLessThanOrEqual(above.y + 0.5);
  await expect(item).toHaveValue('parac');
});

test('a double click on Block stays on the visit with the co-payment in view', async ({ page, desk }) => {
  await page.goto(desk.url);
  await lookUpMember(page, desk.sim, SMALL_LIMITS_CARD);
  await enterCode(page, await startVisit(page, desk.sim, SMALL_LIMITS_CARD, 'Outpatient'));
  await page.getByLabel('Amount to block').fill('2000');
  const block = page.getByRole('button', { name: 'Block', exact: true });
  const pointer = await boxOf(block);
  const amountBefore = await boxOf(page.getByLabel('Amount to block'));

  await block.dblclick();

  const result = page.getByLabel(/^Amounts blocked on/);
  await expect(result).toBeInViewport();
  await expect(result.getByText('Member pays (by the block)')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'New claim' })).toHaveCount(0);
  // Nothing scrolled, and what is under the pointer is not "Write the claim".
  expect((await boxOf(page.getByLabel('Amount to block'))).y).toBe(amountBefore.y);
  const x = pointer.x + pointer.width / 2;
  const y = pointer.y + pointer.height / 2;
  // A string: this file is compiled without the DOM's names.
  const under = await page.evaluate(`document.elementFromPoint(${x}, ${y})?.closest('button')?.textContent ?? ''`);
  expect(under).not.toBe('Write the claim');
  await expect(page.getByRole('button', { name: 'Write the claim' })).toBeFocused();
});
