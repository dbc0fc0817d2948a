import { describe, expect, it } from 'vitest';
import { formatServiceTimestamp, parseServiceTimestamp } from '../../shared/service-time';

const iso = (date: Date): string => date.toISOString();

describe('parseServiceTimestamp', () => {
  it('reads UTC by default', () => {
    expect(iso(parseServiceTimestamp('2024-03-10 12:34:56'))).toBe('2024-03-10T12:34:56.000Z');
    expect(iso(parseServiceTimestamp('2024-02-29 23:59:59', 'UTC'))).toBe('2024-02-29T23:59:59.000Z');
  });

  it('reads Africa/Nairobi as +03:00, across midnight', () => {
    expect(iso(parseServiceTimestamp('2024-01-01 02:30:00', 'Africa/Nairobi'))).toBe('2023-12-31T23:30:00.000Z');
    expect(iso(parseServiceTimestamp('2024-07-01 12:00:00', 'Africa/Nairobi'))).toBe('2024-07-01T09:00:00.000Z');
  });

  it('reads zones with non-hour offsets', () => {
    expect(iso(parseServiceTimestamp('2024-05-01 12:00:00', 'Asia/Kathmandu'))).toBe('2024-05-01T06:15:00.000Z');
  });

  it('follows Europe/Berlin across its daylight-saving transitions', () => {
    expect(iso(parseServiceTimestamp('2024-03-31 01:59:59', 'Europe/Berlin'))).toBe('2024-03-31T00:59:59.000Z');
    expect(iso(parseServiceTimestamp('2024-03-31 03:00:00', 'Europe/Berlin'))).toBe('2024-03-31T01:00:00.000Z');
    expect(iso(parseServiceTimestamp('2024-10-27 03:30:00', 'Europe/Berlin'))).toBe('2024-10-27T02:30:00.000Z');
    expect(iso(parseServiceTimestamp('2024-01-15 08:00:00', 'Europe/Berlin'))).toBe('2024-01-15T07:00:00.000Z');
  });

  it('moves a skipped time forward by the gap and reads a repeated time as its first occurrence', () => {
    // 02:30 does not exist on 2024-03-31 in Berlin; it means 03:30 CEST.
    expect(iso(parseServiceTimestamp('2024-03-31 02:30:00', 'Europe/Berlin'))).toBe('2024-03-31T01:30:00.000Z');
    // 02:30 happens twice on 2024-10-27; the first is still CEST (+02:00).
    expect(iso(parseServiceTimestamp('2024-10-27 02:30:00', 'Europe/Berlin'))).toBe('2024-10-27T00:30:00.000Z');
  });

  it('refuses text that is not a real timestamp, and unknown zones', () => {
    expect(() => parseServiceTimestamp('2024-03-10T12:34:56', 'UTC')).toThrow(RangeError);
    expect(() => parseServiceTimestamp('2024-02-30 10:00:00', 'UTC')).toThrow(RangeError);
    expect(() => parseServiceTimestamp('2024-02-10 24:00:00', 'UTC')).toThrow(RangeError);
    expect(() => parseServiceTimestamp('2024-02-10 10:00:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatServiceTimestamp', () => {
  it('writes the wall-clock time of the zone', () => {
    const instant = new Date('2024-10-27T00:30:00.000Z');
    expect(formatServiceTimestamp(instant)).toBe('2024-10-27 00:30:00');
    expect(formatServiceTimestamp(instant, 'Africa/Nairobi')).toBe('2024-10-27 03:30:00');
    expect(formatServiceTimestamp(instant, 'Europe/Berlin')).toBe('2024-10-27 02:30:00');
    expect(formatServiceTimestamp(new Date('2024-10-27T01:30:00.000Z'), 'Europe/Berlin')).toBe('2024-10-27 02:30:00');
    expect(formatServiceTimestamp(new Date('2024-01-01T00:00:00.999Z'), 'UTC')).toBe('2024-01-01 00:00:00');
  });

  it('round-trips every quarter hour across both Berlin transitions, except the repeated hour', () => {
    for (const day of ['2024-03-31T00:00:00Z', '2024-10-27T00:00:00Z']) {
      const start = Date.parse(day) - 6 * 3_600_000;
      for (let step = 0; step < 12 * 4; step++) {
        const instant = new Date(start + step * 900_000);
        const text = formatServiceTimestamp(instant, 'Europe/Berlin');
        const back = parseServiceTimestamp(text, 'Europe/Berlin');
        const repeated = instant.toISOString() >= '2024-10-27T01:00' && instant.toISOString() < '2024-10-27T02:00';
        expect(iso(back)).toBe(repeated ? iso(new Date(instant.getTime() - 3_600_000)) : iso(instant));
      }
    }
  });

  it('round-trips in UTC and Nairobi', () => {
    for (const zone of ['UTC', 'Africa/Nairobi']) {
      const instant = new Date('2025-06-30T21:15:07.000Z');
      expect(iso(parseServiceTimestamp(formatServiceTimestamp(instant, zone), zone))).toBe(iso(instant));
    }
  });
});
