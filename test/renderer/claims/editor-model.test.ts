import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../../shared/money';
import {
  checkDraft,
  checkForQueue,
  claimTotal,
  emptyDraft,
  exactText,
  lineAmount,
  newDiagnosis,
  newLine,
  toClaimInput,
  type ClaimDraft,
  type EditorLine,
} from '../../../renderer/screens/claims/editor-model';

const line = (quantity: string, price: string, tariffId = 'T-1'): EditorLine => ({
  ...newLine(),
  tariffId,
  name: 'Item',
  quantity,
  price,
});

const ready = (patch: Partial<ClaimDraft> = {}): ClaimDraft => ({
  ...emptyDraft('2026-11-22', 'AUTH-1'),
  doctor: { ...emptyDraft('').doctor, name: 'Dr Amina' },
  diagnoses: [{ ...newDiagnosis('Principal'), code: 'J06' }],
  lines: [line('1', '100')],
  ...patch,
});

const fields = (errors: { field: string }[]): string[] => errors.map((error) => error.field);

describe('editor arithmetic', () => {
  it('sums 0.1 × 3 + 0.2 to exactly 0.50', () => {
    const total = claimTotal([line('3', '0.1'), line('1', '0.2')]);
    expect(total).toBe(parseMoney('0.5'));
    expect(exactText(total)).toBe('0.50');
  });

  it('multiplies quantity by price exactly, keeping 4 decimals', () => {
    expect(lineAmount({ quantity: '7', price: '0.0003' })).toBe(parseMoney('0.0021'));
    expect(exactText(parseMoney('0.0021'))).toBe('0.0021');
    expect(lineAmount({ quantity: '12', price: '1500.25' })).toBe(parseMoney('18003'));
  });

  it('leaves out lines that are not valid yet', () => {
    expect(lineAmount({ quantity: '1.5', price: '10' })).toBeUndefined();
    expect(lineAmount({ quantity: '2', price: '1.23456' })).toBeUndefined();
    expect(claimTotal([line('2', '10'), line('0', '10'), line('1', 'abc')])).toBe(parseMoney('20'));
  });
});

describe('editor checks', () => {
  it('finds nothing wrong with a complete claim', () => {
    expect(checkForQueue(ready(), '2026-11-22')).toEqual([]);
  });

  it.each([
    ['0', 'claim.line.quantityNotWhole', 'Line 1: the quantity must be a whole number of at least 1.'],
    ['1.5', 'claim.line.quantityNotWhole', 'Line 1: the quantity must be a whole number of at least 1.'],
    ['1e3', 'claim.line.quantityNotWhole', 'Line 1: the quantity must be a whole number of at least 1.'],
    ['', 'claim.line.quantityNotWhole', 'Line 1: the quantity must be a whole number of at least 1.'],
    ['100001', 'claim.line.quantityTooLarge', 'Line 1: the quantity must be at most 100,000.'],
  ])('refuses quantity %j', (quantity, code, message) => {
    const errors = checkDraft(ready({ lines: [line(quantity, '10')] }));
    expect(errors).toEqual([{ field: 'lines.0.quantity', code, message, params: expect.any(Object) as object }]);
  });

  it('refuses a price with 5 decimals', () => {
    expect(fields(checkDraft(ready({ lines: [line('1', '1.23456')] })))).toEqual(['lines.0.price']);
  });

  it('needs exactly one Principal diagnosis', () => {
    const none = checkForQueue(ready({ diagnoses: [{ ...newDiagnosis('Secondary'), code: 'A' }] }), '2026-11-22');
    expect(none).toEqual([
      {
        field: 'diagnoses',
        code: 'claim.diagnosis.principalNone',
        params: {},
        message: 'Mark one diagnosis as Principal.',
      },
    ]);
    const two = checkForQueue(
      ready({
        diagnoses: [
          { ...newDiagnosis('Principal'), code: 'A' },
          { ...newDiagnosis('Principal'), code: 'B' },
        ],
      }),
      '2026-11-22',
    );
    expect(two).toEqual([
      {
        field: 'diagnoses',
        code: 'claim.diagnosis.principalMany',
        params: { count: 2 },
        message: 'Only one diagnosis may be Principal; 2 are marked.',
      },
    ]);
  });

  it('refuses an attendance date in the future', () => {
    expect(fields(checkForQueue(ready({ attendanceDate: '2026-11-23' }), '2026-11-22'))).toEqual(['attendanceDate']);
  });

  it('asks for what a queued claim needs', () => {
    const draft = { ...emptyDraft('2026-11-22'), diagnoses: [] };
    expect(fields(checkForQueue(draft, '2026-11-22'))).toEqual([
      'authorizationNo',
      'doctor.name',
      'diagnoses',
      'lines',
    ]);
  });

  it('lets a draft keep blank rows and missing parts', () => {
    expect(checkDraft(emptyDraft('2026-11-22'))).toEqual([]);
  });
});

describe('toClaimInput', () => {
  it('drops blank rows and turns quantities into numbers', () => {
    const input = toClaimInput(ready({ lines: [line('3', ' 0.1 '), newLine()], batchNo: ' B-7 ' }));
    expect(input.lines).toEqual([{ tariffId: 'T-1', name: 'Item', type: 'medication', quantity: 3, price: '0.1' }]);
    expect(input.batchNo).toBe('B-7');
    expect(input).not.toHaveProperty('id');
  });
});
