/**
 * The settings screen's one way to the core, besides the app-wide stores it shares (settings, lock, updates):
 * diagnostics and their alerts (`settingsModel`), handing claims to another desk (`useHandover`), and
 * forgetting this device (`useForget`). The stores hold what the core answered; what staff type (passphrases,
 * the word to forget) stays in the sections until it is handed to an action.
 */
import { create } from 'zustand';
import type { ForgetCheck } from '../../../shared/domain/forget';
import { HANDOVER_PART_BYTES, type HandoverClaim, type HandoverRecord } from '../../../shared/domain/handover';
import type { OperationError } from '../../../shared/ops/define';
import type { EventPayload } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';
import { readAsBase64 } from '../outbox/read-file';

/** Sends the file in parts (each operation stays small), then imports it whole. */
async function importInParts(file: File, passphrase: string) {
  let uploadId: string | undefined;
  for (let start = 0; start === 0 || start < file.size; start += HANDOVER_PART_BYTES) {
    const contentBase64 = await readAsBase64(file.slice(start, start + HANDOVER_PART_BYTES));
    const sent = await callOp('handover.upload', { uploadId, contentBase64 });
    if (!sent.ok) return sent;
    uploadId = sent.value.uploadId;
  }
  return callOp('handover.import', { fileName: file.name, uploadId: uploadId ?? '', passphrase });
}

export const settingsModel = {
  previewDiagnostics: () => callOp('diagnostics.preview', {}),
  exportDiagnostics: (id: string) => callOp('diagnostics.export', { id }),
  alerts: () => callOp('diagnostics.alerts', {}),
  dismissAlert: (id: number) => callOp('diagnostics.dismissAlert', { id }),
  onAlertsChanged: (listener: (alerts: EventPayload<'diagnostics.alertsChanged'>) => void) =>
    onEvent('diagnostics.alertsChanged', listener),
  /** The desktop menu's "Export diagnostics". */
  onExportAsked: (listener: () => void) => onEvent('app.exportDiagnostics', listener),
  /** Settings › People (main/desk/people). */
  people: () => callOp('people.list', {}),
  addPerson: (name: string, pin: string) => callOp('people.add', { name, pin }),
  renamePerson: (id: number, name: string) => callOp('people.rename', { id, name }),
  retirePerson: (id: number) => callOp('people.retire', { id }),
};

/** A handover file to save on this computer. */
export interface HandoverFile {
  readonly fileName: string;
  readonly contentBase64: string;
}

export type HandoverOutcome =
  | {
      readonly kind: 'exported' | 'imported' | 'taken-back';
      readonly claims: readonly HandoverClaim[];
      readonly fileName: string;
    }
  | { readonly kind: 'failed'; readonly title: 'notExported' | 'notImported'; readonly error: OperationError };

interface HandoverState {
  readonly records: readonly HandoverRecord[];
  readonly busy: 'exporting' | 'importing' | undefined;
  readonly outcome: HandoverOutcome | undefined;
  readonly loadRecords: () => Promise<void>;
  /** Exports the desk's claims for another desk; answers the file to save, when there is one. */
  readonly exportClaims: (passphrase: string) => Promise<HandoverFile | undefined>;
  /** Imports another desk's file; answers whether it was taken. */
  readonly importFile: (file: File, passphrase: string) => Promise<boolean>;
  /** An earlier export's file again. */
  readonly fileAgain: (id: string) => Promise<HandoverFile | undefined>;
  /** The section closed: opened again, it says nothing of what was done before. */
  readonly leave: () => void;
}

const handoverInitial = { records: [], busy: undefined, outcome: undefined } as const;

export const useHandover = create<HandoverState>()((set, get) => ({
  ...handoverInitial,
  leave: () => set(handoverInitial),
  loadRecords: async () => {
    const listed = await callOp('handover.list', {});
    if (listed.ok) set({ records: listed.value });
  },
  exportClaims: async (passphrase) => {
    set({ busy: 'exporting' });
    const result = await callOp('handover.export', { passphrase });
    set({ busy: undefined });
    if (!result.ok) {
      set({ outcome: { kind: 'failed', title: 'notExported', error: result.error } });
      return undefined;
    }
    set({ outcome: { kind: 'exported', claims: result.value.claims, fileName: result.value.fileName } });
    void get().loadRecords();
    return result.value;
  },
  importFile: async (file, passphrase) => {
    set({ busy: 'importing' });
    const result = await importInParts(file, passphrase);
    set({ busy: undefined });
    if (!result.ok) {
      set({ outcome: { kind: 'failed', title: 'notImported', error: result.error } });
      return false;
    }
    set({ outcome: { kind: result.value.kind, claims: result.value.claims, fileName: file.name } });
    void get().loadRecords();
    return true;
  },
  fileAgain: async (id) => {
    const result = await callOp('handover.file', { id });
    if (result.ok) return result.value;
    set({ outcome: { kind: 'failed', title: 'notExported', error: result.error } });
    return undefined;
  },
}));

interface ForgetState {
  /** What stops forgetting, as the core listed it; undefined until staff ask. */
  readonly check: ForgetCheck | undefined;
  readonly busy: 'checking' | 'erasing' | undefined;
  readonly error: OperationError | undefined;
  readonly begin: () => Promise<void>;
  /** Erases the desk's data; answers whether it did (the page then starts afresh). */
  readonly confirm: (word: string) => Promise<boolean>;
  /** The section closed: opened again, it asks afresh. */
  readonly leave: () => void;
}

const forgetInitial = { check: undefined, busy: undefined, error: undefined } as const;

export const useForget = create<ForgetState>()((set, get) => ({
  ...forgetInitial,
  leave: () => set(forgetInitial),
  begin: async () => {
    set({ busy: 'checking', error: undefined });
    const result = await callOp('forget.check', {});
    set({ busy: undefined });
    if (result.ok) set({ check: result.value });
    else set({ error: result.error });
  },
  confirm: async (word) => {
    set({ busy: 'erasing', error: undefined });
    const result = await callOp('forget.confirm', { word });
    if (result.ok) return true;
    set({ busy: undefined, error: result.error });
    // What stops it may have changed since it was listed.
    if (result.error.code === 'forget-blocked') void get().begin();
    return false;
  },
}));
