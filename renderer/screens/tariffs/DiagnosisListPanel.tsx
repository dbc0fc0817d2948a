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
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { useFormat } from '../../i18n';
import './diagnosis-list.css';

type Refusal = Extract<DiagnosisImportOutcome, { imported: false }>;

const SAVE_AS_CSV = 'In a spreadsheet, use Save As and choose "CSV UTF-8".';

/** Why the page will not send this file, or undefined when the core should judge it. */
function notSendable(file: File, text: string | undefined): string | undefined {
  if (file.size > MAX_DIAGNOSIS_FILE_BYTES) {
    const megabytes = (MAX_DIAGNOSIS_FILE_BYTES / (1024 * 1024)).toFixed(0);
    return `${file.name} is larger than ${megabytes} MB, too large for a diagnosis list. Leave out codes this clinic never uses.`;
  }
  // Not text: a spreadsheet's own format, say. JSON would also blow such bytes up past what the page may send.
  if (text !== undefined && CONTROL_CHARACTERS.test(text)) return `${file.name} is not a CSV text file. ${SAVE_AS_CSV}`;
  return undefined;
}

/** Reads the file and hands it to the core: its outcome, or the problem in words. */
async function sendFile(file: File): Promise<DiagnosisImportOutcome | { readonly problem: string }> {
  const tooLarge = notSendable(file, undefined);
  if (tooLarge) return { problem: tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: `${file.name} could not be read. Choose the file again.` };
  }
  const unreadable = notSendable(file, text);
  if (unreadable) return { problem: unreadable };
  const result = await callOp('diagnoses.import', { fileName: file.name, text });
  return result.ok ? result.value : { problem: result.error.message };
}

export function DiagnosisListPanel() {
  const inputId = useId();
  const hintId = useId();
  const now = useNow(30_000);
  const format = useFormat();
  const count = format.count;
  const input = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<DiagnosisListInfo | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [importing, setImporting] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | undefined>();

  useEffect(() => {
    void callOp('diagnoses.info', {}).then((result) => {
      if (result.ok) setInfo(result.value);
      else setProblem(result.error.message);
    });
  }, []);

  const importFile = async (): Promise<void> => {
    setDone(undefined);
    setProblem(undefined);
    setRefusal(undefined);
    if (!file) {
      setProblem('Choose the CSV file of the diagnosis list first.');
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
      setDone(`Imported ${count(outcome.list.count)} codes from ${file.name}.`);
      setFile(undefined);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="diagnosis-list" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>Diagnosis list</h3>
      <dl className="facts">
        <dt>Codes on this computer</dt>
        <dd>{info ? count(info.count) : '…'}</dd>
        <dt>Imported</dt>
        <dd>
          {info?.importedAt ? (
            <>
              <time dateTime={info.importedAt}>{format.dateTime(info.importedAt)}</time> (
              {format.age(info.importedAt, now)}) from {info.sourceName}
            </>
          ) : (
            'Never — import the list the insurer uses (ICD-10 or its own)'
          )}
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={inputId}>Diagnosis list file (CSV)</label>
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
          A header line <code>code,title</code>, then one code and its title per line; a title with a comma goes in
          double quotes. The file replaces the list in use.
        </p>
      </div>
      <div className="actions">
        <Button variant="primary" busy={importing} onClick={() => void importFile()}>
          Import diagnosis list
        </Button>
      </div>
      {importing && <p role="status">Reading and checking the file…</p>}
      {done && <Notice tone="success">{done}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {refusal && (
        <Notice tone="error" title="The file was not imported">
          <p>{refusal.message}</p>
          <ul className="diagnosis-file-problems" aria-label="Lines to fix">
            {refusal.problems.map(({ line, message }) => (
              <li key={`${line} ${message}`}>
                Line {line}: {message}
              </li>
            ))}
          </ul>
          {refusal.moreProblems > 0 && <p>…and {count(refusal.moreProblems)} more lines to fix.</p>}
        </Notice>
      )}
    </section>
  );
}
