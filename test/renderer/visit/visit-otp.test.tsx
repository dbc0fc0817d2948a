// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitScreen } from '../../../renderer/screens/visit/VisitScreen';
import { OtpEntry } from '../../../renderer/screens/visit/OtpEntry';
import { VisitStartForm } from '../../../renderer/screens/visit/VisitStartForm';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { BlockView } from '../../../shared/domain/care';
import { parseMoney } from '../../../shared/money';
import { answer, inputsOf } from '../fake-api';
import { AUTHORIZATION, failure, MEMBER, visit } from './fixtures';
import { i18n } from '../../../renderer/i18n';
import { OTP_DIGITS, OTP_WORDS } from '../../../shared/domain/otp-code';
import { OtpCode } from '../../../shared/domain/typed-input';

const t = i18n.t.bind(i18n);

vi.mock('../../../renderer/api', () => import('../fake-api'));

const BLOCK: BlockView = {
  authorizationNo: 'AUTH-777',
  benefit: 'Outpatient',
  requested: parseMoney('1500'),
  covered: parseMoney('1200'),
  coPayment: parseMoney('300'),
  requestedText: '1500.00',
  coveredText: '1200.00',
  coPaymentText: '300.00',
  blockedAt: '2026-11-21T11:06:00.000Z',
};

const inFuture = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

function showMember(): void {
  useVisitFlow.setState({ member: MEMBER, step: { kind: 'choose' }, busy: undefined, error: undefined });
}

beforeEach(() => {
  useVisitFlow.getState().reset();
  useNavigation.getState().goTo('visit');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a Referral benefit', () => {
  it('asks for the referral letter when one is chosen, and says nothing of it for a Direct one', () => {
    const optical = { code: 'OPT-01', name: 'Optical', access_type: ' referral ' };
    render(<VisitStartForm member={{ ...MEMBER, benefits: [...MEMBER.benefits, optical] }} />);
    expect(screen.queryByText(/referral letter/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Optical/ }));
    expect(screen.getByText('Ask the member for the referral letter now: the claim waits for it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Outpatient/ }));
    expect(screen.queryByText(/referral letter/)).toBeNull();
  });
});

describe('OTP countdown', () => {
  it('counts down each second and flips to expired, then offers a new code, focused, that starts the visit again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T11:00:00.000Z'));
    showMember();
    answer({ 'visits.start': () => ({ ok: true, value: visit('2026-11-21T11:05:05.000Z') }) });
    const step = {
      kind: 'otp',
      benefitCode: 'OPD-01',
      phone: '+254712345678',
      otpExpireAt: '2026-11-21T11:00:05.000Z',
      sentTo: undefined,
      alreadyWaiting: false,
      refused: 0,
    } as const;
    render(<OtpEntry step={step} />);

    expect(screen.getAllByText('0:05')).toHaveLength(2);
    const resendIn = (): string | null | undefined => document.querySelector('.resend-countdown')?.textContent;
    expect(resendIn()).toBe('A new code can be sent in 0:05, once this one has expired.');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    act(() => void vi.advanceTimersByTime(2000));
    expect(resendIn()).toBe('A new code can be sent in 0:03, once this one has expired.');
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByText('Code has expired')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check code' }).disabled).toBe(true);
    expect(resendIn()).toBeUndefined();
    // The one thing left to do has the focus: Enter or Space sends a new code.
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(document.activeElement).toBe(resend);
    fireEvent.click(resend);
    expect(inputsOf('visits.start')).toEqual([
      { cardNo: MEMBER.cardNo, benefitCode: 'OPD-01', phone: '+254712345678' },
    ]);
  });

  it('offers a new code at once when the expiry is unknown', () => {
    showMember();
    render(
      <OtpEntry
        step={{
          kind: 'otp',
          benefitCode: 'OPD-01',
          phone: '+254712345678',
          otpExpireAt: undefined,
          sentTo: undefined,
          alreadyWaiting: true,
          refused: 0,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(document.querySelector('.resend-countdown')).toBeNull();
  });
});

describe('the code’s rule and messages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00.000Z'));
  });

  it('hints the digits the check accepts, from the one rule', () => {
    const hint = t('visit:code.hint', OTP_WORDS);
    expect(hint).toBe(`The code the member received by SMS: ${OTP_DIGITS.min} to ${OTP_DIGITS.max} digits.`);
    for (const digits of [OTP_DIGITS.min, OTP_DIGITS.max])
      expect(OtpCode.safeParse('7'.repeat(digits)).success).toBe(true);
    for (const digits of [OTP_DIGITS.min - 1, OTP_DIGITS.max + 1]) {
      expect(OtpCode.safeParse('7'.repeat(digits)).success).toBe(false);
    }
  });

  it('shows one message at a time: a new check replaces what the last one said, and counts the codes refused', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
      'visits.verify': () =>
        failure('otp-invalid-or-expired', 'The code is wrong or has expired. Check it with the member.', {
          serviceMessages: ['Invalid OTP: 2 attempts left'],
        }),
    });
    showMember();
    render(<VisitScreen />);
    fireEvent.change(await screen.findByLabelText("Member's phone"), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    const code = await screen.findByLabelText('Code');
    expect(screen.getByText(/The code the member received by SMS: 4 to 8 digits\./)).toBeTruthy();

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Code not accepted');
    expect(alert.textContent).toContain('Codes refused for this visit so far: 1.');
    expect(alert.textContent).toContain('The insurer said: “Invalid OTP: 2 attempts left”');

    // A code that cannot be one: its problem replaces the insurer's refusal.
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText('Enter the code from the SMS: 4 to 8 digits.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Code not accepted')).toBeNull();

    // A new refusal replaces the field's problem, and is counted.
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Codes refused for this visit so far: 2.'),
    );
    expect(screen.queryByText('Enter the code from the SMS: 4 to 8 digits.')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(inputsOf('visits.verify').map((input) => (input as { otp: string }).otp)).toEqual(['111111', '222222']);
  });
});

