/**
 * Amounts and dates as this desk shows them, in its language (the `language` setting; English until the
 * settings are read): amounts with the language's thousands separators, calendar dates in the one style
 * ("23 Nov 2026"), instants in the computer's own time zone.
 */
import { useMemo } from 'react';
import { formatAmount, formatDate, formatDateTime } from '../../shared/i18n/format';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import type { Money } from '../../shared/money';
import { useSettings } from '../stores/settings';

const DESK_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface DeskFormats {
  readonly amount: (amount: Money | string) => string;
  readonly date: (isoDate: string) => string;
  readonly dateTime: (instant: string) => string;
}

export function useFormats(): DeskFormats {
  const language = useSettings((state) => state.view?.language ?? DEFAULT_LANGUAGE);
  return useMemo(
    () => ({
      amount: (amount) => formatAmount(amount, language),
      date: (isoDate) => formatDate(isoDate, language),
      dateTime: (instant) => formatDateTime(instant, language, DESK_TIME_ZONE),
    }),
    [language],
  );
}
