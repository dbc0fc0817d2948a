/** Batch numbers from the desk's rule, keyed on the claim's attendance date (a calendar date, no zone). */
import type { BatchRule } from '../../shared/domain/claims';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ISO 8601 week: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(date: string): { year: number; week: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/** The batch a claim attended on `attendanceDate` (YYYY-MM-DD) falls in. */
export function batchNoFor(rule: BatchRule, attendanceDate: string): string {
  const [year = '', month = '', day = ''] = attendanceDate.split('-');
  switch (rule.kind) {
    case 'monthly':
      return `${rule.prefix}${year}-${month}`;
    case 'daily':
      return `${rule.prefix}${year}-${month}-${day}`;
    case 'weekly': {
      const week = isoWeek(attendanceDate);
      return `${rule.prefix}${week.year}-W${pad(week.week)}`;
    }
    case 'fixed':
      return `${rule.prefix}${rule.fixedBatchNo}`;
  }
}
