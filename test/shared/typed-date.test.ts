/** Dates as people type them: year first or day first, never month first; the month in numbers or in words. */
import { describe, expect, it } from 'vitest';
import { isoDateAsTyped, monthOfWord, readTypedDate } from '../../shared/domain/typed-date';

describe('typed dates', () => {
  it('reads the ways a date is written at the desk into one ISO date', () => {
    for (const typed of [
      '2026-11-23',
      '23/11/2026',
      '23.11.2026',
      '23-11-2026',
      '23/11/26',
      '23 Nov 2026',
      '23 November 2026',
      '23 nov. 2026',
      '23 novembre 2026',
      '23 Novemba 2026',
      '23 Nov, 2026',
      '  23   Nov   2026 ',
    ]) {
      expect(readTypedDate(typed), typed).toEqual({ ok: true, iso: '2026-11-23' });
    }
  });

  it('always reads the day first: 03/04/2026 is 3 April', () => {
    expect(isoDateAsTyped('03/04/2026')).toBe('2026-04-03');
    expect(isoDateAsTyped('3.4.2026')).toBe('2026-04-03');
  });

  it('says the day comes first when the date was typed month first', () => {
    expect(readTypedDate('11/23/2026')).toEqual({ ok: false, problem: 'monthFirst' });
  });

  it('refuses days the calendar does not have, and keeps leap days', () => {
    expect(readTypedDate('31/02/2026')).toEqual({ ok: false, problem: 'noSuchDay' });
    expect(readTypedDate('0/1/2026').ok).toBe(false);
    expect(isoDateAsTyped('29/02/2028')).toBe('2028-02-29');
    expect(isoDateAsTyped('29/02/2026')).toBeUndefined();
  });

  it('reads a month name in English, Kiswahili or French, shortened as long as it names one month', () => {
    expect(monthOfWord('Machi')).toBe(3);
    expect(monthOfWord('août')).toBe(8);
    expect(monthOfWord('Févr.')).toBe(2);
    expect(monthOfWord('sept')).toBe(9);
    expect(monthOfWord('Des')).toBe(12);
    // "jui" could be juin or juillet; "ma" March or May.
    expect(monthOfWord('jui')).toBeUndefined();
    expect(monthOfWord('ma')).toBeUndefined();
    expect(monthOfWord('Smarch')).toBeUndefined();
  });

  it('says how to type a date when the text is not one', () => {
    expect(readTypedDate('')).toEqual({ ok: false, problem: 'empty' });
    for (const typed of ['yesterday', '1 jui 2026', '2026/11', '23112026']) {
      expect(readTypedDate(typed), typed).toEqual({ ok: false, problem: 'unreadable' });
    }
  });
});
