import { describe, expect, it } from 'vitest';
import { decodeJson, encodeJson, MAX_BIGINT_DIGITS } from '../../shared/ops/codec';
import { parseMoney } from '../../shared/money';

describe('operation JSON codec', () => {
  it('carries Money through JSON exactly, nested anywhere', () => {
    const value = { lines: [{ price: parseMoney('19.9999'), name: 'X' }], total: parseMoney('-0.0001'), n: 3 };
    expect(decodeJson(encodeJson(value))).toEqual(value);
  });

  it('leaves look-alike objects that are not a lone tag alone', () => {
    const value = { a: { $bigint: '12', other: 1 }, b: { $bigint: 'not digits' } };
    expect(decodeJson(encodeJson(value))).toEqual(value);
  });

  it('revives a tag up to the cap and leaves a longer one a plain object, without reading its digits', () => {
    const longest = '9'.repeat(MAX_BIGINT_DIGITS);
    expect(decodeJson(`{"a":{"$bigint":"-${longest}"}}`)).toEqual({ a: -BigInt(longest) });
    const over = `${longest}9`;
    expect(decodeJson(`{"a":{"$bigint":"${over}"}}`)).toEqual({ a: { $bigint: over } });
    // Fifteen million digits held the server for seconds when they were turned into a bigint.
    const huge = '7'.repeat(15_000_000);
    const decoded = decodeJson(`{"$bigint":"${huge}"}`) as { $bigint: string };
    expect(typeof decoded).toBe('object');
    expect(decoded.$bigint.length).toBe(huge.length);
  });
});
