// The reports screen's model without React: its actions against a stand-in for the core.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchClosing, ClaimsReport } from '../../../shared/domain/reports';
import type { SyncStatus } from '../../../shared/domain/sync';
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { useReports } from '../../../renderer/screens/reports/reports-model';
import { answer, emit, inputsOf, listening } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const report = (from: string): ClaimsReport =>
  ({ query: { from, to: from, timeZone: DESK_TIME_ZONE } }) as ClaimsReport;
const closing = (madeAt: string): BatchClosing =>
  ({ batchNo: 'B-2611', madeAt, claims: [], missingDocuments: 0 }) as unknown as BatchClosing;
const status = (phase: SyncStatus['phase']): SyncStatus => ({ phase }) as SyncStatus;

afterEach(() => useReports.getState().leave());

describe('reports model', () => {
  it('reads the claims report over the range in the desk time zone, and keeps the core’s refusal', async () => {
    answer({ 'reports.claims': ({ from }) => ({ ok: true, value: report(from) }) });
    await useReports.getState().showRange({ from: '2026-11-01', to: '2026-11-01' }, false);
    expect(inputsOf('reports.claims')).toEqual([
      { from: '2026-11-01', to: '2026-11-01', timeZone: DESK_TIME_ZONE, daySheet: false },
    ]);
    expect(useReports.getState()).toMatchObject({ loading: false, problem: undefined });
    expect(useReports.getState().report?.query.from).toBe('2026-11-01');

    answer({ 'reports.claims': () => ({ ok: false, error: { code: 'store', message: 'The store is busy.' } }) });
    await useReports.getState().showRange({ from: '2026-11-02', to: '2026-11-02' }, false);
    // The last report stays shown under the problem.
    expect(useReports.getState()).toMatchObject({ problem: 'The store is busy.', loading: false });
    expect(useReports.getState().report?.query.from).toBe('2026-11-01');
  });

  it('drops an answer for a range staff already moved away from', async () => {
    answer({ 'reports.claims': ({ from }) => ({ ok: true, value: report(from) }) });
    const first = useReports.getState().showRange({ from: '2026-11-01', to: '2026-11-01' }, false);
    const second = useReports.getState().showRange({ from: '2026-11-05', to: '2026-11-05' }, false);
    await Promise.all([first, second]);
    expect(useReports.getState().report?.query.from).toBe('2026-11-05');
  });

  it('opens a batch with a follow-up read, and makes its view again when a sync run ends', async () => {
    let made = 0;
    answer({
      'reports.batches': () => ({ ok: true, value: [{ batchNo: 'B-2611', count: 1, firstDate: '', lastDate: '' }] }),
      'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
      'reports.batch': () => ({ ok: true, value: closing(`made-${++made}`) }),
    });
    const unfollow = useReports.getState().followSync();
    await useReports.getState().loadBatches();
    expect(useReports.getState().batches).toHaveLength(1);
    await useReports.getState().openBatch('B-2611');
    expect(inputsOf('followUp.readBatch')).toEqual([{ batchNo: 'B-2611' }]);
    expect(useReports.getState().closing?.madeAt).toBe('made-1');

    emit('sync.statusChanged', status('syncing'));
    expect(inputsOf('reports.batch')).toHaveLength(1);
    emit('sync.statusChanged', status('idle'));
    await vi.waitFor(() => expect(useReports.getState().closing?.madeAt).toBe('made-2'));

    unfollow();
    expect(listening('sync.statusChanged')).toBe(false);
  });

  it('opens no batch for the empty choice and forgets everything when left', async () => {
    answer({ 'reports.claims': ({ from }) => ({ ok: true, value: report(from) }) });
    await useReports.getState().openBatch('');
    expect(inputsOf('reports.batch')).toEqual([]);
    await useReports.getState().showRange({ from: '2026-11-01', to: '2026-11-01' }, false);
    useReports.getState().leave();
    expect(useReports.getState()).toMatchObject({ report: undefined, closing: undefined, batchNo: '' });
  });
});
