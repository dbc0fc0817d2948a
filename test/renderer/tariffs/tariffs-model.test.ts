// The tariffs screen's model without React: its actions against a stand-in for the core.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeldTariffRefresh, TariffCacheInfo, TariffEntry } from '../../../shared/domain/tariffs';
import { useTariffs } from '../../../renderer/screens/tariffs/tariffs-model';
import { answer, emit, inputsOf, listening } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const cache = (itemCount: number): TariffCacheInfo => ({
  itemCount,
  lastSyncedAt: null,
  lastSyncDate: null,
  providers: [],
});
const entry = (id: string, accessType: string): TariffEntry => ({ id, accessType }) as TariffEntry;
const HELD = { id: 'held-1', droppedCount: 40, dropped: [] } as unknown as HeldTariffRefresh;

let unfollow = (): void => undefined;
afterEach(() => unfollow());

describe('tariffs model', () => {
  it('opens with the cache’s facts and a held download, and follows a refresh’s progress', async () => {
    answer({
      'tariffs.info': () => ({ ok: true, value: cache(12) }),
      'tariffs.held': () => ({ ok: true, value: HELD }),
    });
    unfollow = useTariffs.getState().open();
    await vi.waitFor(() => expect(useTariffs.getState()).toMatchObject({ info: cache(12), held: HELD }));
    emit('tariffs.refreshProgress', { done: 3, total: 9 } as never);
    expect(useTariffs.getState().progress).toEqual({ done: 3, total: 9 });
    unfollow();
    expect(listening('tariffs.refreshProgress')).toBe(false);
  });

  it('refreshes: the new count, or the held download instead of a problem', async () => {
    answer({ 'tariffs.refresh': () => ({ ok: true, value: cache(30) }) });
    await useTariffs.getState().refresh(true);
    expect(inputsOf('tariffs.refresh')).toEqual([{ full: true }]);
    expect(useTariffs.getState()).toMatchObject({ refreshing: false, refreshedCount: 30, info: cache(30) });

    answer({
      'tariffs.refresh': () => ({ ok: false, error: { code: 'held', message: 'Held for you.' } }),
      'tariffs.held': () => ({ ok: true, value: HELD }),
    });
    await useTariffs.getState().refresh(false);
    expect(inputsOf('tariffs.refresh')).toEqual([{}]);
    expect(useTariffs.getState()).toMatchObject({ refreshedCount: undefined, problem: undefined, held: HELD });
  });

  it('keeps the cache when staff choose so, and says so', async () => {
    answer({ 'tariffs.discardHeld': () => ({ ok: true, value: cache(12) }) });
    useTariffs.setState({ held: HELD, kept: false });
    await useTariffs.getState().chooseHeld('discard');
    expect(inputsOf('tariffs.discardHeld')).toEqual([{ id: 'held-1' }]);
    expect(useTariffs.getState()).toMatchObject({ held: null, kept: true, choosing: undefined });
  });

  it('searches, widens the access-type filter with what it found, and clears on empty text', async () => {
    answer({ 'tariffs.search': () => ({ ok: true, value: [entry('T1', 'walk-in')] }) });
    await useTariffs.getState().search('  malaria ', 'direct');
    expect(inputsOf('tariffs.search')).toEqual([{ query: 'malaria', limit: 50, accessType: 'direct' }]);
    expect(useTariffs.getState().results).toHaveLength(1);
    expect(useTariffs.getState().seenTypes).toContain('walk-in');
    await useTariffs.getState().search(' ', '');
    expect(useTariffs.getState().results).toBeUndefined();
    expect(inputsOf('tariffs.search')).toHaveLength(1);
  });

  it('imports a diagnosis list file, or refuses one that is not text without asking the core', async () => {
    answer({
      'diagnoses.import': ({ fileName }) =>
        ({
          ok: true,
          value: { imported: true, list: { count: 2, importedAt: null, sourceName: fileName } },
        }) as never,
    });
    expect(await useTariffs.getState().importDiagnoses(new File(['A00,Cholera\nB54,Malaria\n'], 'icd.csv'))).toBe(true);
    expect(useTariffs.getState().imported).toEqual({ count: 2, file: 'icd.csv' });

    expect(await useTariffs.getState().importDiagnoses(new File(['\u0000\u0001'], 'sheet.xls'))).toBe(false);
    expect(useTariffs.getState().listProblem).toEqual({ why: 'notText', file: 'sheet.xls' });
    expect(inputsOf('diagnoses.import')).toHaveLength(1);
  });
});
