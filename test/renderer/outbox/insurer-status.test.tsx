// @vitest-environment jsdom
/**
 * The outbox and a claim's detail with the insurer's status: shown as it comes beside the local state, marked
 * while new, filtered by, looked at when the claim is opened (which also asks for its batch to be read back),
 * and "Resubmit as a new claim" for a claim the insurer turned down.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimListItem, ClaimView, InsurerStatusView } from '../../../shared/domain/claims';
import { parseMoney } from '../../../shared/money';
import { OutboxScreen } from '../../../renderer/screens/outbox/OutboxScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import { answer, inputsOf } from '../fake-api';
import { claimView } from '../claims/fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const insurer = (patch: Partial<InsurerStatusView>): InsurerStatusView => ({
  status: 'Received',
  refused: false,
  amount: parseMoney('450.5'),
  amountText: '450.50',
  seenAt: '2026-11-22T09:00:00.000Z',
  missingSince: null,
  changed: false,
  ...patch,
});

const sent = (id: string, memberName: string, patch: Partial<ClaimView>): ClaimView =>
  claimView(
    {
      id,
      authorizationNo: 'AUTH-1',
      memberName,
      attendanceDate: '2026-11-20',
      batchNo: 'B-2026-11',
      lines: [{ tariffId: 'TRF-2', name: 'Malaria test', type: 'investigation', quantity: 1, price: '450.5' }],
    },
    'submitted',
    { claimNo: `CLM-${id.slice(-2)}`, ...patch },
  );

const REJECTED = sent('6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00a1', 'Achieng Otieno', {
  insurer: insurer({ status: 'Rejected - not covered', refused: true, changed: true }),
  insurerHistory: [
    { status: 'Received', amountText: '450.50', seenAt: '2026-11-21T09:00:00.000Z' },
    { status: 'Rejected - not covered', amountText: '450.50', seenAt: '2026-11-22T09:00:00.000Z' },
  ],
});
const PAID = sent('6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00a2', 'Baraka Mwangi', {
  insurer: insurer({ status: 'Paid', amountText: '400.00' }),
});
const MISSING = sent('6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00a3', 'Chebet Koech', {
  insurer: insurer({ missingSince: '2026-11-22T09:00:00.000Z', changed: true }),
});
const UNREAD = sent('6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00a4', 'Daudi Kiprop', {});
const COPY = claimView({ id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00c0', memberName: 'Achieng Otieno' }, 'draft', {
  resubmitOf: REJECTED.id,
});

const item = (view: ClaimView): ClaimListItem => ({
  ...view,
  lineCount: view.lines.length,
  documentCount: 0,
});

let views: Map<string, ClaimView>;

beforeEach(() => {
  views = new Map([REJECTED, PAID, MISSING, UNREAD].map((view) => [view.id, view]));
  useNavigation.setState({ screen: 'outbox', params: {} });
  answer({
    'claims.list': ({ insurerStatus, insurerChanged }) => ({
      ok: true,
      value: [...views.values()]
        .filter((view) => insurerStatus === undefined || view.insurer?.status === insurerStatus)
        .filter((view) => !insurerChanged || view.insurer?.changed === true)
        .map(item),
    }),
    'claims.get': ({ id }) => {
      const view = views.get(id);
      return view ? { ok: true, value: view } : { ok: false, error: { code: 'not-found', message: 'Gone.' } };
    },
    'followUp.statuses': () => ({ ok: true, value: ['Paid', 'Received', 'Rejected - not covered'] }),
    'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
    'followUp.looked': ({ id }) => {
      const view = views.get(id);
      if (view?.insurer) views.set(id, { ...view, insurer: { ...view.insurer, changed: false } });
      return { ok: true, value: { looked: true } };
    },
    'followUp.resubmit': () => ({ ok: true, value: COPY }),
    'documents.list': () => ({ ok: true, value: [] }),
  });
});
afterEach(cleanup);

const rowOf = async (member: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', { name: /Local claims/ });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent.includes(member));
  if (!row) throw new Error(`no row for ${member}`);
  return row;
};

describe('the outbox with the insurer’s status', () => {
  it('shows each status as the insurer wrote it beside the local state, and marks what changed', async () => {
    render(<OutboxScreen />);
    expect((await rowOf('Achieng Otieno')).textContent).toMatch(/^Sent.*Rejected - not covered \(turned down\) New/);
    expect((await rowOf('Baraka Mwangi')).textContent).toMatch(/^SentPaidBaraka/);
    expect((await rowOf('Chebet Koech')).textContent).toMatch(/Received — no longer listed New/);
    expect((await rowOf('Daudi Kiprop')).textContent).toMatch(/^SentNot read yet/);
  });

  it('filters by an insurer status, or by changed since last looked', async () => {
    render(<OutboxScreen />);
    const filter = await screen.findByLabelText('Insurer status');
    await within(filter).findByRole('option', { name: 'Rejected - not covered' });
    fireEvent.change(filter, { target: { value: 'status:Paid' } });
    await waitFor(() => expect(inputsOf('claims.list').at(-1)).toMatchObject({ insurerStatus: 'Paid' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /Local claims/ })).getAllByRole('row')).toHaveLength(3),
    );
    fireEvent.change(filter, { target: { value: 'changed' } });
    await waitFor(() => expect(inputsOf('claims.list').at(-1)).toMatchObject({ insurerChanged: true }));
    // The heading row, the claims, and the totals row.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /Local claims/ })).getAllByRole('row')).toHaveLength(4),
    );
  });
});

describe('a sent claim opened', () => {
  it('asks for its batch to be read back, counts as looked at, and shows the history', async () => {
    render(<OutboxScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Open claim of Achieng Otieno/ }));
    const panel = await screen.findByRole('region', { name: 'At the insurer' });
    await waitFor(() => expect(inputsOf('followUp.readBatch')).toEqual([{ batchNo: 'B-2026-11' }]));
    await waitFor(() => expect(inputsOf('followUp.looked')).toEqual([{ id: REJECTED.id }]));
    // The list is read again: the mark is gone.
    await waitFor(async () => expect((await rowOf('Achieng Otieno')).textContent).not.toMatch(/New/));
    expect(within(panel).getByText(/Status: Rejected - not covered/)).toBeTruthy();
    const history = within(panel).getByRole('table', { name: /What the insurer showed/ });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SeenStatusAmount recorded',
      expect.stringMatching(/Received450\.50$/),
      expect.stringMatching(/Rejected - not covered450\.50$/),
    ]);
  });

  it('offers "Resubmit as a new claim" only for a refusal, and opens the copy to edit', async () => {
    render(<OutboxScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Open claim of Baraka Mwangi/ }));
    const paid = await screen.findByRole('region', { name: 'At the insurer' });
    expect(within(paid).queryByRole('button', { name: 'Resubmit as a new claim' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Open claim of Achieng Otieno/ }));
    const button = await screen.findByRole('button', { name: 'Resubmit as a new claim' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(useNavigation.getState()).toMatchObject({ screen: 'claim', params: { claimId: COPY.id } }),
    );
    expect(inputsOf('followUp.resubmit')).toEqual([{ id: REJECTED.id }]);
  });

  it('says when the insurer no longer lists it, and opens the copy already made', async () => {
    views.set(REJECTED.id, { ...REJECTED, resubmittedAs: COPY.id });
    render(<OutboxScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Open claim of Chebet Koech/ }));
    expect(await screen.findByText('No longer in the batch listing')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Open claim of Achieng Otieno/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the new claim' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'claim', params: { claimId: COPY.id } });
  });
});
