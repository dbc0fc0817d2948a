// @vitest-environment jsdom
/**
 * The claim's life in the editor: a claim on its way is read-only with its live state, "Edit" takes one still
 * waiting back to a draft (or says why not), a saved draft can be deleted, and "New claim" on untouched work
 * saves nothing.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import type { ClaimState, ClaimView } from '../../../shared/domain/claims';
import { syncStatus } from '../../support/sync-status';
import { answer, emit, inputsOf, listening } from '../fake-api';
import { AUTHORIZATION, claimView, DOCTOR } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const complaint = (): HTMLTextAreaElement => screen.getByLabelText('Complaint');
/** The button pressed is gone: the focus is on the claim's heading, never the page body. */
const focusOnHeading = (name: string): Promise<void> =>
  waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name })));
/** The read-only claim's notice, whose heading says where the claim is. */
const ON_ITS_WAY = /^(On its way to the insurer|Held for its referral letter|Sent to the insurer)$/;
const onItsWay = (): HTMLElement => screen.getByText(ON_ITS_WAY).closest('[role="status"]') as HTMLElement;

/** One saved claim for AUTH-777, in `state`. */
const saved = (state: ClaimState, patch: Partial<ClaimView> = {}): ClaimView =>
  claimView(
    {
      id: 'claim-1',
      authorizationNo: 'AUTH-777',
      memberName: 'Achieng Otieno',
      attendanceDate: '2026-11-20',
      complain: 'Fever',
      diagnoses: [{ code: 'B54', type: 'Principal' }],
      lines: [{ tariffId: 'TRF-2', name: 'Malaria test', type: 'investigation', quantity: 1, price: '450.5' }],
    },
    state,
    patch,
  );

/** What the core says of claim-1 now; tests move it on. */
let current: ClaimView;

function openClaim(claim: ClaimView, more: Parameters<typeof answer>[0] = {}): void {
  current = claim;
  answer({
    'authorizations.recent': () => ({ ok: true, value: [AUTHORIZATION] }),
    'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
    'claims.get': () => ({ ok: true, value: current }),
    ...more,
  });
  useNavigation.setState({ screen: 'claim', params: { claimId: claim.id } });
  render(<ClaimsScreen />);
}

beforeEach(() => useNavigation.setState({ screen: 'claim', params: {} }));
afterEach(cleanup);

