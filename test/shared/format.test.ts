import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDate, formatDateTime, zoneLabel } from '../../shared/i18n/format';
import { parseMoney } from '../../shared/money';

describe('formatting per language', () => {
  it('groups thousands in each language and keeps every digit of an amount', () => {
    expect(formatAmount('1500', 'en')).toBe('1,500.00');
    expect(formatAmount('1234567.5', 'sw')).toBe('1,234,567.50');
    expect(formatAmount('1234567.5', 'fr').replace(/\s/g, ' ')).toBe('1 234 567,50');
    expect(formatAmount(parseMoney('12345678901234.1234'), 'en')).toBe('12,345,678,901,234.1234');
    expect(formatAmount('-20.5', 'en')).toBe('-20.50');
  });

  it('shows text that is not an amount as it came', () => {
    expect(formatAmount('about 5', 'en')).toBe('about 5');
  });

  it('writes dates one way, with the month spelled', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-03', 'fr')).toBe('3 nov. 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes an instant in the named zone, saying which zone', () => {
    expect(formatDateTime('2026-11-23T22:40:00Z', 'en', 'Africa/Nairobi')).toBe('24 Nov 2026, 01:40 UTC+3');
    expect(formatDateTime('2026-11-23T22:40:00Z', 'en', 'UTC')).toBe('23 Nov 2026, 22:40 UTC');
  });

  it('writes the zone one way in every language, as its offset from UTC', () => {
    const at = '2026-11-23T22:40:00Z';
    for (const language of ['en', 'fr', 'sw'] as const) {
      expect(formatDateTime(at, language, 'Africa/Nairobi'), language).toMatch(/ 01:40 UTC\+3$/);
    }
    expect(zoneLabel(new Date(at), 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(zoneLabel(new Date(at), 'America/St_Johns')).toBe('UTC-3:30');
    expect(zoneLabel(new Date(at), 'Etc/UTC')).toBe('UTC');
  });

  it('groups counts', () => {
    expect(formatCount(100000, 'en')).toBe('100,000');
  });
});
