// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMoney } from '../../../shared/money';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { deskToday, followDeskZone } from '../../../renderer/i18n/desk-zone';
import { calendarDate } from '../../../shared/i18n/calendar';
import { formatDate } from '../../../shared/i18n/format';
import { useNavigation } from '../../../renderer/stores/navigation';
import { ClaimEditorDraft } from '../../../shared/domain/claims';
import { problem } from '../../../shared/domain/problems';
import { answer, inputsOf } from '../fake-api';
import { AUTHORIZATION, claimView, COVERED, DOCTOR, tariff } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

// Noon, local time; only Date is faked (and held still) in these tests, so the editor's "today"
// and the test's are the same day even when a run crosses midnight.
const NOW = new Date(2026, 10, 21, 12, 0, 0);
const today = deskToday(NOW);
const tomorrow = deskToday(new Date(2026, 10, 22, 12, 0, 0));

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);
const type = (label: string, value: string): void => void fireEvent.change(field(label), { target: { value } });

/** The error text tied to a control through aria-describedby. */
function errorNextTo(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.classList.contains('field-error'))
    .map((node) => node?.textContent)
    .join(' ');
}

const total = (): string => screen.getByLabelText('Claim total').textContent;

/** The editor, once it has asked the core for the claim being written and its fields are open. */
async function renderEditor(): Promise<void> {
  render(<ClaimsScreen />);
  await waitFor(() => expect(field('Line 1 price').disabled).toBe(false));
}

async function fillReadyClaim(): Promise<void> {
  await screen.findByRole('option', { name: /AUTH-777 — Achieng Otieno/ });
  fireEvent.change(field('Recent authorization'), { target: { value: 'AUTH-777' } });
  await screen.findByRole('option', { name: /Dr\. Wanjiru Kamau/ });
  fireEvent.change(field('Doctor who saw the member'), { target: { value: String(DOCTOR.id) } });
  type('Diagnosis 1 code', 'B54');
  await pickTariff('Line 1 item', 'mal', /Malaria test/);
}

async function pickTariff(label: string, query: string, option: RegExp): Promise<void> {
  const input = field(label);
  fireEvent.change(input, { target: { value: query } });
  await screen.findByRole('option', { name: option });
  const active = (): string =>
    document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
  // At most one press per option: a list that never reaches it fails here instead of looping for ever.
  const options = screen.getAllByRole('option').length;
  for (let presses = 0; presses < options && !option.test(active()); presses++) {
    fireEvent.keyDown(input, { key: 'ArrowDown' });
  }
  expect(active()).toMatch(option);
  fireEvent.keyDown(input, { key: 'Enter' });
}