describe('a claim on its way to the insurer', () => {
  it('is read-only and moves from waiting to sent by itself when the sync status changes', async () => {
    openClaim(saved('queued'));
    await screen.findByText(/Waiting to be sent with the next sync/);
    expect(complaint().value).toBe('Fever');
    expect(complaint().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Queue for sending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();

    current = saved('submitted', { claimNo: 'CLM-1' });
    // The editor subscribes in an effect, which may run after the words above are on screen.
    await waitFor(() => expect(listening('sync.statusChanged')).toBe(true));
    act(() => emit('sync.statusChanged', syncStatus()));
    await screen.findByText('Sent, claim number CLM-1. It can no longer be changed.');
    expect(screen.getByText('Sent to the insurer')).toBeTruthy();
    expect(screen.queryByText('On its way to the insurer')).toBeNull();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(within(onItsWay()).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(complaint().disabled).toBe(true);
  });

  it('says a claim held for its referral letter waits on it, and what releases it', async () => {
    openClaim(saved('queued', { referralLetter: 'missing', waitingOnDocument: true }));
    await screen.findByText(/^Waiting on its referral letter: it goes with the next sync once the letter is attached/);
    expect(onItsWay().textContent).toContain('or once you send it without');
    // Held by the desk, not on its way: the heading says so.
    expect(screen.getByText('Held for its referral letter')).toBeTruthy();
    expect(screen.queryByText('On its way to the insurer')).toBeNull();
    expect(onItsWay().textContent).not.toContain('Waiting to be sent with the next sync');
    expect(within(onItsWay()).getByRole('button', { name: 'Edit' })).toBeTruthy();

    // The letter attached: waiting for the next sync again.
    current = saved('queued', { referralLetter: 'attached', waitingOnDocument: false });
    await waitFor(() => expect(listening('sync.statusChanged')).toBe(true));
    act(() => emit('sync.statusChanged', syncStatus()));
    await waitFor(() => expect(onItsWay().textContent).toContain('Waiting to be sent with the next sync'));
    expect(screen.getByText('On its way to the insurer')).toBeTruthy();
  });

  it('says a claim in doubt needs attention, and why', async () => {
    const reason = 'The service did not answer; it is being checked.';
    openClaim(
      saved('needs-attention', { outcomeUnknown: true, attention: { kind: 'in-doubt', reason, candidates: [] } }),
    );
    await screen.findByText(reason);
    expect(onItsWay().textContent).toContain('Needs attention:');
    expect(complaint().disabled).toBe(true);
  });

  it('stays editable when the insurer refused it', async () => {
    const reason = 'Authorization AUTH-777 is not approved.';
    openClaim(saved('needs-attention', { attention: { kind: 'refused', reason, candidates: [] } }));
    await waitFor(() => expect(complaint().disabled).toBe(false));
    expect(screen.queryByText('On its way to the insurer')).toBeNull();
  });
});

describe('"Edit" on a claim waiting to be sent', () => {
  it('takes it back to a draft, editable', async () => {
    openClaim(saved('queued'), { 'claims.backToDraft': () => ({ ok: true, value: saved('draft') }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByText(/The claim is a draft again and will not be sent/);
    expect(inputsOf('claims.backToDraft')).toEqual([{ id: 'claim-1' }]);
    expect(complaint().disabled).toBe(false);
    expect(screen.queryByText('On its way to the insurer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Queue for sending' })).toBeTruthy();
    await focusOnHeading('Edit claim');
  });

  it('says why when it started being sent meanwhile, and shows it being sent', async () => {
    const message = 'This claim is being sent, so it can no longer be changed.';
    openClaim(saved('queued'), {
      'claims.backToDraft': () => {
        current = saved('sending');
        return { ok: false, error: { code: 'claim-locked', message } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await screen.findByText('Being sent now; it can no longer be changed.');
    expect(complaint().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await focusOnHeading('Edit claim');
  });
});

describe('a saved draft', () => {
  it('is deleted after confirming, and the editor starts a new claim', async () => {
    openClaim(saved('draft'), { 'claims.deleteDraft': () => ({ ok: true, value: { deleted: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    expect(inputsOf('claims.deleteDraft')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the draft' }));
    await screen.findByText('The draft was deleted.');
    expect(inputsOf('claims.deleteDraft')).toEqual([{ id: 'claim-1' }]);
    expect(screen.getByRole('heading', { name: 'New claim' })).toBeTruthy();
    expect(complaint().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    await focusOnHeading('New claim');
  });
});

describe('"New claim"', () => {
  /** Presses "New claim" and waits until it has decided what to keep (the button is busy until then). */
  async function pressNewClaim(): Promise<void> {
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'New claim' });
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(false));
  }

  it('saves nothing when the claim on screen was never touched, or typed in and emptied again', async () => {
    answer({
      'authorizations.recent': () => ({ ok: true, value: [AUTHORIZATION] }),
      'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
    });
    render(<ClaimsScreen />);
    await waitFor(() => expect(complaint().disabled).toBe(false));
    await pressNewClaim();
    expect(inputsOf('claims.save')).toEqual([]);

    fireEvent.change(complaint(), { target: { value: 'Fev' } });
    fireEvent.change(complaint(), { target: { value: '' } });
    await pressNewClaim();
    expect(inputsOf('claims.save')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the claim for an authorization whose visit has a draft', () => {
  it('opens that draft, says so, and marks it in the picker; a blank claim is never offered for it', async () => {
    current = saved('draft');
    answer({
      'authorizations.recent': () => ({ ok: true, value: [{ ...AUTHORIZATION, draftId: 'claim-1' }] }),
      'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
      'claims.stashedDraft': () => ({ ok: true, value: null }),
      'claims.draftFor': ({ authorizationNo }) => ({
        ok: true,
        value: authorizationNo === 'AUTH-777' ? { id: 'claim-1' } : null,
      }),
      'claims.get': () => ({ ok: true, value: current }),
    });
    useNavigation.setState({ screen: 'claim', params: { authorizationNo: 'AUTH-777' } });
    render(<ClaimsScreen />);
    await screen.findByText('This visit’s claim was started before: its draft is open. Carry on with it.');
    expect(screen.getByRole('heading', { name: 'Edit claim' })).toBeTruthy();
    expect(complaint().value).toBe('Fever');
    expect(inputsOf('claims.get')).toEqual([{ id: 'claim-1' }]);
    // The draft shown is this claim: the picker offers nothing more to open.
    expect(screen.queryByRole('button', { name: 'Open its draft' })).toBeNull();
  });

  it('in a new claim, the picker marks the authorization with a draft and offers to open it', async () => {
    current = saved('draft');
    answer({
      'authorizations.recent': () => ({ ok: true, value: [{ ...AUTHORIZATION, draftId: 'claim-1' }] }),
      'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
      'claims.stashedDraft': () => ({ ok: true, value: null }),
      'claims.stashDraft': () => ({ ok: true, value: { stashed: true } }),
      'claims.get': () => ({ ok: true, value: current }),
    });
    useNavigation.setState({ screen: 'claim', params: {} });
    render(<ClaimsScreen />);
    const picker = await screen.findByLabelText('Recent authorization');
    await screen.findByRole('option', { name: 'AUTH-777 — Achieng Otieno · Draft being written' });
    fireEvent.change(picker, { target: { value: 'AUTH-777' } });
    expect(screen.getByText(/A draft of this visit’s claim is saved\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open its draft' }));
    await waitFor(() => expect(useNavigation.getState().params).toEqual({ claimId: 'claim-1' }));
  });
});
