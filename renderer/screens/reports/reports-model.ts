/**
 * The reports screen's model: the claims report over a range of the desk's days, the batches sent and one
 * batch's closing view, read from the core and kept here (`useReports`); the screen renders what it holds.
 * Which tab, range and batch staff chose stays with the screen (kept across a reload: stores/session-kept.ts)
 * and is handed to the actions.
 */
import { create } from 'zustand';
import type { BatchClosing, BatchSummary, ClaimsReport } from '../../../shared/domain/reports';
import { deskTimeZone } from '../../i18n/desk-zone';
import { callOp, onEvent } from '../../api';

export interface Range {
  readonly from: string;
  readonly to: string;
}

interface ReportsState {
  /** The claims report last read, kept while the next range loads (the table stays, marked busy). */
  readonly report: ClaimsReport | undefined;
  readonly loading: boolean;
  readonly problem: string | undefined;
  readonly batches: readonly BatchSummary[] | undefined;
  readonly batchNo: string;
  readonly closing: BatchClosing | undefined;
  readonly batchProblem: string | undefined;
  /**
   * Reads the claims report over these days, with the day sheet when `daySheet` (an answer to an earlier range
   * that comes late is dropped).
   */
  readonly showRange: (range: Range, daySheet: boolean) => Promise<void>;
  readonly loadBatches: () => Promise<void>;
  /**
   * Opens a batch: asks for the insurer's statuses to be read again (the sync engine's follow-up read, after
   * its sends: never a read of its own), and reads its closing view.
   */
  readonly openBatch: (batchNo: string) => Promise<void>;
  /** Reads the open batch's view again. */
  readonly refreshBatch: () => Promise<void>;
  /**
   * Makes the batch view again each time a sync run ends, so what it found shows (not at each of a run's
   * progress events: a large batch's view takes tens of milliseconds to make). Answers the unsubscribe.
   */
  readonly followSync: () => () => void;
  /** Staff left the report: the next one opens from nothing ("Loading…"), as a fresh screen does. */
  readonly leave: () => void;
}

const initial = {
  report: undefined,
  loading: false,
  problem: undefined,
  batches: undefined,
  batchNo: '',
  closing: undefined,
  batchProblem: undefined,
} as const;

let rangeAsked = 0;
let batchAsked = 0;

export const useReports = create<ReportsState>()((set, get) => ({
  ...initial,
  showRange: async (range, daySheet) => {
    const asked = ++rangeAsked;
    set({ loading: true });
    const result = await callOp('reports.claims', { ...range, timeZone: deskTimeZone(), daySheet });
    if (asked !== rangeAsked) return;
    set({
      loading: false,
      problem: result.ok ? undefined : result.error.message,
      ...(result.ok && { report: result.value }),
    });
  },
  loadBatches: async () => {
    const result = await callOp('reports.batches', {});
    if (result.ok) set({ batches: result.value });
    else set({ batchProblem: result.error.message });
  },
  openBatch: async (batchNo) => {
    set({ batchNo });
    if (batchNo === '') return;
    void callOp('followUp.readBatch', { batchNo });
    await get().refreshBatch();
  },
  refreshBatch: async () => {
    const { batchNo } = get();
    if (batchNo === '') return;
    const asked = ++batchAsked;
    const result = await callOp('reports.batch', { batchNo });
    if (asked !== batchAsked) return;
    set({ batchProblem: result.ok ? undefined : result.error.message, closing: result.ok ? result.value : undefined });
  },
  followSync: () =>
    onEvent('sync.statusChanged', (status) => {
      if (status.phase !== 'syncing') void get().refreshBatch();
    }),
  leave: () => {
    // Answers still on their way are for a report no longer shown.
    rangeAsked++;
    batchAsked++;
    set(initial);
  },
}));
