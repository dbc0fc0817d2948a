// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimListItem, ClaimView, DocumentSummary } from '../../../shared/domain/claims';
import type { OperationResult } from '../../../shared/ops/define';
import type { ClaimSummary } from '../../../shared/wire/claims';
import { OutboxScreen } from '../../../renderer/screens/outbox/OutboxScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import { answer, inputsOf, onEvent } from '../fake-api';
import { claimView } from '../claims/fixtures';
import { formatAmount } from '../../../shared/i18n/format';
import { formatMoney, type Money } from '../../../shared/money';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const SENT = claimView(
  {
    id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00aa',
    authorizationNo: 'AUTH-1',
    memberName: 'Achieng Otieno',
    attendanceDate: '2026-11-20',
    diagnoses: [{ code: 'B54', type: 'Principal' }],
    lines: [{ tariffId: 'TRF-2', name: 'Malaria test', type: 'investigation', quantity: 1, price: '450.5' }],
  },
  'submitted',
  { claimNo: 'CLM-9001', by: 'Amina Wanjiru' },
);
const REFUSED = claimView(
  { id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00bb', memberName: 'Baraka Mwangi', attendanceDate: '2026-11-21' },
  'needs-attention',
  {
    messages: ['Authorization AUTH-2 is not approved.'],
    attention: { kind: 'refused', reason: 'Authorization AUTH-2 is not approved.', candidates: [] },
  },
);
const IN_DOUBT = claimView(
  { id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00cc', memberName: 'Chebet Koech', attendanceDate: '2026-11-21' },
  'needs-attention',
  {
    outcomeUnknown: true,
    messages: ['Two claims on the insurer’s service could be this one.'],
    attention: {
      kind: 'in-doubt',
      reason: 'Two claims on the insurer’s service could be this one.',
      candidates: ['CLM-31', 'CLM-32'],
    },
  },
);

const item = (view: ClaimView): ClaimListItem => ({
  ...view,
  lineCount: view.lines.length,
  documentCount: 0,
});

const doc = (id: number, state: DocumentSummary['state'], fileName: string): DocumentSummary => ({
  id,
  claimId: SENT.id,
  fileName,
  mediaType: 'application/pdf',
  kind: 'other',
  size: 2048,
  sizeText: '2 KB',
  state,
  messages: state === 'needs-attention' ? ['The upload was interrupted.'] : [],
  attachedAt: '2026-11-22T08:00:00.000Z',
  uploadedAt: null,
  contentPurgedAt: null,
});

let documents: DocumentSummary[];
let remote: OperationResult<ClaimSummary[]>;
const views = new Map([SENT, REFUSED, IN_DOUBT].map((view) => [view.id, view]));

beforeEach(() => {
  documents = [doc(1, 'pending', 'referral.pdf'), doc(2, 'needs-attention', 'lab.pdf')];
  remote = { ok: false, error: { code: 'offline', message: 'No connection.' } };
  useNavigation.setState({ screen: 'outbox', params: {} });
  answer({
    'claims.list': ({ states }) => ({
      ok: true,
      value: [...views.values()].filter((view) => !states || states.includes(view.state)).map(item),
    }),
    'claims.get': ({ id }) => {
      const view = views.get(id);
      return view ? { ok: true, value: view } : { ok: false, error: { code: 'not-found', message: 'Gone.' } };
    },
    'claims.requeue': ({ id }) => ({ ok: true, value: { ...REFUSED, id, state: 'queued', messages: [] } }),
    'claims.deleteDraft': () => ({ ok: true, value: { deleted: true } }),
    'claims.differentVisit': ({ id }) => ({
      ok: true,
      value: { ...REFUSED, id, state: 'queued', messages: [], lookAlikes: [] },
    }),
    'claims.resolveInDoubt': ({ id }) => ({
      ok: true,
      value: { ...IN_DOUBT, id, state: 'submitted', claimNo: 'CLM-7' },
    }),
    'documents.list': () => ({ ok: true, value: documents }),
    'documents.attach': ({ fileName, contentBase64 }) => {
      if (fileName.endsWith('.exe')) {
        return {
          ok: false,
          error: { code: 'document-refused', message: 'Only PDF, PNG, JPEG or TIFF files can be attached.' },
        };
      }
      const added = doc(3, 'pending', fileName);
      documents = [...documents, { ...added, size: atob(contentBase64).length }];
      return { ok: true, value: added };
    },
    'documents.remove': ({ id }) => {
      documents = documents.filter((entry) => entry.id !== id);
      return { ok: true, value: { removed: true } };
    },
    'documents.retry': ({ id }) => ({ ok: true, value: doc(id, 'pending', 'lab.pdf') }),
    'claims.remote': () => remote,
  });
});
afterEach(cleanup);

const open = async (member: string): Promise<HTMLElement> => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Open claim of ${member}`) }));
  return screen.findByRole('region', { name: new RegExp(member) });
};

describe('outbox list', () => {
  it('lists every claim with its state in words, and filters by state', async () => {
    render(<OutboxScreen />);
    const table = await screen.findByRole('table', { name: /Local claims/ });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Sent.*Achieng Otieno.*20 Nov 2026.*CLM-9001.*450\.50/),
      expect.stringMatching(
        /^Needs attention — refused by the insurerAuthorization AUTH-2 is not approved\..*Baraka Mwangi/,
      ),
      expect.stringMatching(
        /^Needs attention \(outcome unknown\) — in doubt .*could be this one\.It may be one of 2 claims on the insurer’s service: CLM-31, CLM-32\..*Chebet Koech/,
      ),
    ]);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'submitted' } });
    await waitFor(() => expect(inputsOf('claims.list').at(-1)).toMatchObject({ states: ['submitted'] }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('searches as staff type, and counts and adds up the claims shown in a totals row', async () => {
    render(<OutboxScreen />);
    const table = await screen.findByRole('table', { name: /Local claims/ });
    const totals = (): string | null | undefined => within(table).getAllByRole('row').at(-1)?.textContent;
    const shown = [...views.values()];
    const sum = shown.reduce((total, view) => total + view.amount, 0n);
    expect(totals()).toBe(`3 claims shown, total${formatAmount(formatMoney(sum as Money), 'en')}`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' CLM-9001 ' } });
    await waitFor(() => expect(inputsOf('claims.list').at(-1)).toMatchObject({ search: 'CLM-9001' }));
  });

  it('says who wrote or queued a claim under its date, and nothing for a claim without a name', async () => {
    render(<OutboxScreen />);
    const table = await screen.findByRole('table', { name: /Local claims/ });
    const [sent, refused] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(sent).getByText('by Amina Wanjiru').closest('td')?.textContent).toBe('20 Nov 2026by Amina Wanjiru');
    expect(within(refused).queryByText(/^by /)).toBeNull();
    // No column of its own: the list keeps its seven columns at 1024px.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
  });

  it('reads the list again when the sync status changes', async () => {
    render(<OutboxScreen />);
    await screen.findByRole('table', { name: /Local claims/ });
    const before = inputsOf('claims.list').length;
    const calls = onEvent.mock.calls as unknown as [string, () => void][];
    const listener = calls.filter(([name]) => name === 'sync.statusChanged').at(-1)?.[1];
    listener?.();
    await waitFor(() => expect(inputsOf('claims.list').length).toBe(before + 1));
  });
});

describe('a claim needing attention', () => {
  it('shows the service’s messages, sends again, and edits', async () => {
    render(<OutboxScreen />);
    const detail = await open('Baraka Mwangi');
    expect(within(detail).getByText('Authorization AUTH-2 is not approved.')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Send again' }));
    await within(detail).findByText(/Waiting to send/);
    expect(inputsOf('claims.requeue')).toEqual([{ id: REFUSED.id }]);

    fireEvent.click(within(detail).getByRole('button', { name: 'Edit' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'claim', params: { claimId: REFUSED.id } });
  });

  it('sends a claim held over another desk’s claim only when staff say it is a different visit', async () => {
    const reason =
      'Not sent: the insurer already lists claim CLM-77 for this member on this date, sent from another desk.';
    views.set(REFUSED.id, {
      ...REFUSED,
      messages: [reason],
      reviewReason: reason,
      attention: { kind: 'another-claim', reason, candidates: [] },
      lookAlikes: [{ claimNo: 'CLM-77', memberName: 'MWANGI Baraka' }],
    });
    try {
      render(<OutboxScreen />);
      const detail = await open('Baraka Mwangi');
      expect(within(detail).getAllByText(reason).length).toBeGreaterThan(0);
      expect(within(detail).queryByRole('button', { name: 'Send again' })).toBeNull();
      fireEvent.click(within(detail).getByRole('button', { name: 'A different visit: send it' }));
      await within(detail).findByText(/Waiting to send/);
      expect(inputsOf('claims.differentVisit')).toEqual([{ id: REFUSED.id }]);
      expect(inputsOf('claims.requeue')).toEqual([]);
    } finally {
      views.set(REFUSED.id, REFUSED);
    }
  });

  it('deletes a draft only after staff confirm, and says so', async () => {
    views.set(REFUSED.id, { ...REFUSED, state: 'draft', messages: [], attention: null });
    try {
      render(<OutboxScreen />);
      const detail = await open('Baraka Mwangi');
      fireEvent.click(within(detail).getByRole('button', { name: 'Delete draft' }));
      expect(inputsOf('claims.deleteDraft')).toEqual([]);
      expect(within(detail).getByText(/It was never sent, so the insurer does not know of it/)).toBeTruthy();
      fireEvent.click(within(detail).getByRole('button', { name: 'Keep it' }));
      fireEvent.click(within(detail).getByRole('button', { name: 'Delete draft' }));
      fireEvent.click(within(detail).getByRole('button', { name: 'Delete the draft' }));
      expect(await screen.findByText('The draft was deleted.')).toBeTruthy();
      expect(inputsOf('claims.deleteDraft')).toEqual([{ id: REFUSED.id }]);
    } finally {
      views.set(REFUSED.id, REFUSED);
    }
  });

  it('resolves an unknown outcome with the claim number found on the service', async () => {
    render(<OutboxScreen />);
    const detail = await open('Chebet Koech');
    expect(within(detail).queryByRole('button', { name: 'Send again' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'It is there with this number' }));
    expect(within(detail).getByText(/Enter the claim number the insurer gave/)).toBeTruthy();
    fireEvent.change(within(detail).getByLabelText('Claim number on the insurer’s service'), {
      target: { value: ' CLM-7 ' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'It is there with this number' }));
    await within(detail).findByText(/Sent/);
    expect(inputsOf('claims.resolveInDoubt')).toEqual([{ id: IN_DOUBT.id, resolution: { claimNo: 'CLM-7' } }]);
  });
});

describe('documents', () => {
  it('attaches a picked file as base64 and shows the core’s refusal as text', async () => {
    render(<OutboxScreen />);
    const detail = await open('Achieng Otieno');
    const picker = within(detail).getByLabelText(/Attach a document/);
    const pdf = new File(['%PDF-1.7 hello'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf] } });
    await within(detail).findByText('invoice.pdf');
    expect(inputsOf('documents.attach')).toEqual([
      { claimId: SENT.id, fileName: 'invoice.pdf', contentBase64: btoa('%PDF-1.7 hello') },
    ]);

    const dropped = new File(['MZ'], 'tool.exe');
    fireEvent.drop(within(detail).getByTestId('drop-zone'), { dataTransfer: { files: [dropped] } });
    expect(await within(detail).findByText('Only PDF, PNG, JPEG or TIFF files can be attached.')).toBeTruthy();
  });

  it('removes a pending document and retries one needing attention', async () => {
    render(<OutboxScreen />);
    const detail = await open('Achieng Otieno');
    await within(detail).findByText('referral.pdf');
    expect(within(detail).queryByRole('button', { name: 'Remove lab.pdf' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Upload lab.pdf again' }));
    await waitFor(() => expect(inputsOf('documents.retry')).toEqual([{ id: 2 }]));
    // The panel disables its buttons until the retry's reload is done; a click before then does nothing.
    const remove = within(detail).getByRole<HTMLButtonElement>('button', { name: 'Remove referral.pdf' });
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(within(detail).queryByText('referral.pdf')).toBeNull());
  });
});

describe('printing and remote lookup', () => {
  it('prints the one-page claim form', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    let printed = '';
    print.mockImplementation(() => {
      printed = document.querySelector('.print-root')?.textContent ?? '';
    });
    render(<OutboxScreen />);
    const detail = await open('Achieng Otieno');
    fireEvent.click(within(detail).getByRole('button', { name: 'Print or save as PDF' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toContain('Claim number: CLM-9001');
    expect(printed).toMatch(/Malaria test.*TRF-2.*450\.5.*450\.50/);
    expect(printed).toContain('Member’s signature (Achieng Otieno)');
    await waitFor(() => expect(document.querySelector('.print-root')).toBeNull());
    print.mockRestore();
  });

  it('says plainly that the service cannot be reached for a remote lookup', async () => {
    render(<OutboxScreen />);
    fireEvent.change(screen.getByLabelText('Batch number'), { target: { value: 'B-2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(/cannot be reached, so claims there cannot be looked up now/)).toBeTruthy();
    expect(inputsOf('claims.remote')).toEqual([{ batchNo: 'B-2026-11' }]);
  });

  it('shows an amount the insurer lists that is no exact amount as written, beside the others', async () => {
    const listed = { member_name: 'Achieng Otieno', attendance_date: '2026-11-20', status: 'Received' };
    remote = {
      ok: true,
      value: [
        { ...listed, claim_no: 'CLM-1', claimed_amount: 450.5 },
        { ...listed, claim_no: 'CLM-2', claimed_amount: 12.34567 },
        { ...listed, claim_no: 'CLM-3', claimed_amount: -5 },
      ],
    };
    render(<OutboxScreen />);
    fireEvent.change(screen.getByLabelText('Batch number'), { target: { value: 'B-2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const table = await screen.findByRole('table', { name: 'Claims on the service' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.money')?.textContent);
    expect(amounts).toEqual(['450.50', '12.34567', '-5.00']);
  });
});
