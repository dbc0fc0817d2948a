/**
 * A labelled control with its hint and error as text, tied to the control by
 * aria-describedby. `Field` is a text input; `FieldFrame` wraps any control
 * (select, textarea) through a render function that receives the ids. A text
 * with a maximum shows its character count near it (shared/domain/input-limits.ts).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterCount } from '../../shared/domain/input-limits';

export interface FieldIds {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': boolean | undefined;
}

interface FrameProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  /** Characters typed of the maximum, shown while it is near (characterCount). */
  readonly count?: CharacterCount | undefined;
  readonly className?: string;
  readonly children: (ids: FieldIds) => ReactNode;
}

export function FieldFrame({ label, error, hint, count, className, children }: FrameProps) {
  const id = useId();
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = count ? `${id}-count` : undefined;
  const describedBy = [errorId, countId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {count && (
        <p id={countId} className={count.used > count.max ? 'field-count field-count-over' : 'field-count'}>
          {t('characterCount', { used: count.used, max: count.max })}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly count?: CharacterCount | undefined;
  readonly ref?: Ref<HTMLInputElement>;
};

export function Field({ label, error, hint, count, className, ref, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} count={count} className={className}>
      {(ids) => <input {...input} {...ids} ref={ref} />}
    </FieldFrame>
  );
}
