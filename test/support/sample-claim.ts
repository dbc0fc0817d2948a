/** One valid claim body, shared by the simulator's and the client's tests. */
import type { ClaimSubmission } from '../../shared/wire/claims';

/** 450.50 + 3 × 120.25 */
export const SAMPLE_CLAIM_TOTAL = 811.25;

export function sampleClaim(authorizationNo: string, overrides: Partial<ClaimSubmission> = {}): ClaimSubmission {
  return {
    batch_no: 'BATCH-2026-11-A',
    authorization_no: authorizationNo,
    attendance_date: '2026-11-20',
    doctor: {
      name: 'Dr. Wanjiru Kamau',
      gender: 'FEMALE',
      phone: '254711000111',
      email: 'wanjiru@example.org',
      license: 'KMPDC-1234',
      speciality: 'General Practice',
      level: 'Medical Officer',
      level_code: 'MO',
    },
    complain: 'Fever and headache for three days',
    diagnosis: [{ code: 'B54', type: 'Principal' }],
    breakup: [
      { id: 'TRF-001-000001', type: 'investigation', quantity: 1, amount: 450.5 },
      { id: 'TRF-001-000002', type: 'medication', quantity: 3, amount: 120.25 },
    ],
    ...overrides,
  };
}
