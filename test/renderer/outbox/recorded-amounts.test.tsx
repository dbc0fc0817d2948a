// @vitest-environment jsdom
/**
 * What staff see of the insurer's arithmetic: the amount it recorded beside the claim's own total, in the
 * outbox and on the claim; and a persistent warning, with the claims to follow up, when it reads line
 * amounts otherwise than ClaimDesk sends them.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountsWarning } from '../../../renderer/components/AmountsWarning';
import { OutboxScreen } from '../../../renderer/screens/outbox/OutboxScreen';
import { recordedOtherwise } from '../../../renderer/screens/outbox/outbox-model';
import { i18n } from '../../../renderer/i18n';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSyncStatus } from '../../../renderer/stores/sync-status';
import { parseMoney } from '../../../shared/money';
import type { ClaimListItem, ClaimView, InsurerStatusView } from '../../../shared/domain/claims';
import { answer } from '../fake-api';
import { claimView } from '../claims/fixtures';
import { syncStatus } from '../../support/sync-status';

vi.mock('../../../renderer/api', () => import('../fake-api'));

/** Two lines of 87.00: 174.00 here; the insurer read each amount as the line's total and recorded 87.00. */
const UNDER_CLAIMED: ClaimView = claimView(
  {
    id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00dd',
    memberName: 'Achieng Otieno',
    attendanceDate: '2026-11-20',
    lines: [{ tariffId: 'TRF-2', name: 'Consultation', type: 'investigation', quantity: 2, price: '87' }],
  },
  'submitted',
  {
    claimNo: 'CLM-9002',
    amountClaimed: parseMoney('87'),
    amountClaimedText: '87.00',
    sentLineAmounts: 'unit',
    serviceReading: 'total',
  },
);

const STATUS = syncStatus({
  amounts: { sentAs: 'unit', serviceReading: 'total', differingCount: 1 },
  lastSuccessfulSyncAt: '2026-11-22T08:00:00.000Z',
});

const item = (view: ClaimView): ClaimListItem => ({ ...view, lineCount: 1, documentCount: 0 });

beforeEach(() => {
  useNavigation.setState({ screen: 'outbox', params: {} });
  useSyncStatus.setState({ status: STATUS, error: undefined, requesting: false });
  answer({
    'claims.list': () => ({ ok: true, value: [item(UNDER_CLAIMED)] }),
    'claims.get': () => ({ ok: true, value: UNDER_CLAIMED }),
    'documents.list': () => ({ ok: true, value: [] }),
    'claims.amountCheck': () => ({
      ok: true,
      value: {
        ...STATUS.amounts,
        revealedBy: { id: UNDER_CLAIMED.id, claimNo: 'CLM-9002', at: '2026-11-22T08:00:00.000Z' },
        differing: [
          {
            id: UNDER_CLAIMED.id,
            claimNo: 'CLM-9002',
            memberName: 'Achieng Otieno',
            attendanceDate: '2026-11-20',
            amountText: '174.00',
            amountClaimedText: '87.00',
            sentLineAmounts: 'unit',
          },
        ],
      },
    }),
  });
});
afterEach(() => {
  cleanup();
  act(() => void i18n.changeLanguage('en'));
});

const LISTED: InsurerStatusView = {
  status: 'Received',
  refused: false,
  amount: parseMoney('1500.49'),
  amountText: '1500.49',
  seenAt: '2026-11-22T09:00:00.000Z',
  missingSince: null,
  changed: false,
};

/** Sent as 1,500.50 and recorded so by the answer; the insurer's listing later recorded 1,500.49. */
const LISTED_LOWER: ClaimView = claimView(
  {
    id: '0b6f3a52-7d1e-4c55-9a61-2f0e7c4d9a10',
    memberName: 'Baraka Kamau',
    attendanceDate: '2026-11-21',
    lines: [{ tariffId: 'TRF-3', name: 'Scan', type: 'investigation', quantity: 1, price: '1500.50' }],
  },
  'submitted',
  {
    claimNo: 'CLM-9003',
    amountClaimed: parseMoney('1500.50'),
    amountClaimedText: '1500.50',
    insurer: LISTED,
  },
);

describe('the amount the insurer recorded', () => {
  it('shows beside the total in the outbox, and in words on the claim', async () => {
    render(<OutboxScreen />);
    const row = (await screen.findByText('Achieng Otieno')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/insurer: 87\.00/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Open claim of Achieng Otieno/ }));
    const notice = await screen.findByText(/The insurer recorded 87\.00; this claim totals 174\.00\./);
    expect(notice.textContent).toContain('Follow it up with the insurer.');
  });
});

describe('the amounts warning', () => {
  it('says the insurer reads line totals, lists the claims to follow up, and leads to the setting', async () => {
    render(<AmountsWarning />);
    const warning = screen.getByRole('region', { name: 'Amounts recorded by the insurer' });
    expect(warning.textContent).toContain(
      'The insurer reads each line amount as the line’s total, but ClaimDesk sends unit prices: lines with a quantity above 1 are under-claimed. 1 claim was recorded with an amount that differs from its total; follow it up with the insurer.',
    );
    fireEvent.click(within(warning).getByRole('button', { name: 'Show the claims' }));
    const table = await within(warning).findByRole('table', { name: /Claims to follow up/ });
    expect(within(table).getByText('CLM-9002').closest('tr')?.textContent).toBe(
      'CLM-9002Achieng Otieno20 Nov 2026174.0087.00',
    );
    fireEvent.click(within(warning).getByRole('button', { name: 'Change how amounts are sent' }));
    expect(useNavigation.getState().screen).toBe('settings');
    // On the page where that setting is.
    expect(useNavigation.getState().params).toEqual({ settingsPage: 'insurer' });
  });

  it('stays away while the insurer reads amounts as they are sent, or before it could tell', () => {
    useSyncStatus.setState({
      status: { ...STATUS, amounts: { sentAs: 'total', serviceReading: 'total', differingCount: 1 } },
    });
    const { container } = render(<AmountsWarning />);
    expect(container.textContent).toBe('');
    cleanup();
    useSyncStatus.setState({
      status: { ...STATUS, amounts: { sentAs: 'unit', serviceReading: null, differingCount: 0 } },
    });
    expect(render(<AmountsWarning />).container.textContent).toBe('');
  });
});

describe('the insurer’s latest reading', () => {
  it('is the listing’s amount when it read one, else the answer’s; nothing when it equals the total, to the cent', () => {
    expect(recordedOtherwise(item(LISTED_LOWER))).toBe('1500.49');
    expect(recordedOtherwise(item(UNDER_CLAIMED))).toBe('87.00');
    const agreed = { ...LISTED, amount: parseMoney('1500.50'), amountText: '1500.50' };
    expect(recordedOtherwise({ ...item(LISTED_LOWER), insurer: agreed })).toBeUndefined();
    const unreadable = { ...LISTED, amount: null, amountText: null };
    expect(recordedOtherwise({ ...item(LISTED_LOWER), insurer: unreadable })).toBeUndefined();
  });

  it('shows beside the total in the outbox list, written as the language writes amounts', async () => {
    answer({ 'claims.list': () => ({ ok: true, value: [item(LISTED_LOWER)] }) });
    act(() => void i18n.changeLanguage('fr'));
    render(<OutboxScreen />);
    const row = (await screen.findByText('Baraka Kamau')).closest('tr') as HTMLElement;
    const amounts = row.querySelector('.money')?.textContent.replace(/[\u00a0\u202f]/g, ' ');
    expect(amounts).toBe('1 500,50 (assureur : 1 500,49)');
  });
});