const baseAnswers: Parameters<typeof answer>[0] = {
  'authorizations.recent': () => ({ ok: true, value: [AUTHORIZATION] }),
  'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
  'claims.facts': () => ({ ok: true, value: COVERED }),
  'tariffs.search': ({ query }) => ({
    ok: true,
    value: [tariff('TRF-1', `Paracetamol ${query}`, '12.5'), tariff('TRF-2', 'Malaria test', '450.5')],
  }),
  'claims.save': (input) => ({ ok: true, value: claimView(input, 'draft') }),
  'claims.queue': ({ id }) => ({
    ok: true,
    value: claimView({ ...(inputsOf('claims.save').at(-1) ?? {}), id }, 'queued'),
  }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useNavigation.setState({ screen: 'claim', params: {} });
  answer(baseAnswers);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('claim editor arithmetic', () => {
  it('adds 0.1 × 3 and 0.2 to exactly 0.50 and updates as quantities change', async () => {
    await renderEditor();
    type('Line 1 quantity', '3');
    type('Line 1 price', '0.1');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type('Line 2 price', '0.2');
    expect(screen.getByLabelText('Line 1 amount').textContent).toBe('0.30');
    expect(screen.getByLabelText('Line 2 amount').textContent).toBe('0.20');
    expect(total()).toBe('0.50');

    type('Line 2 quantity', '12');
    expect(screen.getByLabelText('Line 2 amount').textContent).toBe('2.40');
    expect(total()).toBe('2.70');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(total()).toBe('2.40');
  });

  it('says what the member pays by the claim, and that nothing is covered when the block covers nothing', async () => {
    answer({
      ...baseAnswers,
      'claims.facts': () => ({ ok: true, value: { ...COVERED, covered: parseMoney('1000') } }),
    });
    await renderEditor();
    fireEvent.change(field('Recent authorization'), { target: { value: 'AUTH-777' } });
    type('Line 1 quantity', '3');
    type('Line 1 price', '480');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Member pays (by the claim)' }).textContent).toBe('440.00'),
    );
    expect(screen.queryByText(/Nothing is covered/)).toBeNull();

    cleanup();
    answer({ ...baseAnswers, 'claims.facts': () => ({ ok: true, value: { ...COVERED, covered: parseMoney('0') } }) });
    await renderEditor();
    fireEvent.change(field('Recent authorization'), { target: { value: 'AUTH-777' } });
    type('Line 1 price', '480');
    await screen.findByText(/Nothing is covered: the benefit’s limit is used up\./);
    expect(screen.getByRole('status', { name: 'Member pays (by the claim)' }).textContent).toBe('480.00');
  });

  it('keeps four decimals when the price has them', async () => {
    await renderEditor();
    type('Line 1 quantity', '3');
    type('Line 1 price', '0.0005');
    expect(total()).toBe('0.0015');
  });
});

describe('claim editor validation', () => {
  it('says when no diagnosis is Principal, and when two are', async () => {
    await renderEditor();
    await fillReadyClaim();
    fireEvent.change(field('Diagnosis 1 type'), { target: { value: 'Secondary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    const group = screen.getByRole('group', { name: 'Diagnoses' });
    expect(within(group).getByText('Mark one diagnosis as Principal.')).toBeTruthy();

    fireEvent.change(field('Diagnosis 1 type'), { target: { value: 'Principal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add diagnosis' }));
    fireEvent.change(field('Diagnosis 2 type'), { target: { value: 'Principal' } });
    type('Diagnosis 2 code', 'R51');
    expect(within(group).getByText('Only one diagnosis may be Principal; 2 are marked.')).toBeTruthy();
    expect(inputsOf('claims.save')).toHaveLength(0);
  });

  it.each([
    ['0', 'Line 1: the quantity must be a whole number of at least 1.'],
    ['1.5', 'Line 1: the quantity must be a whole number of at least 1.'],
  ])('refuses quantity %s next to the field', async (quantity, message) => {
    await renderEditor();
    type('Line 1 price', '10');
    type('Line 1 quantity', quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(errorNextTo(field('Line 1 quantity'))).toBe(message);
    expect(screen.getByLabelText('Line 1 amount').textContent).toBe('—');
    expect(inputsOf('claims.save')).toHaveLength(0);
  });

  it('refuses a price with 5 decimals next to the field', async () => {
    await renderEditor();
    type('Line 1 price', '1.23456');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(errorNextTo(field('Line 1 price'))).toBe(
      'Line 1: the price must be an amount like 120.50, with at most 4 decimals.',
    );
  });

  it('refuses an attendance date in the future when queueing', async () => {
    await renderEditor();
    expect(field('Attendance date').value).toBe('21 Nov 2026');
    await fillReadyClaim();
    type('Attendance date', tomorrow);
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    expect(errorNextTo(field('Attendance date'))).toBe(
      'The attendance date is in the future; enter the day the member was seen.',
    );
    type('Attendance date', today);
    expect(errorNextTo(field('Attendance date'))).toBe('');
  });

  it('keeps the desk’s calendar, not the browser’s, when the two zones are on different days', async () => {
    // Fourteen hours east and twelve west are 26 hours apart: at any instant one of them is not the browser's day.
    const away = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => calendarDate(NOW, zone) !== today) ?? '';
    const deskDay = calendarDate(NOW, away);
    const dayAfter = calendarDate(new Date(NOW.getTime() + 86_400_000), away);
    followDeskZone(away);
    try {
      await renderEditor();
      expect(field('Attendance date').value).toBe(formatDate(deskDay, 'en'));
      await fillReadyClaim();
      type('Attendance date', dayAfter);
      fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
      expect(errorNextTo(field('Attendance date'))).toBe(
        'The attendance date is in the future; enter the day the member was seen.',
      );
      type('Attendance date', deskDay);
      expect(errorNextTo(field('Attendance date'))).toBe('');
    } finally {
      followDeskZone(undefined);
    }
  });
});

describe('tariff type-ahead', () => {
  it('picks with the arrow keys and Enter, filling the line', async () => {
    await renderEditor();
    const input = field('Line 1 item');
    fireEvent.change(input, { target: { value: 'mal' } });
    await screen.findByRole('option', { name: /Malaria test/ });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Malaria test');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(input.value).toBe('Malaria test');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Tariff TRF-2')).toBeTruthy();
    expect(field('Line 1 price').value).toBe('450.50');
    type('Line 1 quantity', '2');
    expect(total()).toBe('901.00');
    expect(inputsOf('tariffs.search').at(-1)).toMatchObject({ query: 'mal' });
  });
});

describe('saving', () => {
  it('shows the core’s field errors next to their fields', async () => {
    answer({
      ...baseAnswers,
      'claims.save': () => ({
        ok: false,
        error: {
          code: 'invalid-input',
          message: 'Some details need correcting.',
          fields: [
            problem('lines.0.tariffId', 'input.tooLong', { field: 'lines.0.tariffId', maximum: 64 }),
            problem('doctor.phone', 'doctor.phone.notDigits', { field: 'doctor.phone' }),
          ],
        },
      }),
    });
    await renderEditor();
    await fillReadyClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() =>
      expect(errorNextTo(field('Line 1 item'))).toBe('Line 1 item is too long (at most 64 characters).'),
    );
    expect(errorNextTo(field('Doctor who saw the member'))).toBe(
      "Doctor's phone must be digits with country code and no plus sign, like 254712345678.",
    );
    expect(screen.getByRole('alert').textContent).toContain('Some details need correcting.');
  });

  it('says which empty lines it left out when queueing, never dropping them silently', async () => {
    await renderEditor();
    await fillReadyClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    await screen.findByText(
      /Claim queued for sending in batch B-2026-11, total 450\.50\..* Lines 2, 3 were empty and were left out\./,
    );
    expect(inputsOf('claims.save').at(-1)?.lines).toHaveLength(1);
  });

  it('queues: saves, then queues the saved claim, and says so', async () => {
    await renderEditor();
    await fillReadyClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    await screen.findByText(/Claim queued for sending in batch B-2026-11, total 450.50/);
    const [saved] = inputsOf('claims.save');
    expect(saved).toMatchObject({
      authorizationNo: 'AUTH-777',
      cardNo: 'CD-1000017',
      attendanceDate: today,
      batchNo: '',
      doctor: { name: DOCTOR.name, phone: DOCTOR.phone },
      diagnoses: [{ code: 'B54', type: 'Principal' }],
    });
    expect(inputsOf('claims.queue')).toEqual([{ id: claimView(saved ?? {}, 'draft').id }]);
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    // Queued, it is read-only: nothing left to save.
    expect(screen.getByText(/Waiting to be sent with the next sync/)).toBeTruthy();
    expect(field('Complaint').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Queue for sending' })).toBeNull();
  });

  it('says a claim queued on a Referral benefit waits for its referral letter, and titles the hold', async () => {
    answer({
      ...baseAnswers,
      'claims.queue': ({ id }) => ({
        ok: true,
        value: claimView({ ...(inputsOf('claims.save').at(-1) ?? {}), id }, 'queued', {
          referralLetter: 'missing',
          waitingOnDocument: true,
        }),
      }),
    });
    await renderEditor();
    await fillReadyClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));
    await screen.findByText(
      /Claim queued for sending in batch B-2026-11, total 450.50\. It waits for its referral letter: attach it below, or send it without\./,
    );
    expect(screen.queryByText(/It goes out with the next sync/)).toBeNull();
    expect(screen.getByText('Referral letter')).toBeTruthy();
  });
});

