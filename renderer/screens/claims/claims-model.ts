/**
 * The claim screen's one way to the core: every operation its editor, pickers and type-aheads ask for, and the
 * events they follow. Components render and call this model; only models and stores import renderer/api.
 */
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';

export const claimsModel = {
  claim: (id: string) => callOp('claims.get', { id }),
  save: (draft: OperationInput<'claims.save'>) => callOp('claims.save', draft),
  queue: (input: OperationInput<'claims.queue'>) => callOp('claims.queue', input),
  backToDraft: (id: string) => callOp('claims.backToDraft', { id }),
  deleteDraft: (id: string) => callOp('claims.deleteDraft', { id }),
  stashedDraft: () => callOp('claims.stashedDraft', {}),
  stashDraft: (draft: OperationInput<'claims.stashDraft'>) => callOp('claims.stashDraft', draft),
  facts: (authorizationNo: string, tariffIds: string[]) => callOp('claims.facts', { authorizationNo, tariffIds }),
  doctors: () => callOp('doctors.list', {}),
  saveDoctor: (doctor: OperationInput<'doctors.save'>) => callOp('doctors.save', doctor),
  recentAuthorizations: () => callOp('authorizations.recent', { limit: 30 }),
  enterAuthorization: (authorizationNo: string) => callOp('authorizations.enter', { authorizationNo }),
  searchTariffs: (query: string) => callOp('tariffs.search', { query, limit: 10 }),
  searchDiagnoses: (query: string) => callOp('diagnoses.search', { query, limit: 8 }),
  lookUpDiagnosis: (code: string) => callOp('diagnoses.lookup', { code }),
  /** Sync moved on: a claim the editor follows may have been sent or answered. */
  onSyncChanged: (listener: () => void) => onEvent('sync.statusChanged', listener),
};
