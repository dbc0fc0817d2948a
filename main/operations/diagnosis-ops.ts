/** diagnoses.*: search the list, check a typed code, what the list holds, and an import that replaces it. */
import { diagnosisListInfo, importDiagnosisList, lookupDiagnosis, searchDiagnoses } from '../diagnoses';
import { ok, type HandlersOf } from './handler';

export const diagnosisHandlers: HandlersOf<'diagnoses'> = {
  'diagnoses.search': ({ query, limit }, core) => ok(searchDiagnoses(core.store(), query, limit)),
  'diagnoses.lookup': ({ code }, core) => ok(lookupDiagnosis(core.store(), code)),
  'diagnoses.info': (_input, core) => ok(diagnosisListInfo(core.store())),
  'diagnoses.import': (input, core) => importDiagnosisList(core.store(), input),
};
