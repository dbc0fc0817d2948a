/**
 * The tariffs screen's model (`useTariffs`): the local tariff cache (its facts, a search, a refresh and its
 * progress, a held download and staff's choice on it) and the desk's diagnosis list with its import, read from
 * and sent to the core. The screen renders what it holds; what staff type (the search, the chosen file) stays
 * with the screen until it is handed to an action.
 */
import { create } from 'zustand';
import {
  CONTROL_CHARACTERS,
  MAX_DIAGNOSIS_FILE_BYTES,
  type DiagnosisImportOutcome,
  type DiagnosisListInfo,
} from '../../../shared/domain/diagnoses';
import type {
  HeldTariffRefresh,
  TariffCacheInfo,
  TariffEntry,
  TariffRefreshProgress,
} from '../../../shared/domain/tariffs';
import { callOp, onEvent } from '../../api';

/** Access types the service is documented to use; others found in results are added to the filter. */
const KNOWN_ACCESS_TYPES = ['direct', 'pre-auth'];
export const SEARCH_LIMIT = 50;

type Refusal = Extract<DiagnosisImportOutcome, { imported: false }>;
/** What the page finds wrong with a file before sending it, worded on screen. */
type FileProblem = { readonly why: 'tooLarge' | 'notText' | 'unreadable'; readonly file: string };
/** A diagnosis-list problem to show: the page's own, or the core's words. */
export type ListProblem = FileProblem | { readonly why: 'chooseFirst' } | { readonly message: string };

/** Why the page will not send this file, or undefined when the core should judge it. */
function notSendable(file: File, text: string | undefined): FileProblem | undefined {
  if (file.size > MAX_DIAGNOSIS_FILE_BYTES) return { why: 'tooLarge', file: file.name };
  // Not text: a spreadsheet's own format, say. JSON would also blow such bytes up past what the page may send.
  if (text !== undefined && CONTROL_CHARACTERS.test(text)) return { why: 'notText', file: file.name };
  return undefined;
}

/** Reads the file and hands it to the core: its outcome, or the problem. */
async function sendFile(file: File): Promise<DiagnosisImportOutcome | { readonly problem: ListProblem }> {
  const tooLarge = notSendable(file, undefined);
  if (tooLarge) return { problem: tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: { why: 'unreadable', file: file.name } };
  }
  const unreadable = notSendable(file, text);
  if (unreadable) return { problem: unreadable };
  const result = await callOp('diagnoses.import', { fileName: file.name, text });
  return result.ok ? result.value : { problem: { message: result.error.message } };
}

interface TariffsState {
  readonly info: TariffCacheInfo | undefined;
  readonly problem: string | undefined;
  readonly refreshing: boolean;
  readonly progress: TariffRefreshProgress | undefined;
  /** The item count a refresh of this screen ended with. */
  readonly refreshedCount: number | undefined;
  /** A full download waiting for staff because it would remove too much of the cache. */
  readonly held: HeldTariffRefresh | null;
  /** Which choice on the held download is being made. */
  readonly choosing: 'confirm' | 'discard' | undefined;
  /** Staff kept the cache as it was. */
  readonly kept: boolean;
  /** The last search's matches; undefined while nothing is searched. */
  readonly results: readonly TariffEntry[] | undefined;
  readonly seenTypes: readonly string[];
  readonly diagnoses: DiagnosisListInfo | undefined;
  readonly importing: boolean;
  readonly imported: { readonly count: number; readonly file: string } | undefined;
  readonly listProblem: ListProblem | undefined;
  readonly refusal: Refusal | undefined;
  /** Reads the cache's facts and a held download, and follows a refresh's progress; answers the unfollow. */
  readonly open: () => () => void;
  /** Reads the diagnosis list in use. */
  readonly openList: () => Promise<void>;
  readonly refresh: (full: boolean) => Promise<void>;
  readonly chooseHeld: (choice: 'confirm' | 'discard') => Promise<void>;
  /** Searches the cache (an answer to an earlier search that comes late is dropped); empty text clears it. */
  readonly search: (query: string, accessType: string) => Promise<void>;
  /** Imports a diagnosis list file; answers whether it replaced the list. */
  readonly importDiagnoses: (file: File | undefined) => Promise<boolean>;
}

