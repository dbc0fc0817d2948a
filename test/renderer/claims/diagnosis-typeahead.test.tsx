// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiagnosesEditor } from '../../../renderer/screens/claims/DiagnosesEditor';
import { newDiagnosis, PRINCIPAL, type EditorDiagnosis } from '../../../renderer/screens/claims/editor-model';
import type { DiagnosisEntry } from '../../../shared/domain/diagnoses';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const LIST: DiagnosisEntry[] = [
  { code: 'B54', title: 'Malaria, type not confirmed' },
  { code: 'B50.9', title: 'Falciparum malaria' },
  { code: 'J06.9', title: 'Upper airway infection, acute' },
];
const key = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The diagnosis list the fake core holds: a search by the start of the code or of a title word. */
function answerFromList(list: readonly DiagnosisEntry[]): void {
  answer({
    'diagnoses.search': ({ query }) => ({
      ok: true,
      value: list.filter(
        (entry) =>
          key(entry.code).startsWith(key(query)) ||
          entry.title
            .toLowerCase()
            .split(/\W+/)
            .some((word) => word.startsWith(query.toLowerCase())),
      ),
    }),
    'diagnoses.lookup': ({ code }) => ({
      ok: true,
      value: { entry: list.find((entry) => key(entry.code) === key(code)) ?? null, listCount: list.length },
    }),
  });
}

/** The claim's diagnoses, as the editor holds them, shown for the test to read. */
function Editor() {
  const [diagnoses, setDiagnoses] = useState<readonly EditorDiagnosis[]>([newDiagnosis(PRINCIPAL)]);
  return (
    <>
      <DiagnosesEditor diagnoses={diagnoses} errorOf={() => undefined} disabled={false} onChange={setDiagnoses} />
      <output aria-label="Codes on the claim">{diagnoses.map((diagnosis) => diagnosis.code).join(' ')}</output>
    </>
  );
}

const field = (): HTMLInputElement => screen.getByRole('combobox', { name: 'Diagnosis 1 code' });
const claimCodes = (): string => screen.getByLabelText('Codes on the claim').textContent;
const activeOption = (): string =>
  document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
/** The texts tied to the field through aria-describedby. */
const describedBy = (): string[] =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

beforeEach(() => answerFromList(LIST));
afterEach(cleanup);

describe('the diagnosis type-ahead', () => {
  it('lists codes by words of their titles; arrows move, Enter picks the code and its title shows', async () => {
    render(<Editor />);
    fireEvent.change(field(), { target: { value: 'mal' } });
    await screen.findByRole('option', { name: /B50\.9/ });
    const list = screen.getByRole('listbox', { name: 'Codes on the list for diagnosis 1' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    expect(activeOption()).toBe('B54 Malaria, type not confirmed');

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(activeOption()).toBe('B50.9 Falciparum malaria');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(activeOption()).toBe('B54 Malaria, type not confirmed');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(activeOption()).toBe('B50.9 Falciparum malaria');
    fireEvent.keyDown(field(), { key: 'Enter' });

    expect(field().value).toBe('B50.9');
    expect(claimCodes()).toBe('B50.9');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(describedBy()).toEqual(['Falciparum malaria']));
    expect(screen.queryByText(/Not on the diagnosis list/)).toBeNull();
  });

  it('closes the list on Escape and keeps what was typed', async () => {
    render(<Editor />);
    fireEvent.change(field(), { target: { value: 'j0' } });
    await screen.findByRole('option', { name: /J06\.9/ });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('j0');
    expect(claimCodes()).toBe('j0');
  });

  it('keeps a code that is not on the list, with a warning that says what to do', async () => {
    render(<Editor />);
    fireEvent.change(field(), { target: { value: 'Z99.9' } });
    const warning = await screen.findByText(/^Not on the diagnosis list\./);
    expect(warning.textContent).toBe(
      'Not on the diagnosis list. Check the code with the doctor; if it is right, keep it: the claim can still be sent.',
    );
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(describedBy()).toEqual([warning.textContent]);
    expect(claimCodes()).toBe('Z99.9');
    expect(inputsOf('diagnoses.lookup').at(-1)).toEqual({ code: 'Z99.9' });

    // A code on the list takes the warning away.
    fireEvent.change(field(), { target: { value: 'B54' } });
    await waitFor(() => expect(screen.queryByText(/Not on the diagnosis list/)).toBeNull());
    expect(await screen.findByText('Malaria, type not confirmed', { selector: 'p' })).toBeTruthy();
  });

  it('writes a listed code as the list does when the field is left', async () => {
    render(<Editor />);
    act(() => field().focus());
    fireEvent.change(field(), { target: { value: 'j069' } });
    await screen.findByText('Upper airway infection, acute', { selector: 'p' });
    act(() => field().blur());
    expect(field().value).toBe('J06.9');
    expect(claimCodes()).toBe('J06.9');
  });

  it('warns of nothing with no list on this computer, and says so while the field is in use', async () => {
    answerFromList([]);
    render(<Editor />);
    act(() => field().focus());
    fireEvent.change(field(), { target: { value: 'B54' } });
    expect(await screen.findByText(/^No diagnosis list on this computer/)).toBeTruthy();
    expect(screen.queryByText(/Not on the diagnosis list/)).toBeNull();
    act(() => field().blur());
    expect(screen.queryByText(/^No diagnosis list on this computer/)).toBeNull();
    expect(claimCodes()).toBe('B54');
  });
});
