/** The limits shown as staff type: read from the schemas the core enforces, counted from 80 % of them. */
import { describe, expect, it } from 'vitest';
import { characterCount, CLAIM_TEXT_MAX, DOCTOR_TEXT_MAX, isLimitProblem } from '../../shared/domain/input-limits';
import { draftProblems } from '../../shared/domain/claim-rules';
import { ClaimInput } from '../../shared/domain/claims';

describe('input limits', () => {
  it('takes each maximum from the schema the core enforces', () => {
    expect(CLAIM_TEXT_MAX).toEqual({ complain: 4000, batchNo: 64, sendAnywayReason: 500 });
    expect(DOCTOR_TEXT_MAX.name).toBe(200);
    expect(DOCTOR_TEXT_MAX.email).toBe(254);
    expect(ClaimInput.safeParse({ complain: 'a'.repeat(CLAIM_TEXT_MAX.complain) }).success).toBe(true);
    expect(ClaimInput.safeParse({ complain: 'a'.repeat(CLAIM_TEXT_MAX.complain + 1) }).success).toBe(false);
  });

  it('counts from 80 % of the maximum, and on past it', () => {
    expect(characterCount('a'.repeat(3199), 4000)).toBeUndefined();
    expect(characterCount('a'.repeat(3200), 4000)).toEqual({ used: 3200, max: 4000 });
    expect(characterCount('a'.repeat(4001), 4000)).toEqual({ used: 4001, max: 4000 });
    expect(characterCount('', 64)).toBeUndefined();
  });

  it('tells the problems no further typing mends from those that typing on may mend', () => {
    const line = { tariffId: 'TRF-1', name: 'Test', type: 'medication', price: '10' };
    const found = draftProblems({
      complain: 'a'.repeat(4001),
      lines: [
        { ...line, quantity: 100_001 },
        { ...line, quantity: 1, price: '' },
      ],
    });
    expect(found.filter(isLimitProblem).map(({ field, code }) => [field, code])).toEqual([
      ['complain', 'input.tooLong'],
      ['lines.0.quantity', 'claim.line.quantityTooLarge'],
    ]);
    expect(found.filter((problem) => !isLimitProblem(problem)).map(({ field }) => field)).toEqual(['lines.1.price']);
  });
});
