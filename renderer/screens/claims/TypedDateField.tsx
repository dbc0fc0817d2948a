/**
 * A date typed the way people write it (shared/domain/typed-date.ts: year first, or day first, the month in
 * numbers or words), not the browser's own date picker, whose format depends on the browser. Beside the
 * field it says which date it read, in the desk's one date style, or how to type one. The value handed on is
 * the ISO date once the text reads as one, else the text as typed, so nothing typed is lost and the editor's
 * checks can say what is wrong.
 */
import { useId, useState } from 'react';
import { isoDateAsTyped, readTypedDate } from '../../../shared/domain/typed-date';
import { useFormat, useTranslation } from '../../i18n';

/** The example date of the advice, written the language's way ("23 Nov 2026"). */
const EXAMPLE = '2026-11-23';

interface TypedDateFieldProps {
  readonly label: string;
  /** ISO "YYYY-MM-DD", or text that is not a date yet. */
  readonly value: string;
  readonly disabled: boolean;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

export function TypedDateField({ label, value, disabled, error, onChange }: TypedDateFieldProps) {
  const id = useId();
  const { t } = useTranslation('claims');
  const format = useFormat();
  const shown = (next: string): string => (isoDateAsTyped(next) === next ? format.date(next) : next);
  // The text as typed, with the value it stands for; a value from elsewhere (another claim opened, a new
  // one) is shown in the one style instead.
  const [typed, setTyped] = useState({ text: shown(value), value });
  const text = typed.value === value ? typed.text : shown(value);

  const reading = readTypedDate(text);
  // What was read, unless the text already is that date in the one style; else how to type one.
  const read = reading.ok && format.date(reading.iso) !== text.trim() ? format.date(reading.iso) : undefined;
  const advice =
    reading.ok || text.trim() === ''
      ? t('date.how', { example: EXAMPLE })
      : t(`date.${reading.problem}`, { example: EXAMPLE });
  const describedBy = [error ? `${id}-error` : '', `${id}-read`].filter(Boolean).join(' ');

  return (
    <div className={['field', 'typed-date', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="typed-date-row">
        <input
          id={id}
          value={text}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = { text: event.target.value, value: isoDateAsTyped(event.target.value) ?? event.target.value };
            setTyped(next);
            onChange(next.value);
          }}
        />
        <span id={`${id}-read`} className={read ? 'typed-date-read' : 'field-hint'}>
          {read ? t('date.readAs', { date: read }) : advice}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