describe('visit and code', () => {
  // Only Date is faked (and held still), so the codes' expiries are exact and the promises and
  // testing-library's waits run on real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T11:00:00.000Z'));
  });

  it('resumes a visit the service reports as pending, from the core’s record of it, with its countdown', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () =>
        failure('visit-pending', 'This member already has a visit waiting for its code.', { visitRequestId: 'VR-1' }),
      'visits.current': () => ({
        ok: true,
        value: {
          member: { ...MEMBER, source: 'cache' },
          visit: visit(inFuture(240)),
          authorization: null,
          block: null,
        },
      }),
    });
    showMember();
    render(<VisitScreen />);
    fireEvent.change(await screen.findByLabelText("Member's phone"), { target: { value: '+254712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));

    expect(await screen.findByText('Visit already waiting for its code')).toBeTruthy();
    expect(inputsOf('visits.start')).toEqual([
      { cardNo: MEMBER.cardNo, benefitCode: 'OPD-01', phone: '+254712345678' },
    ]);
    expect(inputsOf('visits.current')).toEqual([{}]);
    expect(document.querySelector('.countdown time')?.textContent).toBe('4:00');
    expect(screen.getByLabelText('Code').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('says plainly when the code is wrong, and keeps the entry', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
      'visits.verify': () =>
        failure('otp-invalid-or-expired', 'The code is wrong or has expired. Check it with the member.'),
    });
    showMember();
    render(<VisitScreen />);
    expect((await screen.findByLabelText<HTMLInputElement>("Member's phone")).value).toBe('');
    fireEvent.change(screen.getByLabelText("Member's phone"), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    // Where the service says it sent the code, as its own message put it.
    expect(await screen.findByText('Code sent to +2547•••000.')).toBeTruthy();
    // A code that cannot be one is not sent to the insurer.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText('Enter the code from the SMS: 4 to 8 digits.')).toBeTruthy();
    expect(inputsOf('visits.verify')).toEqual([]);
    // Typed and sent from the field with Enter, as at the desk: the focus stays in it.
    const code = screen.getByLabelText<HTMLInputElement>('Code');
    code.focus();
    code.setSelectionRange(0, 0);
    fireEvent.change(code, { target: { value: '000 000' } });
    code.setSelectionRange(7, 7);
    fireEvent.submit(code);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Code not accepted');
    expect(alert.textContent).toContain('wrong or has expired');
    // The refused code comes back selected: the next try is typed over it, never after it.
    await waitFor(() => expect([code.selectionStart, code.selectionEnd]).toEqual([0, 7]));
    expect(document.activeElement).toBe(code);
    expect(inputsOf('visits.verify')).toEqual([{ cardNo: MEMBER.cardNo, benefitCode: 'OPD-01', otp: '000000' }]);
    expect(inputsOf('visits.start')).toEqual([{ cardNo: MEMBER.cardNo, benefitCode: 'OPD-01', phone: '0712 345 678' }]);
    expect(document.querySelector('.resend-countdown')?.textContent).toBe(
      'A new code can be sent in 5:00, once this one has expired.',
    );
  });

  it('shows the authorization, blocks an amount side by side, and opens the claim with it', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
      'visits.verify': () => ({ ok: true, value: AUTHORIZATION }),
      'benefits.block': () => ({ ok: true, value: BLOCK }),
    });
    showMember();
    render(<VisitScreen />);
    fireEvent.click(await screen.findByRole('radio', { name: /Outpatient/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));

    expect((await screen.findByLabelText('Authorization number')).textContent).toBe('AUTH-777');
    expect(inputsOf('visits.verify')).toEqual([{ cardNo: MEMBER.cardNo, benefitCode: 'OPD-01', otp: '123456' }]);
    expect(screen.getByRole('button', { name: 'Copy authorization number' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const amounts = await screen.findByLabelText('Amounts blocked on Outpatient');
    expect(amounts.textContent).toBe('Requested1,500.00Covered1,200.00Member pays (by the block)300.00');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write the claim' }));

    fireEvent.click(screen.getByRole('button', { name: 'Write the claim' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'claim', params: { authorizationNo: 'AUTH-777' } });
  });

  it('comes back after a reload to the visit in progress, block included, and asks before blocking again', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.current': () => ({
        ok: true,
        value: {
          member: { ...MEMBER, source: 'cache' },
          visit: { ...visit(inFuture(240)), status: 'APPROVED', authorizationNo: 'AUTH-777' },
          authorization: AUTHORIZATION,
          block: BLOCK,
        },
      }),
      'benefits.block': () => ({ ok: true, value: { ...BLOCK, requestedText: '900.00', coveredText: '900.00' } }),
      'visits.close': () => ({ ok: true, value: { closed: 1 } }),
    });
    await useVisitFlow.getState().restore();
    render(<VisitScreen />);

    expect((await screen.findByLabelText('Authorization number')).textContent).toBe('AUTH-777');
    expect(screen.getByLabelText('Amounts blocked on Outpatient').textContent).toContain('Requested1,500.00');
    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block again' }));
    const ask = screen.getByText('This authorization is blocked already').closest('.notice') as HTMLElement;
    expect(ask.textContent).toContain('1,500.00 was blocked (1,200.00 covered). Blocking again replaces that block.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the block' }));
    expect(inputsOf('benefits.block')).toEqual([]);

    // An amount that cannot be blocked is said first, in the field that holds it; no question is asked.
    const amountField = screen.getByLabelText('Amount to block');
    for (const typed of ['9OO', '0', '12.3456']) {
      fireEvent.change(amountField, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Block again' }));
      expect(screen.queryByText('This authorization is blocked already')).toBeNull();
      expect(amountField.getAttribute('aria-invalid'), typed).toBe('true');
      expect(document.activeElement).toBe(amountField);
    }
    expect(screen.getByText('Amount must have at most 2 decimal places.')).toBeTruthy();
    expect(inputsOf('benefits.block')).toEqual([]);

    fireEvent.change(amountField, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block again' }));
    expect(amountField.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Block 900 instead' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Amounts blocked on Outpatient').textContent).toContain('Requested900.00'),
    );
    expect(inputsOf('benefits.block')).toEqual([{ authorizationNo: 'AUTH-777', cardNo: MEMBER.cardNo, amount: '900' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    expect(inputsOf('visits.close')).toEqual([{}]);
  });
});
