import { describe, expect, it } from 'vitest';
import { batchNoFor, isoWeek } from '../../main/claims/batch-rule';
import { calendarDate } from '../../shared/i18n/calendar';

describe('batch numbers', () => {
  it('numbers a batch per month, day or fixed name from the attendance date', () => {
    expect(batchNoFor({ kind: 'monthly', prefix: 'B-' }, '2026-11-20')).toBe('B-2026-11');
    expect(batchNoFor({ kind: 'daily', prefix: 'D' }, '2026-11-20')).toBe('D2026-11-20');
    expect(batchNoFor({ kind: 'fixed', prefix: '', fixedBatchNo: 'NOV-A' }, '2026-11-20')).toBe('NOV-A');
  });

  it('numbers weekly batches by ISO week, including weeks that straddle a new year', () => {
    expect(batchNoFor({ kind: 'weekly', prefix: 'B-' }, '2026-11-20')).toBe('B-2026-W47');
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 }); // a Thursday
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 }); // a Friday: still 2026's last week
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 }); // a Monday in 2025's first week
  });

  it("reads today's date in the desk's zone, not UTC", () => {
    const lateEvening = new Date('2026-11-20T22:30:00Z');
    expect(calendarDate(lateEvening, 'UTC')).toBe('2026-11-20');
    expect(calendarDate(lateEvening, 'Africa/Nairobi')).toBe('2026-11-21');
  });
});
