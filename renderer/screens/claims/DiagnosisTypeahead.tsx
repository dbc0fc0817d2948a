/**
 * A diagnosis code field with type-ahead over the desk's diagnosis list (ARIA
 * combobox with a listbox): what is typed is the code, as typed; matches by code
 * or title words show ~100 ms after the last keystroke; arrows move, Enter picks,
 * Escape closes the list and keeps the text. A code on the list shows its title;
 * a code not on it is kept, with a warning saying what to do. Leaving the field
 * writes a listed code as the list does ("j069" becomes J06.9).
 */
import { useEffect, useId, useState } from 'react';
import type { DiagnosisEntry, DiagnosisLookup } from '../../../shared/domain/diagnoses';
import { callOp } from '../../api';
import { comboboxInput, listIdOf, listKeys, optionIdOf } from './combobox';
import { useTranslation } from '../../i18n';
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
      void callOp('diagnoses.lookup', { code }).then((result) => {
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

export function DiagnosisTypeahead({ label, listLabel, value, error, disabled, onChange }: DiagnosisTypeaheadProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const [query, setQuery] = useState<string | undefined>();
  const [results, setResults] = useState<readonly DiagnosisEntry[]>([]);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [answered, setAnswered] = useState<string | undefined>();
  const lookup = useLookup(value);

  useEffect(() => {
    if (query === undefined || query.trim() === '') {
      setResults([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void callOp('diagnoses.search', { query: query.trim(), limit: 8 }).then((result) => {
        if (!current) return;
        setResults(result.ok ? result.value : []);
        setActive(result.ok && result.value.length > 0 ? 0 : -1);
        setAnswered(query);
      });
    }, DIAGNOSIS_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const close = (): void => {
    setQuery(undefined);
    setResults([]);
    setActive(-1);
  };
  const pick = (entry: DiagnosisEntry): void => {
    close();
    onChange(entry.code);
  };

  const open = results.length > 0;
  const listId = listIdOf(id);
  const optionId = (index: number): string => optionIdOf(id, index);
  const listed = value.trim() !== '' ? lookup?.entry : undefined;
  // While typing, the warning waits for the matches of the same text, so it does not flash before the list opens.
  const settled = query === undefined || answered === query;
  const notListed = value.trim() !== '' && lookup?.entry === null && lookup.listCount > 0 && settled && !open;
  const noList = focused && lookup?.listCount === 0;
  const describedBy = [
    error ? `${id}-error` : '',
    listed ? `${id}-title` : '',
    notListed ? `${id}-warning` : '',
    noList ? `${id}-no-list` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={['field', 'typeahead', 'diagnosis-typeahead', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}
    >
      <label htmlFor={id}>{label}</label>
      <input
        {...comboboxInput({ id, open, active, describedBy, invalid: Boolean(error) })}
        spellCheck={false}
        placeholder={t('diagnoses.placeholder')}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          close();
          if (listed && listed.code !== value) onChange(listed.code);
        }}
        onKeyDown={listKeys({ open, results, active, setActive, pick, close })}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="typeahead-list" hidden={!open}>
        {results.map((entry, index) => (
          <li
            key={entry.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'typeahead-option typeahead-active' : 'typeahead-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
          >
            <span className="typeahead-id">{entry.code}</span> <span className="typeahead-name">{entry.title}</span>
          </li>
        ))}
      </ul>
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
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
