/** Problems as data, worded by the one table: every code reads as a sentence, and any zod error becomes problems. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldError, problem, problemsOf, rule } from '../../shared/domain/problems';
import { isRuleCode, RULE_CODES, ruleMessage } from '../../shared/domain/rule-wording';

describe('the wording table', () => {
  it('words every code as a sentence, and never shows a missing param', () => {
    const params = { field: 'lines.2.quantity', number: 3, count: 2, minimum: 1, maximum: 64, keys: 'x' };
    for (const code of RULE_CODES) {
      const message = ruleMessage(code, { ...params, problems: 'Fix it.', reason: 'Fix it.' });
      expect(message, code).toMatch(/^[A-Z].*\.$/);
      expect(ruleMessage(code), code).not.toMatch(/undefined|NaN|\[object|\$\{/);
    }
  });

  it('names a field as staff say it', () => {
    const words = (field: string): string => ruleMessage('input.missing', { field });
    expect(words('lines.2.quantity')).toBe('Line 3 quantity is missing.');
    expect(words('diagnoses.0.code')).toBe('Diagnosis 1 code is missing.');
    expect(words('doctor.phone')).toBe("Doctor's phone is missing.");
    expect(words('cardNo')).toBe('Card number is missing.');
    expect(words('visitRequestId')).toBe('Visit is missing.');
    expect(words('somethingNew')).toBe('Something new is missing.');
    expect(words('')).toBe('The request is missing.');
  });

  it('knows its own codes and no others', () => {
    expect(isRuleCode('claim.diagnosis.codeMissing')).toBe(true);
    expect(isRuleCode('Invalid input')).toBe(false);
    expect(isRuleCode('toString')).toBe(false);
  });
});

describe('problems', () => {
  it('carry field, code, params and the sentence', () => {
    expect(problem('diagnoses.1.code', 'claim.diagnosis.codeMissing', { number: 2 })).toEqual({
      field: 'diagnoses.1.code',
      code: 'claim.diagnosis.codeMissing',
      params: { number: 2 },
      message: 'Diagnosis 2 needs a code.',
    });
  });

  const Schema = z.object({
    name: z.string().min(1),
    code: z.string().max(3),
    lines: z.array(z.object({ quantity: z.number().int(rule('claim.line.quantityNotWhole')) })).max(2),
    extra: z.object({}).strict(),
  });

  it('turn a zod error into problems: the schema’s rule, or what zod found, by kind', () => {
    const input = { code: 'ABCD', lines: [{ quantity: 1 }, { quantity: 1.5 }], extra: { stray: 1 } };
    const parsed = Schema.safeParse(input);
    const problems = parsed.success ? [] : problemsOf(parsed.error, input);
    expect(FieldError.array().parse(problems)).toEqual([
      { field: 'name', code: 'input.missing', params: { field: 'name' }, message: 'Name is missing.' },
      {
        field: 'code',
        code: 'input.tooLong',
        params: { field: 'code', maximum: 3 },
        message: 'Code is too long (at most 3 characters).',
      },
      {
        field: 'lines.1.quantity',
        code: 'claim.line.quantityNotWhole',
        params: { field: 'lines.1.quantity', number: 2 },
        message: 'Line 2: the quantity must be a whole number of at least 1.',
      },
      {
        field: 'extra',
        code: 'input.unknownFields',
        params: { field: 'extra', keys: 'stray' },
        message: 'Extra has fields ClaimDesk does not know (stray).',
      },
    ]);
  });

  it('tell a wrong value from a missing one, say where a part sits, and name each problem once', () => {
    const Twice = z.object({
      name: z.string().min(3, rule('doctor.name.missing')).max(1, rule('doctor.name.missing')),
    });
    const parsed = Twice.safeParse({ name: 7 });
    expect(parsed.success || problemsOf(parsed.error, { name: 7 }, 'doctor')).toEqual([
      {
        field: 'doctor.name',
        code: 'input.wrongForm',
        params: { field: 'doctor.name' },
        message: "Doctor's name is not in the right form.",
      },
    ]);
    const twice = Twice.safeParse({ name: 'ab' });
    expect(twice.error?.issues).toHaveLength(2);
    expect(twice.success || problemsOf(twice.error, { name: 'ab' }).map((found) => found.code)).toEqual([
      'doctor.name.missing',
    ]);
  });
});
