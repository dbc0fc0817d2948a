/**
 * The claim screen's one way to the core: every operation its editor and type-aheads ask for, and the events
 * they follow (`claimsModel`, called by the editor's hook, use-claim-editor.ts); and the choices its pickers
 * offer (`useClaimChoices`: the recent authorizations and the doctors on the roster, as the core lists them).
 * Components render and call this model; only models and stores import renderer/api.
 */
import { create } from 'zustand';
import type { AuthorizationChoice, AuthorizationView, DoctorEntry } from '../../../shared/domain/care';
import type { OperationError } from '../../../shared/ops/define';
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';

export const claimsModel = {
  claim: (id: string) => callOp('claims.get', { id }),
  /** The draft being written for this authorization's visit, if any. */
  draftFor: (authorizationNo: string) => callOp('claims.draftFor', { authorizationNo }),
  save: (draft: OperationInput<'claims.save'>) => callOp('claims.save', draft),
  queue: (input: OperationInput<'claims.queue'>) => callOp('claims.queue', input),
  backToDraft: (id: string) => callOp('claims.backToDraft', { id }),
  deleteDraft: (id: string) => callOp('claims.deleteDraft', { id }),
  stashedDraft: () => callOp('claims.stashedDraft', {}),
  stashDraft: (draft: OperationInput<'claims.stashDraft'>) => callOp('claims.stashDraft', draft),
  facts: (authorizationNo: string, tariffIds: string[], diagnosisCodes: string[]) =>
    callOp('claims.facts', { authorizationNo, tariffIds, diagnosisCodes }),
  saveDoctor: (doctor: OperationInput<'doctors.save'>) => callOp('doctors.save', doctor),
  searchTariffs: (query: string) => callOp('tariffs.search', { query, limit: 10 }),
  searchDiagnoses: (query: string) => callOp('diagnoses.search', { query, limit: 8 }),
  lookUpDiagnosis: (code: string) => callOp('diagnoses.lookup', { code }),
  /** Sync moved on: a claim the editor follows may have been sent or answered. */
  onSyncChanged: (listener: () => void) => onEvent('sync.statusChanged', listener),
};

interface ClaimChoicesState {
  readonly authorizations: readonly AuthorizationChoice[];
  readonly authorizationsProblem: string | undefined;
  /** An authorization number typed in is being checked with the core. */
  readonly entering: boolean;
  readonly enterError: OperationError | undefined;
  readonly roster: readonly DoctorEntry[];
  readonly rosterProblem: string | undefined;
  /** The roster was read (or refused) at least once: an empty one means no doctor is saved. */
  readonly rosterRead: boolean;
  /** The picker opened: what it said of a number typed before is gone, and the list is read again. */
  readonly openAuthorizations: () => Promise<void>;
  readonly loadAuthorizations: () => Promise<void>;
  /** Takes a typed authorization number; answers it once the core knows it (the list is read again). */
  readonly enterAuthorization: (authorizationNo: string) => Promise<AuthorizationView | undefined>;
  readonly loadRoster: () => Promise<void>;
  /** A doctor saved to the roster from the editor: listed (in place of an earlier copy) without a read. */
  readonly doctorAdded: (doctor: DoctorEntry) => void;
}

export const useClaimChoices = create<ClaimChoicesState>()((set, get) => ({
  authorizations: [],
  authorizationsProblem: undefined,
  entering: false,
  enterError: undefined,
  roster: [],
  rosterProblem: undefined,
  rosterRead: false,
  openAuthorizations: async () => {
    set({ enterError: undefined });
    await get().loadAuthorizations();
  },
  loadAuthorizations: async () => {
    const result = await callOp('authorizations.recent', { limit: 30 });
    if (result.ok) set({ authorizations: result.value });
    set({ authorizationsProblem: result.ok ? undefined : result.error.message });
  },
  enterAuthorization: async (authorizationNo) => {
    set({ entering: true });
    const result = await callOp('authorizations.enter', { authorizationNo: authorizationNo.trim() });
    set({ entering: false, enterError: result.ok ? undefined : result.error });
    if (!result.ok) return undefined;
    void get().loadAuthorizations();
    return result.value;
  },
  loadRoster: async () => {
    const result = await callOp('doctors.list', {});
    if (result.ok) set({ roster: result.value });
    set({ rosterProblem: result.ok ? undefined : result.error.message, rosterRead: true });
  },
  doctorAdded: (doctor) =>
    set((state) => ({ roster: [...state.roster.filter((entry) => entry.id !== doctor.id), doctor] })),
}));
