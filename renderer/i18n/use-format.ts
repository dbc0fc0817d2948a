/**
 * Amounts, counts, dates and times in the language on screen. Instants are shown in
 * the desk's time zone (the core's: renderer/i18n/desk-zone.ts), which the text names ("24 Nov 2026, 01:40 EAT"); calendar
 * dates (an attendance date) have no zone and are shown as they are.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../shared/money';
import {
  formatAge,
  formatAmount,
  formatComing,
  formatCount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatSize,
  formatWhen,
} from '../../shared/i18n/format';
import { asLanguage } from '../../shared/i18n/setup';
import { deskTimeZone } from './desk-zone';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      amount: (amount: Money | string): string => formatAmount(amount, language),
      count: (count: number): string => formatCount(count, language),
      date: (isoDate: string): string => formatDate(isoDate, language),
      dateTime: (instant: string): string => formatDateTime(instant, language, deskTimeZone()),
      age: (instant: string, now: number): string => formatAge(instant, now, language),
      when: (instant: string, now: number): string => formatWhen(instant, now, language, deskTimeZone()),
      coming: (instant: string, now: number): string | undefined => formatComing(instant, now, language),
      size: (bytes: number): string => formatSize(bytes, language),
      percent: (share: number): string => formatPercent(share, language),
    }),
    [language],
  );
}
