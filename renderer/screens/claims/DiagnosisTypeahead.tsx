/**
 * A diagnosis code field with type-ahead over the desk's diagnosis list (components/Typeahead.tsx): what is
 * typed is the code, as typed; matches by code or title words show ~100 ms after the last keystroke; Escape
 * closes the list and keeps the text. A code on the list shows its title; a code not on it is kept, with a
 * warning saying what to do. Leaving the field writes a listed code as the list does ("j069" becomes J06.9).
 */
import { useEffect, useId, useState } from 'react';
import type { DiagnosisEntry, DiagnosisLookup } from '../../../shared/domain/diagnoses';
import { Typeahead, useTypeahead } from '../../components/Typeahead';
import { useTranslation } from '../../i18n';
import { claimsModel } from './claims-model';
import './diagnosis-typeahead.css';

export const DIAGNOSIS_SEARCH_DELAY_MS = 100;

interface DiagnosisTypeaheadProps {
  readonly label: string;
  /** Short words for the list of matches (it must not repeat the field's label). */
  readonly listLabel: string;
  /** The code, as typed or picked. */
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (code: string) => void;
  /** A code was picked from the list, or Enter pressed on one typed: the field's step is done. */
  readonly onDone?: ((field: HTMLElement) => void) | undefined;
}

interface Checked {
  readonly code: string;
  readonly lookup: DiagnosisLookup;
}

/** Whether `code` is on the list, asked once typing pauses; undefined until answered (or when it cannot be). */
function useLookup(code: string): DiagnosisLookup | undefined {
  const [checked, setChecked] = useState<Checked | undefined>();
  useEffect(() => {
    if (code.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      void claimsModel.lookUpDiagnosis(code).then((result) => {
        if (current && result.ok) setChecked({ code, lookup: result.value });
      });
    }, DIAGNOSIS_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code]);
  return checked?.code === code ? checked.lookup : undefined;
}

const diagnosisKey = (entry: DiagnosisEntry): string => entry.code;
const diagnosisOption = (entry: DiagnosisEntry) => (
  <>
    <span className="typeahead-id">{entry.code}</span> <span className="typeahead-name">{entry.title}</span>
  </>
);

export function DiagnosisTypeahead({
  label,
  listLabel,
  value,
  error,
  disabled,
  onChange,
  onDone,
}: DiagnosisTypeaheadProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const [focused, setFocused] = useState(false);
  const list = useTypeahead<DiagnosisEntry>({
    search: claimsModel.searchDiagnoses,
    delayMs: DIAGNOSIS_SEARCH_DELAY_MS,
  });
  const lookup = useLookup(value);

  const open = list.results.length > 0;
  const done = (): void => {
    const field = document.getElementById(id);
    if (field && onDone) onDone(field);
  };
  const listed = value.trim() !== '' ? lookup?.entry : undefined;
  // While typing, the warning waits for the matches of the same text, so it does not flash before the list opens.
  const settled = list.query === undefined || list.answered === list.query;
  const notListed = value.trim() !== '' && lookup?.entry === null && lookup.listCount > 0 && settled && !open;
  const noList = focused && lookup?.listCount === 0;

  return (
    <Typeahead
      id={id}
      list={list}
      label={label}
      listLabel={listLabel}
      className="diagnosis-typeahead"
      text={value}
      placeholder={t('diagnoses.placeholder')}
      spellCheck={false}
      disabled={disabled}
      error={error}
      describedBy={[listed ? `${id}-title` : '', notListed ? `${id}-warning` : '', noList ? `${id}-no-list` : '']}
      optionKey={diagnosisKey}
      option={diagnosisOption}
      onType={onChange}
      onPick={(entry) => {
        onChange(entry.code);
        done();
      }}
      onEnter={value.trim() === '' ? undefined : done}
      onFocus={() => setFocused(true)}
      onLeave={() => {
        setFocused(false);
        if (listed && listed.code !== value) onChange(listed.code);
      }}
    >
      {listed && (
        <p id={`${id}-title`} className="field-hint diagnosis-title">
          {listed.title}
        </p>
      )}
      <div role="status" className="diagnosis-check">
        {notListed && (
          <p id={`${id}-warning`} className="field-warning">
            {t('diagnoses.notListed')}
          </p>
        )}
      </div>
      {noList && (
        <p id={`${id}-no-list`} className="field-hint diagnosis-no-list">
          {t('diagnoses.noList')}
        </p>
      )}
    </Typeahead>
  );
}
