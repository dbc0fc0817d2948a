/** The diagnosis list at the desk, by accessible names: importing a CSV file, and picking a code by keyboard. */
import { expect, type Page } from '@playwright/test';
import { openScreen } from './desk-steps';

/** A small list in the file format staff import: a header, a title with a comma in double quotes. */
export const INSURER_DIAGNOSES_CSV = [
  'code,title',
  'B54,"Malaria, type not confirmed"',
  'J06.9,"Upper airway infection, acute"',
  'R50.9,"Fever, cause not known"',
  'R51,Headache',
  'G44.2,Tension headache',
].join('\r\n');

/** Imports `csv` on the Tariffs screen and waits for the count it reports; the screen stays open. */
export async function importDiagnosisList(page: Page, fileName: string, csv: string, codes: number): Promise<void> {
  await openScreen(page, 'Tariffs');
  const panel = page.getByRole('region', { name: 'Diagnosis list' });
  await panel
    .getByLabel('Diagnosis list file (CSV)')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  await panel.getByRole('button', { name: 'Import diagnosis list' }).click();
  await expect(panel.getByText(`Imported ${codes} codes from ${fileName}.`)).toBeVisible();
}

/**
 * Types `typed` into diagnosis `number`'s code, waits for `code` to be the active match (a pause between
 * keystrokes may show matches of part of the text first) and picks it with Enter; checks the code and
 * its title are shown.
 */
export async function pickDiagnosis(page: Page, number: number, typed: string, code: string, title: string) {
  const field = page.getByRole('combobox', { name: `Diagnosis ${number} code` });
  await field.pressSequentially(typed);
  const matches = page.getByRole('listbox', { name: `Codes on the list for diagnosis ${number}` });
  await expect(matches.getByRole('option', { selected: true })).toHaveText(`${code} ${title}`);
  await field.press('Enter');
  await expect(field).toHaveValue(code);
  await expect(matches).toBeHidden();
  await expect(
    page.getByRole('group', { name: `Diagnosis ${number}` }).getByText(title, { exact: true }),
  ).toBeVisible();
}
