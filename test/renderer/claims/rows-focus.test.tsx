// @vitest-environment jsdom
/**
 * The claim editor's rows keep the keyboard: "Add line" and "Add diagnosis" move the focus to the new row's
 * first field, "Remove" to the row now in its place (else the one before, else the add button); a picked item
 * moves on to its quantity, Enter there to the next line (or "Add line"), and Enter on a diagnosis code to the
 * next empty field.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import { answer } from '../fake-api';
import { AUTHORIZATION, COVERED, DOCTOR, tariff } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);
const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const focused = (): Element | null => document.activeElement;
/** The field's whole text is selected: the next key replaces it (a default "1" and a typed 2 make 2). */
const wholeTextSelected = (input: HTMLInputElement): boolean =>
  input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;

beforeEach(() => {
  useNavigation.setState({ screen: 'claim', params: {} });
  answer({
    'authorizations.recent': () => ({ ok: true, value: [{ ...AUTHORIZATION, block: null }] }),
    'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
    'claims.facts': () => ({ ok: true, value: COVERED }),
    'tariffs.search': () => ({ ok: true, value: [tariff('TRF-2', 'Malaria test', '1450.5')] }),
    'claims.stashDraft': () => ({ ok: true, value: { stashed: true } }),
    'claims.stashedDraft': () => ({ ok: true, value: null }),
  });
});
afterEach(cleanup);

async function renderEditor(): Promise<void> {
  render(<ClaimsScreen />);
  await waitFor(() => expect(field('Line 1 price').disabled).toBe(false));
}

async function pickItem(line: number): Promise<void> {
  fireEvent.change(field(`Line ${line} item`), { target: { value: 'mal' } });
  await screen.findByRole('option', { name: /Malaria test/ });
  fireEvent.keyDown(field(`Line ${line} item`), { key: 'Enter' });
}

describe('focus in the claim lines', () => {
  it('goes to the new line, the picked item’s quantity, and on with Enter', async () => {
    await renderEditor();
    await pickItem(1);
    await waitFor(() => expect(focused()).toBe(field('Line 1 quantity')));
    expect(field('Line 1 quantity').value).toBe('1');
    expect(wholeTextSelected(field('Line 1 quantity'))).toBe(true);
    // Enter on the last line's quantity: to "Add line", which opens the next line at its item.
    fireEvent.keyDown(field('Line 1 quantity'), { key: 'Enter' });
    await waitFor(() => expect(focused()).toBe(button('Add line')));
    fireEvent.click(button('Add line'));
    await waitFor(() => expect(focused()).toBe(field('Line 2 item')));
    // Enter on a quantity with a line after it: that line's item.
    fireEvent.keyDown(field('Line 1 quantity'), { key: 'Enter' });
    await waitFor(() => expect(focused()).toBe(field('Line 2 item')));
  });

  it('after Remove, goes to the line now in its place, else the one before, else "Add line"', async () => {
    await renderEditor();
    fireEvent.click(button('Add line'));
    fireEvent.click(button('Add line'));
    await waitFor(() => expect(focused()).toBe(field('Line 3 item')));
    await pickItem(2);
    fireEvent.click(button('Remove line 1'));
    // The picked line moved up into the first place, and has the focus there.
    await waitFor(() => expect(focused()).toBe(field('Line 1 item')));
    expect(field('Line 1 item').value).toBe('Malaria test');
    expect(wholeTextSelected(field('Line 1 item'))).toBe(true);
    fireEvent.click(button('Remove line 2'));
    await waitFor(() => expect(focused()).toBe(field('Line 1 item')));
    fireEvent.click(button('Remove line 1'));
    await waitFor(() => expect(focused()).toBe(button('Add line')));
  });
});

describe('focus in the diagnoses', () => {
  it('goes to the new row, the row in a removed one’s place, else "Add diagnosis"', async () => {
    await renderEditor();
    fireEvent.click(button('Add diagnosis'));
    await waitFor(() => expect(focused()).toBe(field('Diagnosis 2 code')));
    fireEvent.change(field('Diagnosis 2 code'), { target: { value: 'R51' } });
    fireEvent.click(button('Remove diagnosis 1'));
    await waitFor(() => expect(focused()).toBe(field('Diagnosis 1 code')));
    expect(field('Diagnosis 1 code').value).toBe('R51');
    fireEvent.click(button('Remove diagnosis 1'));
    await waitFor(() => expect(focused()).toBe(button('Add diagnosis')));
  });

  it('moves on from a code entered with Enter to the next empty field', async () => {
    await renderEditor();
    fireEvent.change(field('Diagnosis 1 code'), { target: { value: 'B54' } });
    fireEvent.keyDown(field('Diagnosis 1 code'), { key: 'Enter' });
    await waitFor(() => expect(focused()).toBe(field('Line 1 item')));
  });
});
