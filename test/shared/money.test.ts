import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMoney,
  formatMoney,
  minMoney,
  MoneyError,
  moneyFromNumber,
  moneyToNumber,
  multiplyMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  tryMoneyFromNumber,
  tryParseMoney,
  ZERO,
} from '../../shared/money';

describe('Money', () => {
  it('parses the decimal texts the service sends', () => {
    expect(formatMoney(parseMoney('1500.00'))).toBe('1500.00');
    expect(formatMoney(parseMoney('1500.0000'), 4)).toBe('1500.0000');
    expect(formatMoney(parseMoney('0.5'))).toBe('0.50');
    expect(formatMoney(parseMoney('12'), 0)).toBe('12');
    expect(formatMoney(parseMoney('-3.25'))).toBe('-3.25');
  });

  it('refuses text that is not a plain decimal, or has more than 4 places', () => {
    for (const bad of ['', 'abc', '1e3', '1,000.00', '1.2.3', '0.00001', 'NaN', ' . ']) {
      expect(tryParseMoney(bad), bad).toBeUndefined();
    }
    expect(() => parseMoney('0.12345')).toThrow(/more than 4 decimal places/);
    expect(tryParseMoney('1.23450')).toBe(parseMoney('1.2345'));
  });

  it('reads a number the service wrote as an amount, or answers undefined when it is not an exact one', () => {
    expect(tryMoneyFromNumber(169.32)).toBe(parseMoney('169.32'));
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.12345, 1e22]) {
      expect(tryMoneyFromNumber(bad), String(bad)).toBeUndefined();
    }
  });

  it('adds exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatMoney(addMoney(moneyFromNumber(0.1), moneyFromNumber(0.2)))).toBe('0.30');
    const lines = Array.from({ length: 1000 }, () => moneyFromNumber(0.01));
    expect(formatMoney(sumMoney(lines))).toBe('10.00');
  });

  it('multiplies a price by a whole quantity and rejects fractional quantities', () => {
    expect(formatMoney(multiplyMoney(parseMoney('19.99'), 3))).toBe('59.97');
    expect(() => multiplyMoney(parseMoney('1'), 1.5)).toThrow(/whole number/);
  });

  it('rounds half away from zero when formatting fewer places', () => {
    expect(formatMoney(parseMoney('2.345'))).toBe('2.35');
    expect(formatMoney(parseMoney('2.3449'))).toBe('2.34');
    expect(formatMoney(parseMoney('-2.345'))).toBe('-2.35');
    expect(formatMoney(parseMoney('-0.001'))).toBe('0.00');
  });

  it('takes the smaller amount and subtracts for the co-payment', () => {
    const requested = parseMoney('5000.00');
    const covered = minMoney(requested, parseMoney('3200.50'));
    expect(formatMoney(covered)).toBe('3200.50');
    expect(formatMoney(subtractMoney(requested, covered))).toBe('1799.50');
    expect(minMoney(ZERO, requested)).toBe(ZERO);
  });

  it('refuses non-finite and out-of-range numbers', () => {
    expect(() => moneyFromNumber(Number.NaN)).toThrow();
    expect(() => moneyFromNumber(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => moneyFromNumber(1e22)).toThrow(/too large/);
  });

  it('reads any wire number as its shortest decimal text says, or refuses it as that text would', () => {
    const viaText = (value: number): bigint | string => {
      const text = String(value);
      if (!Number.isFinite(value) || /e/i.test(text)) return 'not by text';
      const parsed = tryParseMoney(text);
      return parsed ?? 'refused';
    };
    const read = (value: number): bigint | string => {
      try {
        return moneyFromNumber(value);
      } catch {
        return 'refused';
      }
    };
    const scaled = fc.tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.integer({ min: 0, max: 6 }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          scaled.map(([n, scale]) => Number(n) / 10 ** scale),
        ),
        (value) => {
          const expected = viaText(value);
          if (expected !== 'not by text') expect(read(value)).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
    // Both sides of the fast path's bound, and a price with a float's usual noise.
    expect(moneyFromNumber(56_294_995_342.1311)).toBe(parseMoney('56294995342.1311'));
    expect(moneyFromNumber(56_294_995_342.1313)).toBe(parseMoney('56294995342.1313'));
    expect(() => moneyFromNumber(0.1 + 0.2)).toThrow(MoneyError);
  });

  it('round-trips every 2-decimal amount through the wire number exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (cents) => {
        const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
        const amount = parseMoney(text);
        expect(moneyFromNumber(moneyToNumber(amount))).toBe(amount);
        expect(formatMoney(amount)).toBe(text);
      }),
    );
  });
});