describe('one claim per authorization', () => {
  const FIRST = { id: 'first-claim', state: 'submitted', claimNo: 'CLM-9', handedOver: false } as const;

  it('says why queueing was refused and opens the claim the authorization already has', async () => {
    const message = 'Authorization AUTH-777 already has a claim (sent, claim number CLM-9).';
    answer({
      ...baseAnswers,
      'claims.queue': () => ({ ok: false, error: { code: 'authorization-claimed', message, claim: FIRST } }),
    });
    await renderEditor();
    await fillReadyClaim();
    expect(screen.queryByRole('button', { name: 'Open that claim' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Queue for sending' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Open that claim' }));
    await waitFor(() =>
      expect(useNavigation.getState()).toMatchObject({ screen: 'claim', params: { claimId: 'first-claim' } }),
    );
    // The refused claim, saved as a draft, reached the core first: opening the other claim keeps it as it is.
    const saved = claimView(inputsOf('claims.save').at(-1) ?? {}, 'draft');
    expect(inputsOf('claims.stashDraft').at(-1)).toMatchObject({ id: saved.id, unsaved: false });
  });

  it('marks the authorizations already claimed in the picker, and opens that claim from there', async () => {
    answer({
      ...baseAnswers,
      'authorizations.recent': () => ({
        ok: true,
        value: [
          { ...AUTHORIZATION, claim: FIRST },
          {
            ...AUTHORIZATION,
            authorizationNo: 'AUTH-778',
            claim: { ...FIRST, id: 'other', state: 'queued', claimNo: null },
          },
          { ...AUTHORIZATION, authorizationNo: 'AUTH-779' },
        ],
      }),
    });
    await renderEditor();
    await screen.findByRole('option', { name: 'AUTH-777 — Achieng Otieno · Claimed — Sent, CLM-9' });
    expect(
      screen.getByRole('option', {
        name: 'AUTH-778 — Achieng Otieno · Claimed — Waiting to send, no claim number yet',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'AUTH-779 — Achieng Otieno' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open that claim' })).toBeNull();

    fireEvent.change(field('Recent authorization'), { target: { value: 'AUTH-777' } });
    const described = field('Recent authorization').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Outpatient: nothing blocked yet. Claimed — Sent, CLM-9',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open that claim' }));
    await waitFor(() => expect(useNavigation.getState().params).toEqual({ claimId: 'first-claim' }));
  });
});

