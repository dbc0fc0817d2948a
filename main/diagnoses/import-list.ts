/**
 * Importing a diagnosis list: the file is read and checked whole before anything
 * is written; a file with problems is refused with them, by line, and the list in
 * use stays; a sound file replaces the list in one transaction. Every import, done
 * or refused, is in the audit trail.
 */
import type { DiagnosisImport, DiagnosisImportOutcome } from '../../shared/domain/diagnoses';
import { recordAudit } from '../store/audit';
import type { Db } from '../store/database';
import type { StoreDeps } from '../store/store-deps';
import type { StoreFailure } from '../store/store-failure';
import { storeResult } from '../store/store-errors';
import { readDiagnosisFile } from './diagnosis-file';
import { diagnosisListInfo } from './diagnosis-list';
import { replaceDiagnosisList, type RowsWritten } from './diagnosis-writes';

/** Problems listed in a refusal; the rest are counted. */
export const MAX_REPORTED_PROBLEMS = 50;

export type ImportResult =
  { readonly ok: true; readonly value: DiagnosisImportOutcome } | { readonly ok: false; readonly error: StoreFailure };

const plural = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

function listInUse(db: Db): string {
  const { count, sourceName } = diagnosisListInfo({ db });
  return count === 0
    ? 'No diagnosis list was in use before, and none is now.'
    : `The list in use (${plural(count, 'code', 'codes')} from ${sourceName ?? 'an earlier file'}) is unchanged.`;
}

export function importDiagnosisList(
  deps: StoreDeps,
  { fileName, text }: DiagnosisImport,
  rowsWritten?: RowsWritten,
): ImportResult {
  const { db } = deps;
  const reading = readDiagnosisFile(text);
  const subject = `diagnosis list ${fileName}`;
  if (!reading.ok) {
    const { problems } = reading;
    recordAudit(
      db,
      {
        action: 'diagnoses.import',
        outcome: 'refused',
        subject,
        detail: plural(problems.length, 'problem', 'problems'),
      },
      deps,
    );
    return {
      ok: true,
      value: {
        imported: false,
        message: `${fileName} was not imported: ${plural(problems.length, 'line needs', 'lines need')} fixing. ${listInUse(db)} Fix the file and import it again.`,
        problems: problems.slice(0, MAX_REPORTED_PROBLEMS),
        moreProblems: Math.max(0, problems.length - MAX_REPORTED_PROBLEMS),
      },
    };
  }
  const importedAt = deps.now().toISOString();
  const written = storeResult(
    () => replaceDiagnosisList(db, reading.entries, { sourceName: fileName, importedAt }, rowsWritten),
    'the diagnosis list',
  );
  if (!written.ok) {
    // The entry may fail for the same reason (a full disk); staff are told either way.
    storeResult(() =>
      recordAudit(db, { action: 'diagnoses.import', outcome: 'failed', subject, detail: written.error.code }, deps),
    );
    return { ok: false, error: { code: written.error.code, message: `${written.error.message} ${listInUse(db)}` } };
  }
  recordAudit(
    db,
    { action: 'diagnoses.import', outcome: 'ok', subject, detail: plural(written.value, 'code', 'codes') },
    deps,
  );
  return { ok: true, value: { imported: true, list: diagnosisListInfo({ db }) } };
}
