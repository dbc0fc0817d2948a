/**
 * The receptionist's steps, driven through accessible names only (labels, roles),
 * so a missing label fails the test. Shared by the walkthrough and the screen tour.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { decodeJson } from '../../../shared/ops/codec';
import type { SimProcess } from './sim-process';

export const SMALL_LIMITS_CARD = 'CD-1000025';

export const statusBar = (page: Page) => page.getByRole('region', { name: 'Sync status' });

export async function openScreen(page: Page, name: 'Visit' | 'Claim' | 'Outbox' | 'Tariffs' | 'Settings') {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name, exact: true }).click();
}

/** Opens Settings on one of its pages, by the page's tab. */
export async function openSettingsPage(
  page: Page,
  name: 'At the desk' | 'Insurer and claims' | 'Data and backups' | 'This computer',
) {
  await openScreen(page, 'Settings');
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Scans a card (types it and presses Enter) and waits for the member's name. */
export async function lookUpMember(page: Page, sim: SimProcess, cardNo: string): Promise<string> {
  const member = (await sim.members()).find((candidate) => candidate.card_no === cardNo);
  if (!member) throw new Error(`the simulator has no member ${cardNo}`);
  const card = page.getByLabel('Card number', { exact: true });
  await card.fill(cardNo);
  await card.press('Enter');
  await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
  return member.name;
}

/** Chooses the benefit, starts the visit and waits for the code's form; answers the code the simulator texted. */
export async function startVisit(page: Page, sim: SimProcess, cardNo: string, benefitName: string): Promise<string> {
  const member = (await sim.members()).find((candidate) => candidate.card_no === cardNo);
  const textsBefore = (await sim.sms()).length;
  await page.getByRole('radio', { name: new RegExp(`^${benefitName}`) }).check();
  await page.getByLabel("Member's phone").fill(member?.phone ?? '');
  await page.getByRole('button', { name: 'Start visit and send code' }).click();
  await expect(page.getByRole('heading', { name: 'Code from the SMS' })).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await sim.sms()).slice(textsBefore).filter((sms) => sms.card_no === cardNo);
      code = texts.at(-1)?.code ?? '';
      return code;
    }, 'an SMS with the visit code')
    .not.toBe('');
  return code;
}

/** Types the code, submits with Enter and answers the authorization number shown. */
export async function enterCode(page: Page, code: string): Promise<string> {
  const field = page.getByLabel('Code', { exact: true });
  await field.fill(code);
  await field.press('Enter');
  const authorization = page.getByRole('status', { name: 'Authorization number' });
  await expect(authorization).toHaveText(/\S+/);
  return (await authorization.textContent()) ?? '';
}

export async function blockAmount(page: Page, amount: string): Promise<void> {
  const field = page.getByLabel('Amount to block');
  await field.fill(amount);
  await field.press('Enter');
}

export interface ClaimEntry {
  readonly doctor: string;
  /**
   * Whether the desk has yet to save this doctor: then they are added with "Add doctor", else picked from
   * the roster once it shows them. Said by the test, not read off the page: the roster loads after the
   * editor appears, so an empty list could only mean "not loaded yet".
   */
  readonly newDoctor: boolean;
  readonly complaint: string;
  readonly diagnosisCode: string;
  /** A few letters typed into the first line's item; the first match is picked with Enter. */
  readonly tariffSearch: string;
  readonly quantity: string;
}

/** The first visit's claim in the walkthroughs: a new doctor, a fever, two of the first "Parac" match. */
export const FEVER_CLAIM: ClaimEntry = {
  doctor: 'Dr Wanjiru Kamau',
  newDoctor: true,
  complaint: 'Fever and headache for two days',
  diagnosisCode: 'B54',
  tariffSearch: 'Parac',
  quantity: '2',
};

/** Fills the claim editor (authorization already chosen) and answers the claim total shown. */
export async function fillClaim(page: Page, entry: ClaimEntry): Promise<string> {
  const doctor = page.getByLabel('Doctor who saw the member');
  if (!entry.newDoctor) {
    // Waits for the option to be there, then picks it.
    await doctor.selectOption({ label: entry.doctor });
  } else {
    await page.getByRole('button', { name: 'Add doctor' }).click();
    await page.getByLabel("Doctor's name").fill(entry.doctor);
    await page.getByRole('button', { name: 'Save doctor' }).click();
    await expect(doctor.locator('option:checked')).toHaveText(entry.doctor);
  }
  await page.getByLabel('Complaint').fill(entry.complaint);
  await page.getByLabel('Diagnosis 1 code').fill(entry.diagnosisCode);
  await expect(page.getByLabel('Diagnosis 1 type')).toHaveValue('Principal');

  await pickTariff(page, 1, entry.tariffSearch);
  await page.getByLabel('Line 1 quantity').fill(entry.quantity);

  const total = page.getByRole('status', { name: 'Claim total' });
  await expect(total).toHaveText(/^[\d,]+\.\d{2}/);
  return (await total.textContent()) ?? '';
}

/** Types a few letters into a line's item and picks the first match with Enter; answers the item picked. */
export async function pickTariff(page: Page, line: number, search: string): Promise<string> {
  const item = page.getByRole('combobox', { name: `Line ${line} item` });
  // A pause between keystrokes may start a search for part of the text, and the list shows an earlier
  // answer until the next one arrives: take the answer to the whole text, and wait for the list to show it.
  const answered = page.waitForResponse((response) => searchedFor(response) === search.trim());
  await item.pressSequentially(search);
  const names = searchAnswerNames(await (await answered).text());
  const listed = page.getByRole('listbox', { name: `Line ${line} item matches` }).getByRole('option');
  await expect(listed.locator('.typeahead-name')).toHaveText(names);
  const picked = names[0] ?? '';
  await item.press('Enter');
  await expect(item).toHaveValue(picked);
  await expect(page.getByLabel(`Line ${line} price`)).toHaveValue(/^\d+(\.\d+)?$/);
  return picked;
}

/**
 * Queues the claim in the editor. A claim with warnings (no block, a total above the cover, …) is queued only
 * with `sendAnyway`'s reason: the editor asks for it, and the step fails when it asks without one.
 */
export async function queueClaim(page: Page, sendAnyway?: string): Promise<void> {
  await page.getByRole('button', { name: 'Queue for sending' }).click();
  if (sendAnyway !== undefined) {
    await page.getByLabel('Why send it anyway').fill(sendAnyway);
    await page.getByRole('button', { name: 'Send anyway' }).click();
  }
  await expect(page.getByText(/^Claim queued for sending in batch/)).toBeVisible();
}

/** The outbox row of the claim for this member's attendance, by its "Open" button's name. */
export const outboxRow = (page: Page, memberName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^Open claim of ${memberName}`) }) });

/** The text a tariffs.search operation asked for, or undefined for any other exchange. */
function searchedFor(response: Response): string | undefined {
  if (!response.url().endsWith('/api/ops/tariffs.search')) return undefined;
  const input = response.request().postDataJSON() as { query?: unknown } | null;
  return typeof input?.query === 'string' ? input.query : undefined;
}

/** The tariff names in a tariffs.search answer, in the order the list shows them. */
function searchAnswerNames(body: string): string[] {
  const result = decodeJson(body) as { ok: boolean; value?: { name: string }[] };
  if (!result.ok || !result.value?.length) throw new Error(`the tariff search found nothing: ${body}`);
  return result.value.map((tariff) => tariff.name);
}
