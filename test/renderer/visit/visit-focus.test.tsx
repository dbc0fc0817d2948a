// @vitest-environment jsdom
/**
 * Focus follows the work on the Visit screen: after each step the next thing to do has it, never the page body;
 * and a visit this desk comes back to after a reload just shows its code step, with no alarm.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitScreen } from '../../../renderer/screens/visit/VisitScreen';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { BlockView } from '../../../shared/domain/care';
import { parseMoney } from '../../../shared/money';
import { answer } from '../fake-api';
import { AUTHORIZATION, failure, MEMBER, visit } from './fixtures';
import { problem } from '../../../shared/domain/problems';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const BLOCK: BlockView = {
  authorizationNo: 'AUTH-777',
  benefit: 'Outpatient',
  requested: parseMoney('12500'),
  covered: parseMoney('12500'),
  coPayment: parseMoney('0'),
  requestedText: '12500.00',
  coveredText: '12500.00',
  coPaymentText: '0.00',
  blockedAt: '2026-11-21T11:06:00.000Z',
};

const inFuture = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();
const focused = (): Element | null => document.activeElement;

beforeEach(() => {
  useVisitFlow.getState().reset();
});
afterEach(cleanup);

describe('focus on the Visit screen', () => {
  it('moves to the next thing to do after each step, from the card to "Write the claim" and back', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
      'members.photo': () => ({ ok: true, value: { photo: null } }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
      'visits.verify': () => ({ ok: true, value: AUTHORIZATION }),
      'benefits.block': () => ({ ok: true, value: BLOCK }),
      'visits.close': () => ({ ok: true, value: { closed: 1 } }),
    });
    render(<VisitScreen />);
    expect(focused()).toBe(screen.getByLabelText('Card number'));
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: 'CD-1000017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByRole('heading', { name: MEMBER.name });
    // The member found: on to the phone, the first benefit chosen.
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText("Member's phone")));

    fireEvent.change(screen.getByLabelText("Member's phone"), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Code')));

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    // The code accepted: on to the amount to block.
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Amount to block')));
    expect(screen.getByText('Authorization number for Outpatient')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '12,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Write the claim' })));
    expect(screen.getByLabelText('Amounts blocked on Outpatient').textContent).toContain('Requested12,500.00');

    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Card number')));
  });

  it('brings a refused code and a refused phone back to their fields', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () =>
        failure('invalid-input', 'Check the phone.', {
          fields: [problem('phone', 'phone.notMobile')],
        }),
    });
    useVisitFlow.setState({ member: MEMBER, step: { kind: 'choose' } });
    render(<VisitScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText("Member's phone")));

    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
      'visits.verify': () => failure('otp-invalid-or-expired', 'The code is wrong or has expired.'),
    });
    fireEvent.change(screen.getByLabelText("Member's phone"), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: '000000' } });
    const check = screen.getByRole('button', { name: 'Check code' });
    check.focus();
    fireEvent.click(check);
    await screen.findByRole('alert');
    expect(focused()).toBe(code);
    // Selected: the next code typed replaces the refused one.
    expect([(code as HTMLInputElement).selectionStart, (code as HTMLInputElement).selectionEnd]).toEqual([0, 6]);
  });

  it('asks before blocking again with the question focused, and keeping the block returns to "Block again"', () => {
    answer({ 'members.recent': () => ({ ok: true, value: [] }) });
    useVisitFlow.setState({ member: MEMBER, step: { kind: 'authorized', authorization: AUTHORIZATION, block: BLOCK } });
    render(<VisitScreen />);
    // Arriving (Alt+1, the tab) at a visit blocked before: on the card, for the next member, not on its claim.
    expect(focused()).toBe(screen.getByLabelText('Card number'));
    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block again' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Block 900 instead' }));
    expect(screen.getByText(/12,500\.00 was blocked \(12,500\.00 covered\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the block' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Block again' }));
  });
});

describe('a visit the desk comes back to', () => {
  it('after a reload, its own visit waiting for the code just shows the code step, focused, with no alarm', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('offline', 'Offline.'),
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
    render(<VisitScreen />);
    await useVisitFlow.getState().restore();
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Code')));
    expect(screen.getByText('Code sent to +2547•••000.')).toBeTruthy();
    expect(screen.queryByText('Visit already waiting for its code')).toBeNull();
    expect(screen.queryByText(/already had a visit waiting/)).toBeNull();
  });
});
