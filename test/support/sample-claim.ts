/** One valid claim body and its doctor, shared by the tests of every layer. */
import type { ClaimSubmission, Doctor } from '../../shared/wire/claims';

/** A valid wire doctor; also a complete draft doctor, and a row of the doctors table. */
export const SAMPLE_DOCTOR: Readonly<Doctor> = {
  name: 'Dr. Wanjiru Kamau',
  gender: 'FEMALE',
  phone: '254711000111',
  email: 'wanjiru@example.org',
  license: 'KMPDC-1234',
  speciality: 'General Practice',
  level: 'Medical Officer',
  level_code: 'MO',
};

/** 450.50 + 3 × 120.25 */
export const SAMPLE_CLAIM_TOTAL = 811.25;

export function sampleClaim(authorizationNo: string, overrides: Partial<ClaimSubmission> = {}): ClaimSubmission {
  return {
    batch_no: 'BATCH-2026-11-A',
    authorization_no: authorizationNo,
    attendance_date: '2026-11-20',
    doctor: { ...SAMPLE_DOCTOR },
    complain: 'Fever and headache for three days',
    diagnosis: [{ code: 'B54', type: 'Principal' }],
    breakup: [
      { id: 'TRF-001-000001', type: 'investigation', quantity: 1, amount: 450.5 },
      { id: 'TRF-001-000002', type: 'medication', quantity: 3, amount: 120.25 },
    ],
    ...overrides,
  };
}
