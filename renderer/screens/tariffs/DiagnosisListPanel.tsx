/**
 * The diagnosis list on this computer: how many codes, from which file and when,
 * and an import of a CSV file (code,title) that replaces it. The page reads the
 * chosen file as text and the core checks it; a refused file is listed by line,
 * and the list in use stays.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  CONTROL_CHARACTERS,
  MAX_DIAGNOSIS_FILE_BYTES,
  type DiagnosisImportOutcome,
  type DiagnosisListInfo,
} from '../../../shared/domain/diagnoses';
import { tariffsModel } from './tariffs-model';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { Trans, useFormat, useTranslation } from '../../i18n';
import './diagnosis-list.css';

type Refusal = Extract<DiagnosisImportOutcome, { imported: false }>;

/** What the page finds wrong with a file before sending it, worded on screen. */
type FileProblem = { readonly why: 'tooLarge' | 'notText' | 'unreadable'; readonly file: string };
/** A problem to show: the page's own, or the core's words. */
type Problem = FileProblem | { readonly why: 'chooseFirst' } | { readonly message: string };

const MEGABYTES = MAX_DIAGNOSIS_FILE_BYTES / (1024 * 1024);

/** Why the page will not send this file, or undefined when the core should judge it. */
function notSendable(file: File, text: string | undefined): FileProblem | undefined {
  if (file.size > MAX_DIAGNOSIS_FILE_BYTES) return { why: 'tooLarge', file: file.name };
  // Not text: a spreadsheet's own format, say. JSON would also blow such bytes up past what the page may send.
  if (text !== undefined && CONTROL_CHARACTERS.test(text)) return { why: 'notText', file: file.name };
  return undefined;
}

/** Reads the file and hands it to the core: its outcome, or the problem. */
async function sendFile(file: File): Promise<DiagnosisImportOutcome | { readonly problem: Problem }> {
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
  const result = await tariffsModel.importDiagnoses(file.name, text);
  return result.ok ? result.value : { problem: { message: result.error.message } };
}

export function DiagnosisListPanel() {
  const inputId = useId();
  const hintId = useId();
  const now = useNow(30_000);
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<DiagnosisListInfo | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [importing, setImporting] = useState(false);
  const [done, setDone] = useState<{ readonly count: number; readonly file: string } | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [refusal, setRefusal] = useState<Refusal | undefined>();

  useEffect(() => {
    void tariffsModel.diagnosisList().then((result) => {
      if (result.ok) setInfo(result.value);
      else setProblem({ message: result.error.message });
    });
  }, []);

  const importFile = async (): Promise<void> => {
    setDone(undefined);
    setProblem(undefined);
    setRefusal(undefined);
    if (!file) {
      setProblem({ why: 'chooseFirst' });
      input.current?.focus();
      return;
    }
    setImporting(true);
    const outcome = await sendFile(file);
    setImporting(false);
    if ('problem' in outcome) setProblem(outcome.problem);
    else if (!outcome.imported) setRefusal(outcome);
    else {
      setInfo(outcome.list);
      setDone({ count: outcome.list.count, file: file.name });
      setFile(undefined);
      if (input.current) input.current.value = '';
    }
  };

  const problemWords = (shown: Problem): string => {
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