const initial = {
  info: undefined,
  problem: undefined,
  refreshing: false,
  progress: undefined,
  refreshedCount: undefined,
  held: null,
  choosing: undefined,
  kept: false,
  results: undefined,
  seenTypes: KNOWN_ACCESS_TYPES,
} as const;

const listInitial = {
  diagnoses: undefined,
  importing: false,
  imported: undefined,
  listProblem: undefined,
  refusal: undefined,
} as const;

let searched = 0;

export const useTariffs = create<TariffsState>()((set, get) => {
  const loadHeld = async (): Promise<void> => {
    const result = await callOp('tariffs.held', {});
    if (result.ok) set({ held: result.value });
  };

  return {
    ...initial,
    ...listInitial,
    open: () => {
      // A fresh screen each time it opens, as it was when the screen held its own state.
      searched++;
      set(initial);
      void callOp('tariffs.info', {}).then((result) => {
        if (result.ok) set({ info: result.value });
        else set({ problem: result.error.message });
      });
      void loadHeld();
      return onEvent('tariffs.refreshProgress', (progress) => set({ progress }));
    },
    openList: async () => {
      set(listInitial);
      const result = await callOp('diagnoses.info', {});
      if (result.ok) set({ diagnoses: result.value });
      else set({ listProblem: { message: result.error.message } });
    },
    refresh: async (full) => {
      set({ refreshing: true, progress: undefined, refreshedCount: undefined, problem: undefined, kept: false });
      const result = await callOp('tariffs.refresh', full ? { full } : {});
      set({ refreshing: false });
      if (!result.ok) {
        // A held download is shown for a choice; its words say so already.
        if (result.error.code === 'held') await loadHeld();
        else set({ problem: result.error.message });
        return;
      }
      set({ info: result.value, refreshedCount: result.value.itemCount });
    },
    chooseHeld: async (choice) => {
      const { held } = get();
      if (!held) return;
      set({ choosing: choice });
      const id = held.id;
      const result = await callOp(choice === 'confirm' ? 'tariffs.confirmHeld' : 'tariffs.discardHeld', { id });
      set({ choosing: undefined, held: null });
      if (!result.ok) set({ problem: result.error.message });
      else if (choice === 'confirm') set({ info: result.value, refreshedCount: result.value.itemCount });
      else set({ info: result.value, kept: true });
    },
    search: async (query, accessType) => {
      const asked = ++searched;
      if (query.trim() === '') {
        set({ results: undefined });
        return;
      }
      const result = await callOp('tariffs.search', {
        query: query.trim(),
        limit: SEARCH_LIMIT,
        ...(accessType ? { accessType } : {}),
      });
      if (asked !== searched) return;
      if (!result.ok) set({ results: [], problem: result.error.message });
      else {
        const types = [...new Set([...get().seenTypes, ...result.value.map((entry) => entry.accessType)])];
        set({ results: result.value, seenTypes: types });
      }
    },
    importDiagnoses: async (file) => {
      set({ imported: undefined, listProblem: undefined, refusal: undefined });
      if (!file) {
        set({ listProblem: { why: 'chooseFirst' } });
        return false;
      }
      set({ importing: true });
      const outcome = await sendFile(file);
      set({ importing: false });
      if ('problem' in outcome) set({ listProblem: outcome.problem });
      else if (!outcome.imported) set({ refusal: outcome });
      else {
        set({ diagnoses: outcome.list, imported: { count: outcome.list.count, file: file.name } });
        return true;
      }
      return false;
    },
  };
});
