// @vitest-environment jsdom
/**
 * Demo mode offers a newcomer the demo cards and, on the code step, the code the simulated SMS carried, both
 * marked "Demo"; a desk on a real service never asks for them.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitScreen } from '../../../renderer/screens/visit/VisitScreen';
import { useSettings } from '../../../renderer/stores/settings';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { DemoHints } from '../../../shared/domain/demo';
import type { SettingsView } from '../../../shared/ops/operations';
import { answer, inputsOf } from '../fake-api';
import { MEMBER, visit } from './fixtures';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const view = (mode: SettingsView['mode']): SettingsView =>
  settingsView({ mode, hasToken: mode === 'service', deskName: '', staffName: '' });

const HINTS: DemoHints = {
  cards: [
    { cardNo: 'CD-1000017', name: 'Achieng Otieno', role: 'ampleLimits' },
    { cardNo: 'CD-1000025', name: 'Aisha Mugo Njoroge', role: 'smallLimits' },
  ],
  code: null,
};

const inFuture = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

beforeEach(() => useVisitFlow.getState().reset());
afterEach(cleanup);

describe('demo mode', () => {
  it('offers the demo cards, marked as demo; picking one looks it up', async () => {
    useSettings.setState({ view: view('demo') });
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'demo.hints': () => ({ ok: true, value: HINTS }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
      'members.photo': () => ({ ok: true, value: { photo: null } }),
    });
    render(<VisitScreen />);
    const cards = await screen.findByRole('region', { name: /Cards of the simulated insurer/ });
    expect(cards.textContent).toContain('Demo');
    expect(cards.textContent).toContain('Aisha Mugo Njoroge — small limits: blocks are partly covered');
    fireEvent.click(within(cards).getByRole('button', { name: 'Look up demo card CD-1000025, Aisha Mugo Njoroge' }));

    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('CD-1000025');
    await screen.findByRole('heading', { name: MEMBER.name });
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-1000025' }]);
    expect(screen.queryByRole('region', { name: /Cards of the simulated insurer/ })).toBeNull();
  });

  it('shows the code the simulated SMS carried on the code step, and asks again for a new code', async () => {
    useSettings.setState({ view: view('demo') });
    let code = '482913';
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'demo.hints': () => ({ ok: true, value: { ...HINTS, code } }),
      'visits.start': () => ({ ok: true, value: visit(inFuture(300)) }),
    });
    useVisitFlow.setState({ member: MEMBER, step: { kind: 'choose' } });
    render(<VisitScreen />);
    fireEvent.change(screen.getByLabelText("Member's phone"), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start visit and send code' }));

    const shown = await screen.findByRole('status', { name: 'Demo code' });
    expect(shown.textContent).toBe('482913');
    expect(shown.closest('p')?.textContent).toMatch(/^Demo The simulated insurer’s SMS carried the code 482913\./);

    // A new code (here, the visit restarted with a new expiry) is asked for again.
    code = '105577';
    useVisitFlow.setState({
      step: {
        kind: 'otp',
        benefitCode: 'OPD-01',
        phone: '+254712345678',
        otpExpireAt: inFuture(400),
        sentTo: undefined,
        alreadyWaiting: false,
        refused: 0,
      },
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Demo code' }).textContent).toBe('105577'));
  });
});

describe('a desk on a real service', () => {
  it('never asks for demo cards or codes, and shows none', async () => {
    useSettings.setState({ view: view('service') });
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'demo.hints': () => ({ ok: true, value: { ...HINTS, code: '123456' } }),
    });
    useVisitFlow.setState({
      member: MEMBER,
      step: {
        kind: 'otp',
        benefitCode: 'OPD-01',
        phone: '+254712345678',
        otpExpireAt: inFuture(300),
        sentTo: undefined,
        alreadyWaiting: false,
        refused: 0,
      },
    });
    render(<VisitScreen />);
    await screen.findByText('No member has been looked up on this desk yet.');
    useVisitFlow.getState().reset();
    await screen.findByLabelText('Card number');
    expect(screen.queryByText(/Demo/)).toBeNull();
    expect(inputsOf('demo.hints')).toEqual([]);
  });
});
