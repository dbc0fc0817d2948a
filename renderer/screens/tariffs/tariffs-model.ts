/**
 * The tariffs screen's one way to the core: the local tariff cache (its facts, a search, a refresh and its
 * progress, a held download's choice) and the desk's diagnosis list.
 */
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';

export const tariffsModel = {
  info: () => callOp('tariffs.info', {}),
  held: () => callOp('tariffs.held', {}),
  search: (search: OperationInput<'tariffs.search'>) => callOp('tariffs.search', search),
  refresh: (full: boolean) => callOp('tariffs.refresh', full ? { full } : {}),
  onRefreshProgress: (listener: Parameters<typeof onEvent<'tariffs.refreshProgress'>>[1]) =>
    onEvent('tariffs.refreshProgress', listener),
  /** Staff's choice on a held full download: take it (`confirm`) or keep the cache as it is. */
  chooseHeld: (choice: 'confirm' | 'discard', id: OperationInput<'tariffs.confirmHeld'>['id']) =>
    callOp(choice === 'confirm' ? 'tariffs.confirmHeld' : 'tariffs.discardHeld', { id }),
  diagnosisList: () => callOp('diagnoses.info', {}),
  importDiagnoses: (fileName: string, text: string) => callOp('diagnoses.import', { fileName, text }),
};
