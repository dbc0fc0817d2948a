/**
 * Amounts, counts, dates and times in the language on screen. Instants are shown in
 * this computer's time zone, which the text names ("24 Nov 2026, 01:40 EAT"); calendar
 * dates (an attendance date) have no zone and are shown as they are.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../shared/money';
import {
  DESK_TIME_ZONE,
  formatAge,
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatSize,
} from '../../shared/i18n/format';
import { asLanguage } from '../../shared/i18n/setup';

export { DESK_TIME_ZONE };

export function useFormat() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      amount: (amount: Money | string): string => formatAmount(amount, language),
      count: (count: number): string => formatCount(count, language),
      date: (isoDate: string): string => formatDate(isoDate, language),
      dateTime: (instant: string): string => formatDateTime(instant, language, DESK_TIME_ZONE),
      age: (instant: string, now: number): string => formatAge(instant, now, language),
      size: (bytes: number): string => formatSize(bytes, language),
      percent: (share: number): string => formatPercent(share, language),
    }),
    [language],
  );
}
