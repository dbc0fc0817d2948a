// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiagnosisListPanel } from '../../../renderer/screens/tariffs/DiagnosisListPanel';
import type { DiagnosisListInfo } from '../../../shared/domain/diagnoses';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

// Only Date is faked (and held still): the age shown is measured from NOW, however long the run takes.
const NOW = new Date('2026-11-24T12:00:00.000Z');
const INFO: DiagnosisListInfo = {
  count: 92,
  importedAt: new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
  sourceName: 'ClaimDesk demo list',
};
const CSV = 'code,title\r\nJ06.9,"Upper airway infection, acute"\r\nB54,Malaria\r\n';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  answer({
    'diagnoses.info': () => ({ ok: true, value: INFO }),
    'diagnoses.import': ({ fileName }) => ({
      ok: true,
      value: { imported: true, list: { count: 2, importedAt: NOW.toISOString(), sourceName: fileName } },
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fileInput = (): HTMLInputElement => screen.getByLabelText('Diagnosis list file (CSV)');
const choose = (file: File): void => void fireEvent.change(fileInput(), { target: { files: [file] } });
const importButton = (): HTMLElement => screen.getByRole('button', { name: 'Import diagnosis list' });
const facts = (): string =>
  screen.getByRole('region', { name: 'Diagnosis list' }).querySelector('dl')?.textContent ?? '';

describe('the diagnosis list panel', () => {
  it('says how many codes the list holds, from which file and how long ago it was imported', async () => {
    render(<DiagnosisListPanel />);
    expect(await screen.findByText('92')).toBeTruthy();
    expect(facts()).toMatch(/\(2 hours ago\) from ClaimDesk demo list$/);
    expect(fileInput().getAttribute('accept')).toBe('.csv,text/csv,text/plain');
    expect(document.getElementById(fileInput().getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^A header line code,title, then one code and its title per line/,
    );
  });

  it('sends the chosen file as text with its name, then shows the new list', async () => {
    render(<DiagnosisListPanel />);
    await screen.findByText('92');
    choose(new File([CSV], 'insurer-icd10.csv', { type: 'text/csv' }));
    fireEvent.click(importButton());
    expect(await screen.findByText('Imported 2 codes from insurer-icd10.csv.')).toBeTruthy();
    expect(inputsOf('diagnoses.import')).toEqual([{ fileName: 'insurer-icd10.csv', text: CSV }]);
    expect(facts()).toMatch(/^Codes on this computer2Imported.*\(now\) from insurer-icd10\.csv$/);
    expect(fileInput().value).toBe('');
  });

  it('lists the lines to fix when the core refuses the file', async () => {
    answer({
      'diagnoses.info': () => ({ ok: true, value: INFO }),
      'diagnoses.import': () => ({
        ok: true,
        value: {
          imported: false,
          message: 'bad.csv was not imported: 4 lines need fixing. The list in use (92 codes) is unchanged.',
          problems: [
            { line: 3, message: 'The code is empty.' },
            { line: 7, message: 'Code J00 is also on line 2; keep one of the two lines.' },
          ],
          moreProblems: 2,
        },
      }),
    });
    render(<DiagnosisListPanel />);
    choose(new File(['code,title\n'], 'bad.csv', { type: 'text/csv' }));
    fireEvent.click(importButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file was not imported')).toBeTruthy();
    expect(within(alert).getByText(/^bad\.csv was not imported: 4 lines need fixing\./)).toBeTruthy();
    const lines = within(within(alert).getByRole('list', { name: 'Lines to fix' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Line 3: The code is empty.',
      'Line 7: Code J00 is also on line 2; keep one of the two lines.',
    ]);
    expect(within(alert).getByText('…and 2 more lines to fix.')).toBeTruthy();
    expect(facts()).toMatch(/^Codes on this computer92/);
  });

  it('asks for a file first, and does not send one that is not text', async () => {
    render(<DiagnosisListPanel />);
    await screen.findByText('92');
    fireEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Choose the CSV file of the diagnosis list first\./);
    expect(document.activeElement).toBe(fileInput());

    choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01])], 'list.xlsx'));
    fireEvent.click(importButton());
    expect(await screen.findByText(/^list\.xlsx is not a CSV text file\. In a spreadsheet, use Save As/)).toBeTruthy();
    expect(inputsOf('diagnoses.import')).toEqual([]);
  });
});
