/**
 * The diagnosis list on this computer: how many codes, from which file and when,
 * and an import of a CSV file (code,title) that replaces it. The page reads the
 * chosen file as text and the core checks it; a refused file is listed by line,
 * and the list in use stays.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_DIAGNOSIS_FILE_BYTES } from '../../../shared/domain/diagnoses';
import { useTariffs, type ListProblem } from './tariffs-model';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { Trans, useFormat, useTranslation } from '../../i18n';
import './diagnosis-list.css';

const MEGABYTES = MAX_DIAGNOSIS_FILE_BYTES / (1024 * 1024);

export function DiagnosisListPanel() {
  const inputId = useId();
  const hintId = useId();
  const now = useNow(30_000);
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const { diagnoses: info, importing, imported: done, listProblem: problem, refusal } = useTariffs();
  const { openList, importDiagnoses } = useTariffs();
  useEffect(() => void openList(), [openList]);
  const [file, setFile] = useState<File | undefined>();

  const importFile = async (): Promise<void> => {
    if (!file) input.current?.focus();
    if (!(await importDiagnoses(file))) return;
    setFile(undefined);
    if (input.current) input.current.value = '';
  };

  const problemWords = (shown: ListProblem): string => {
    if ('message' in shown) return shown.message;
    if (shown.why === 'chooseFirst') return t('diagnoses.chooseFirst');
    if (shown.why === 'tooLarge') return t('diagnoses.tooLarge', { file: shown.file, megabytes: MEGABYTES });
    return shown.why === 'notText'
      ? t('diagnoses.notText', { file: shown.file })
      : t('diagnoses.unreadable', { file: shown.file });
  };

  return (
    <section className="diagnosis-list" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>{t('diagnoses.heading')}</h3>
      <dl className="facts">
        <dt>{t('diagnoses.codes')}</dt>
        <dd>{info ? format.count(info.count) : '…'}</dd>
        <dt>{t('diagnoses.imported')}</dt>
        <dd>
          {info?.importedAt ? (
            <Trans
              t={t}
              i18nKey="diagnoses.importedFrom"
              values={{
                stamp: format.dateTime(info.importedAt),
                age: format.age(info.importedAt, now),
                source: info.sourceName ?? '',
              }}
              components={{ time: <time dateTime={info.importedAt} /> }}
            />
          ) : (
            t('diagnoses.never')
          )}
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={inputId}>{t('diagnoses.file')}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={hintId}
          disabled={importing}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <p id={hintId} className="field-hint">
          <Trans t={t} i18nKey="diagnoses.fileHint" components={{ code: <code /> }} />
        </p>
      </div>
      <div className="actions">
        <Button variant="primary" busy={importing} onClick={() => void importFile()}>
          {t('diagnoses.import')}
        </Button>
      </div>
      {importing && <p role="status">{t('diagnoses.reading')}</p>}
      {done && <Notice tone="success">{t('diagnoses.done', done)}</Notice>}
      {problem && <Notice tone="error">{problemWords(problem)}</Notice>}
      {refusal && (
        <Notice tone="error" title={t('diagnoses.notImported')}>
          <p>{refusal.message}</p>
          <ul className="diagnosis-file-problems" aria-label={t('diagnoses.linesToFix')}>
            {refusal.problems.map(({ line, message }) => (
              <li key={`${line} ${message}`}>{t('diagnoses.line', { line, message })}</li>
            ))}
          </ul>
          {refusal.moreProblems > 0 && <p>{t('diagnoses.more', { count: refusal.moreProblems })}</p>}
        </Notice>
      )}
    </section>
  );
}
