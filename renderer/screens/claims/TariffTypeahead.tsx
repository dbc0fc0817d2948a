/**
 * Type-ahead over the local tariff cache (components/Typeahead.tsx): searches on every keystroke (a search of
 * the cache takes well under a millisecond, and an answer to text since changed is dropped) and shows the
 * answer as soon as it is here, mostly in the frame that shows the key. The line's item is only what was
 * picked; typed text that was not picked is dropped when focus leaves.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TariffEntry } from '../../../shared/domain/tariffs';
import { Typeahead, useTypeahead } from '../../components/Typeahead';
import { useFormat, useTranslation } from '../../i18n';
import { claimsModel } from './claims-model';

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

const tariffKey = (entry: TariffEntry): string => entry.id;

export function TariffTypeahead({ label, hideLabel = false, value, error, disabled, onPick }: TariffTypeaheadProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const format = useFormat();
  const [text, setText] = useState(value);
  const typing = useRef(false);
  const list = useTypeahead({ search: claimsModel.searchTariffs });
  const option = useCallback(
    (entry: TariffEntry) => (
      <>
        <span className="typeahead-name">{entry.name}</span> <span className="typeahead-id">{entry.id}</span>{' '}
        <span className="money">{format.amount(entry.priceText)}</span>
      </>
    ),
    [format],
  );

  useEffect(() => {
    if (!typing.current) setText(value);
  }, [value]);

  const { query, answered, problem } = list;
  const noMatch = query !== undefined && answered === query && list.results.length === 0 && problem === undefined;

  return (
    <Typeahead
      id={id}
      list={list}
      label={label}
      hideLabel={hideLabel}
      listLabel={t('tariff.matches', { label })}
      text={text}
      placeholder={t('tariff.placeholder')}
      disabled={disabled}
      error={error}
      describedBy={[problem ? `${id}-problem` : '']}
      optionKey={tariffKey}
      option={option}
      onType={(typed) => {
        typing.current = true;
        setText(typed);
      }}
      onClose={() => {
        typing.current = false;
      }}
      onPick={(entry) => {
        setText(entry.name);
        onPick(entry);
      }}
      onLeave={() => setText(value)}
    >
      {noMatch && <p className="field-hint">{t('tariff.noMatch')}</p>}
      {problem && (
        <p id={`${id}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </Typeahead>
  );
}
