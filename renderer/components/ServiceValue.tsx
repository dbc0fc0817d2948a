/**
 * A value of the insurer's service (a gender, an access type, a status…) as staff read it: a known one worded in
 * the desk's language with the service's own word as its tooltip (the title, which is also its accessible
 * description); an unknown one exactly as the service wrote it. The table of known values is
 * shared/i18n/service-values.ts; exports keep the service's word and never come through here.
 */
import { useCallback } from 'react';
import { wordServiceValue, type ServiceValueKind, type ServiceWord } from '../../shared/i18n/service-values';
import { useTranslation } from '../i18n';

/** Words a service value: for a select's options, a sentence's {{value}}, a table cell. */
export function useServiceWords(): (kind: ServiceValueKind, value: string) => ServiceWord {
  const { t } = useTranslation('common');
  return useCallback((kind, value) => wordServiceValue((key) => t(key), kind, value), [t]);
}

export function ServiceValue({ kind, value }: { readonly kind: ServiceValueKind; readonly value: string }) {
  const word = useServiceWords()(kind, value);
  if (word.title === undefined) return <>{word.text}</>;
  return (
    <span className="service-value" title={word.title}>
      {word.text}
    </span>
  );
}

/** A select's option for a service value: the word shown, the service's value sent (`optionValue` when it differs). */
export function ServiceOption({
  kind,
  value,
  optionValue = value,
}: {
  readonly kind: ServiceValueKind;
  readonly value: string;
  readonly optionValue?: string;
}) {
  const word = useServiceWords()(kind, value);
  return (
    <option value={optionValue} title={word.title}>
      {word.text}
    </option>
  );
}
