import { describe, expect, it } from 'vitest';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
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
});
