// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldTariffRefresh, TariffCacheInfo, TariffRefreshProgress } from '../../../shared/domain/tariffs';
import { TariffsScreen } from '../../../renderer/screens/tariffs/TariffsScreen';
import { answer, inputsOf, onEvent } from '../fake-api';
import { tariff } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

// Only Date is faked (and held still): the age shown is measured from NOW, however long the run takes.
const NOW = new Date('2026-11-22T12:00:00.000Z');
const lastSyncedAt = new Date(NOW.getTime() - 3 * 3_600_000).toISOString();
const INFO: TariffCacheInfo = { itemCount: 1200, lastSyncedAt, lastSyncDate: '2026-11-22', providers: [] };

let finishRefresh: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  answer({
    'tariffs.info': () => ({ ok: true, value: INFO }),
    'tariffs.search': ({ query }) => ({
      ok: true,
      value: [{ ...tariff('TRF-9', `Amoxicillin ${query}`, '35.125'), accessType: 'pre-auth' }],
    }),
    'tariffs.refresh': () => ({ ok: true, value: { ...INFO, itemCount: 1234 } }),
    'tariffs.held': () => ({ ok: true, value: null }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  finishRefresh = undefined;
});

const progressListener = (): ((progress: TariffRefreshProgress) => void) => {
  const calls = onEvent.mock.calls as unknown as [string, (progress: TariffRefreshProgress) => void][];
  const found = calls.filter(([name]) => name === 'tariffs.refreshProgress').at(-1)?.[1];
  if (!found) throw new Error('the screen does not follow tariffs.refreshProgress');
  return found;
};

describe('tariffs screen', () => {
  it('shows the item count and the age of the last refresh', async () => {
    render(<TariffsScreen />);
    expect(await screen.findByText('1,200')).toBeTruthy();
    expect(screen.getByText(/\(3 hours ago\)/)).toBeTruthy();
  });

  it('shows refresh progress as a bar with a percentage, then the new count', async () => {
    const { callOp } = await import('../fake-api');
    render(<TariffsScreen />);
    await screen.findByText('1,200');
    callOp.mockImplementationOnce(
      (() =>
        new Promise((resolve) => {
          finishRefresh = () => resolve({ ok: true, value: { ...INFO, itemCount: 1234 } });
        })) as unknown as typeof callOp,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh tariffs' }));
    act(() => progressListener()({ phase: 'saving', done: 40, total: 160 }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('25');
    expect(screen.getByText(/Saving to this computer… 25%/)).toBeTruthy();
    act(() => finishRefresh?.());
    expect(await screen.findByText('Tariffs are up to date: 1,234 items.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('searches with the access-type filter', async () => {
    render(<TariffsScreen />);
    fireEvent.change(screen.getByLabelText('Access type'), { target: { value: 'pre-auth' } });
    fireEvent.change(screen.getByLabelText('Search tariffs'), { target: { value: 'amox' } });
    const row = await screen.findByRole('row', { name: /TRF-9/ });
    expect(row.textContent).toBe('TRF-9Amoxicillin amox35.13pre-auth');
    await waitFor(() =>
      expect(inputsOf('tariffs.search').at(-1)).toEqual({ query: 'amox', limit: 50, accessType: 'pre-auth' }),
    );
  });

  it('shows a full download held for its size, what would go, and keeps or replaces the tariffs on a choice', async () => {
    const held: HeldTariffRefresh = {
      id: 'held-1',
      downloadedAt: NOW.toISOString(),
      cachedCount: 1200,
      listedCount: 3,
      droppedCount: 1197,
      thresholdPercent: 50,
      dropped: [{ providerId: 'PRV-001', id: 'TRF-7', name: 'Paracetamol 500 mg tablets x 20', priceText: '50.00' }],
    };
    let waiting: HeldTariffRefresh | null = null;
    answer({
      'tariffs.info': () => ({ ok: true, value: INFO }),
      'tariffs.held': () => ({ ok: true, value: waiting }),
      'tariffs.refresh': () => {
        waiting = held;
        return { ok: false, error: { code: 'held', message: 'Held: nothing was changed.' } };
      },
      'tariffs.discardHeld': () => ({ ok: true, value: INFO }),
      'tariffs.confirmHeld': () => ({ ok: true, value: { ...INFO, itemCount: 3 } }),
    });
    render(<TariffsScreen />);
    await screen.findByText('1,200');
    fireEvent.click(screen.getByRole('button', { name: 'Download the whole list again' }));
    expect(await screen.findByText(/would remove 1,197 of the 1,200 on this computer, more than the 50%/)).toBeTruthy();
    expect(screen.getByText('1,197 tariffs would be removed')).toBeTruthy();
    expect(screen.getByRole('row', { name: /TRF-7/ }).textContent).toBe('TRF-7Paracetamol 500 mg tablets x 2050.00');
    expect(screen.getByText('and 1,196 more.')).toBeTruthy();
    // Its words are the panel's; the refusal is not shown again as an error.
    expect(screen.queryByText('Held: nothing was changed.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Keep the tariffs in use' }));
    expect(await screen.findByText(/The tariffs in use were kept/)).toBeTruthy();
    expect(inputsOf('tariffs.discardHeld')).toEqual([{ id: 'held-1' }]);
    expect(screen.queryByText(/would be removed/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download the whole list again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace them with the 3 downloaded' }));
    expect(await screen.findByText('Tariffs are up to date: 3 items.')).toBeTruthy();
    expect(inputsOf('tariffs.confirmHeld')).toEqual([{ id: 'held-1' }]);
  });
});
