/** Reading the diagnosis list: what it holds, and whether a code typed at the desk is on it. */
import { DiagnosisListInfo, type DiagnosisEntry, type DiagnosisLookup } from '../../shared/domain/diagnoses';
import { statement } from '../store/statements';
import type { StoreDeps } from '../store/store-deps';
import { codeKey } from './diagnosis-codes';

const NO_LIST: DiagnosisListInfo = { count: 0, importedAt: null, sourceName: null };

export function diagnosisListInfo({ db }: Pick<StoreDeps, 'db'>): DiagnosisListInfo {
  const row = statement(
    db,
    'SELECT item_count AS count, imported_at AS importedAt, source_name AS sourceName FROM diagnosis_list WHERE id = 1',
  ).get();
  return row === undefined ? NO_LIST : DiagnosisListInfo.parse(row);
}

/** The entry whose code matches `code` by its letters and digits ("j069" finds J06.9), if any. */
export function lookupDiagnosis({ db }: Pick<StoreDeps, 'db'>, code: string): DiagnosisLookup {
  const key = codeKey(code);
  const entry =
    key === ''
      ? undefined
      : (statement(db, 'SELECT code, title FROM diagnoses WHERE code_key = ?').get(key) as DiagnosisEntry | undefined);
  return { entry: entry ?? null, listCount: diagnosisListInfo({ db }).count };
}