describe('work in progress', () => {
  /** The core's copy of the claim being written, as the fake keeps it. */
  let stash: ClaimEditorDraft | null;
  const { id: _doctorId, ...doctor } = DOCTOR;
  /** A claim for AUTH-777 being written, not saved yet, its one line priced as typed. */
  const unsavedWork = (price: string): ClaimEditorDraft => ({
    authorizationNo: 'AUTH-777',
    cardNo: 'CD-1000017',
    memberName: 'Achieng Otieno',
    attendanceDate: today,
    batchNo: '',
    doctor,
    complain: 'Cough',
    diagnoses: [{ code: 'R05', type: 'Principal' }],
    lines: [{ tariffId: 'TRF-2', name: 'Malaria test', type: 'investigation', quantity: '1', price }],
    unsaved: true,
  });
  beforeEach(() => {
    stash = null;
    answer({
      ...baseAnswers,
      'claims.stashDraft': (draft) => {
        stash = ClaimEditorDraft.parse(draft);
        return { ok: true, value: { stashed: true } };
      },
      'claims.stashedDraft': () => ({ ok: true, value: stash }),
    });
  });

  it('hands the claim being written to the core as typed, and comes back to it, unsaved price and all', async () => {
    const { unmount } = render(<ClaimsScreen />);
    await waitFor(() => expect(field('Line 1 price').disabled).toBe(false));
    type('Complaint', 'Fever for two days');
    type('Line 1 quantity', '2');
    type('Line 1 price', '12.');
    await waitFor(() => expect(stash).toMatchObject({ complain: 'Fever for two days', unsaved: true }));
    expect(stash?.lines[0]).toMatchObject({ quantity: '2', price: '12.' });

    // Another screen and back (or a reload): the same work, nothing saved as a claim.
    unmount();
    await renderEditor();
    expect(field('Complaint').value).toBe('Fever for two days');
    expect(field('Line 1 price').value).toBe('12.');
    expect(inputsOf('claims.save')).toEqual([]);
  });

  it('keeps the work as a draft claim before opening a claim for another authorization', async () => {
    stash = unsavedWork('450.5');
    useNavigation.setState({ screen: 'claim', params: { authorizationNo: 'AUTH-888' } });
    await renderEditor();
    expect(inputsOf('claims.save')).toEqual([
      expect.objectContaining({ authorizationNo: 'AUTH-777', complain: 'Cough' }),
    ]);
    expect(screen.getByText('The claim you were writing was saved as a draft; it is in the outbox.')).toBeTruthy();
    expect(field('Complaint').value).toBe('');
  });

  it('stays on work it cannot save as it is, and says so', async () => {
    stash = unsavedWork('45.0.5');
    useNavigation.setState({ screen: 'claim', params: { authorizationNo: 'AUTH-888' } });
    await renderEditor();
    expect(inputsOf('claims.save')).toEqual([]);
    expect(field('Complaint').value).toBe('Cough');
    expect(screen.getByRole('alert').textContent).toContain('cannot be saved as they are');
  });
});
