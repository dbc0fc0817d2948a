/**
 * Type-ahead over the local tariff cache (ARIA combobox with a listbox): searches
 * on every keystroke (a search of the cache takes well under a millisecond, and an
 * answer to text since changed is dropped) and shows the answer as soon as it is
 * here, mostly in the frame that shows the key; arrows move, Enter picks, Escape
 * closes. The line's item is only what was picked; typed text that was not picked
 * is dropped when focus leaves.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TariffEntry } from '../../../shared/domain/tariffs';
import { callOp } from '../../api';
import { comboboxInput, listIdOf, listKeys, optionIdOf } from './combobox';
import { useFormat, useTranslation } from '../../i18n';

interface TariffTypeaheadProps {
  readonly label: string;
  /** The label is for assistive technology only (a table's column heading says it to the eye). */
  readonly hideLabel?: boolean;
  /** The picked item's name. */
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onPick: (entry: TariffEntry) => void;
}

export function TariffTypeahead({ label, hideLabel = false, value, error, disabled, onPick }: TariffTypeaheadProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const format = useFormat();
  const [text, setText] = useState(value);
  const [query, setQuery] = useState<string | undefined>();
  const [results, setResults] = useState<readonly TariffEntry[]>([]);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | undefined>();
  const [answered, setAnswered] = useState<string | undefined>();
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current) setText(value);
  }, [value]);

  useEffect(() => {
    if (query === undefined || query.trim() === '') {
      setResults([]);
      return;
    }
    let current = true;
    void callOp('tariffs.search', { query: query.trim(), limit: 10 }).then((result) => {
      if (!current) return;
      // Rendered now, not in a task of React's own: Chromium holds those back until the frame showing the key
      // is out, and the answer is often here before it (renderer/api/worker-fetch.ts).
      flushSync(() => {
        setResults(result.ok ? result.value : []);
        setActive(result.ok && result.value.length > 0 ? 0 : -1);
        setProblem(result.ok ? undefined : result.error.message);
        setAnswered(query);
      });
    });
    return () => {
      current = false;
    };
  }, [query]);

  const close = (): void => {
    typing.current = false;
    setQuery(undefined);
    setResults([]);
    setActive(-1);
  };
  const pick = (entry: TariffEntry): void => {
    close();
    setText(entry.name);
    onPick(entry);
  };

  const open = results.length > 0;
  const listId = listIdOf(id);
  const optionId = (index: number): string => optionIdOf(id, index);
  const describedBy = [error ? `${id}-error` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  const noMatch = query !== undefined && answered === query && !open && problem === undefined;

  return (
    <div className={['field', 'typeahead', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        {...comboboxInput({ id, open, active, describedBy, invalid: Boolean(error) })}
        placeholder={t('tariff.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          typing.current = true;
          setText(event.target.value);
          setQuery(event.target.value);
        }}
        onBlur={() => {
          close();
          setText(value);
        }}
        onKeyDown={listKeys({ open, results, active, setActive, pick, close })}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('tariff.matches', { label })}
        className="typeahead-list"
        hidden={!open}
      >
        {results.map((entry, index) => (
          <li
            key={entry.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'typeahead-option typeahead-active' : 'typeahead-option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
          >
            <span className="typeahead-name">{entry.name}</span> <span className="typeahead-id">{entry.id}</span>{' '}
            <span className="money">{format.amount(entry.priceText)}</span>
          </li>
        ))}
      </ul>
      {noMatch && <p className="field-hint">{t('tariff.noMatch')}</p>}
      {problem && (
        <p id={`${id}-problem`} className="field-error">
          {problem}
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
