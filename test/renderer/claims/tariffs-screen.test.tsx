// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TariffCacheInfo, TariffRefreshProgress } from '../../../shared/domain/tariffs';
import { TariffsScreen } from '../../../renderer/screens/tariffs/TariffsScreen';
import { answer, inputsOf, onEvent } from './fake-api';
import { tariff } from './fixtures';

vi.mock('../../../renderer/api', () => import('./fake-api'));

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
    const { callOp } = await import('./fake-api');
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
});
