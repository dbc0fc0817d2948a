// @vitest-environment jsdom
/**
 * The claim editor: the focus follows the work (the doctor for a new authorization's claim, the doctor form and
 * back, the first field to correct, "New claim" once queued), and the attendance date is typed as people write
 * it, read back in the one style, and sent as an ISO date.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { deskToday } from '../../../renderer/i18n/desk-zone';
import { useNavigation } from '../../../renderer/stores/navigation';
import { ClaimEditorDraft } from '../../../shared/domain/claims';
import { answer, inputsOf } from '../fake-api';
import { AUTHORIZATION, claimView, COVERED, DOCTOR, tariff } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const NOW = new Date(2026, 10, 21, 12, 0, 0);
const field = (label: string): HTMLInputElement => screen.getByLabelText(label);
const type = (label: string, value: string): void => void fireEvent.change(field(label), { target: { value } });
const focused = (): Element | null => document.activeElement;
const describedText = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

let stash: ClaimEditorDraft | null = null;
const baseAnswers: Parameters<typeof answer>[0] = {
  'authorizations.recent': () => ({ ok: true, value: [{ ...AUTHORIZATION, block: null }] }),
  'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
  'claims.facts': () => ({ ok: true, value: COVERED }),
  'doctors.save': (doctor) => ({ ok: true, value: { ...DOCTOR, ...doctor, id: 9 } }),
  'tariffs.search': () => ({ ok: true, value: [tariff('TRF-2', 'Malaria test', '1450.5')] }),
  'claims.save': (input) => ({ ok: true, value: claimView(input, 'draft') }),
  'claims.queue': ({ id }) => ({
    ok: true,
    value: claimView({ ...(inputsOf('claims.save').at(-1) ?? {}), id }, 'queued'),
  }),
  'claims.stashDraft': (draft) => {
    stash = ClaimEditorDraft.parse(draft);
    return { ok: true, value: { stashed: true } };
  },
  'claims.stashedDraft': () => ({ ok: true, value: stash }),
};

async function renderEditor(): Promise<void> {
  render(<ClaimsScreen />);
  await waitFor(() => expect(field('Line 1 price').disabled).toBe(false));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stash = null;
  useNavigation.setState({ screen: 'claim', params: {} });
  answer(baseAnswers);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('focus in the claim editor', () => {
  it('opens a new authorization’s claim at the doctor; "Add doctor" opens at the name, saving moves on', async () => {
    useNavigation.setState({ screen: 'claim', params: { authorizationNo: 'AUTH-777' } });
    await renderEditor();
    await waitFor(() => expect(focused()).toBe(field('Doctor who saw the member')));

    fireEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    expect(focused()).toBe(field("Doctor's name"));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Add doctor' }));

    fireEvent.click(screen.getByRole('button', { name: 'Add doctor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save doctor' }));
    // The name is missing: back to it, with what to do.
    expect(focused()).toBe(field("Doctor's name"));
    expect(describedText(field("Doctor's name"))).toBe("Enter the doctor's name.");
    type("Doctor's name", 'Dr Otieno');
    fireEvent.click(screen.getByRole('button', { name: 'Save doctor' }));
    await waitFor(() => expect(focused()).toBe(field('Complaint')));
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Dr Otieno' }).selected).toBe(true);
  });

  it('goes to the first field to correct when queueing is refused, and to "New claim" once queued', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    expect(focused()).toBe(field('Recent authorization'));

    fireEvent.change(field('Recent authorization'), { target: { value: 'AUTH-777' } });
    await screen.findByRole('option', { name: /Dr\. Wanjiru Kamau/ });
    fireEvent.change(field('Doctor who saw the member'), { target: { value: String(DOCTOR.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    expect(focused()).toBe(field('Diagnosis 1 code'));

    type('Diagnosis 1 code', 'B54');
    type('Line 1 item', 'mal');
    await screen.findByRole('option', { name: /Malaria test/ });
    fireEvent.keyDown(field('Line 1 item'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'New claim' })));
    // Amounts in the desk's format: thousands grouped.
    expect(screen.getByText(/total 1,450\.50\. It goes out with the next sync\./)).toBeTruthy();
    expect(screen.getByLabelText('Claim total').textContent).toBe('1,450.50');
  });
});

describe('the attendance date, typed', () => {
  it('reads the date day first, says which date it read, and sends it as an ISO date', async () => {
    await renderEditor();
    const date = field('Attendance date');
    expect(date.value).toBe('21 Nov 2026');
    expect(date.type).toBe('text');
    expect(describedText(date)).toBe('Day first, like 23/11/2026 or 23 Nov 2026.');

    type('Attendance date', '20.11.2026');
    expect(describedText(date)).toBe('Read as 20 Nov 2026');
    type('Attendance date', '03/11/26');
    expect(describedText(date)).toBe('Read as 3 Nov 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(inputsOf('claims.save')).toHaveLength(1));
    expect(inputsOf('claims.save')[0]).toMatchObject({ attendanceDate: '2026-11-03' });
  });

  it('says when a date was typed month first, keeps the text as typed, and will not save it', async () => {
    await renderEditor();
    type('Attendance date', '11/23/2026');
    const date = field('Attendance date');
    expect(describedText(date)).toBe('The day comes first, then the month, like 23/11/2026 or 23 Nov 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(describedText(date)).toContain('Enter the attendance date as a date.');
    expect(focused()).toBe(date);
    expect(inputsOf('claims.save')).toEqual([]);
    // Nothing typed is lost: the core keeps the text as it is.
    await waitFor(() => expect(stash?.attendanceDate).toBe('11/23/2026'));
  });

  it('shows a claim opened from elsewhere in the one style, and one still being typed as it was typed', async () => {
    stash = {
      authorizationNo: 'AUTH-777',
      attendanceDate: '23 Nov',
      batchNo: '',
      doctor: { name: '', gender: '', phone: '', email: '', license: '', speciality: '', level: '', level_code: '' },
      complain: '',
      diagnoses: [{ code: '', type: 'Principal' }],
      lines: [{ tariffId: '', name: '', type: 'medication', quantity: '1', price: '' }],
      unsaved: true,
    };
    await renderEditor();
    expect(field('Attendance date').value).toBe('23 Nov');
    cleanup();
    stash = { ...stash, attendanceDate: deskToday(new Date(2026, 10, 2)) };
    await renderEditor();
    await waitFor(() => expect(field('Attendance date').value).toBe('2 Nov 2026'));
  });
});
