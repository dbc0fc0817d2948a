/** Members, visits and errors as the operations answer them, for the Visit screen's tests. */
import type { AuthorizationView, MemberLookup, VisitView } from '../../../shared/domain/care';
import type { OperationError } from '../../../shared/ops/define';

export const MEMBER: MemberLookup = {
  cardNo: 'CD-1000017',
  name: 'Achieng Otieno',
  gender: 'Female',
  dob: '1990-03-15',
  benefits: [
    { code: 'OPD-01', name: 'Outpatient', access_type: 'Direct' },
    { code: 'DEN-01', name: 'Dental', access_type: 'Pre-authorization' },
  ],
  fetchedAt: '2026-11-21T11:02:00.000Z',
  source: 'service',
};

export const visit = (otpExpireAt: string): VisitView => ({
  visitRequestId: 'VR-1',
  cardNo: MEMBER.cardNo,
  benefitCode: 'OPD-01',
  otpExpireAt,
  startedAt: new Date().toISOString(),
  status: 'PENDING',
  authorizationNo: null,
  phone: '+254700000000',
  sentTo: '+2547•••000',
});

export const failure = (code: string, message: string, extra: Partial<OperationError> = {}) =>
  ({ ok: false, error: { code, message, ...extra } }) as const;

/** An authorization obtained by code for MEMBER's outpatient visit. */
export const AUTHORIZATION: AuthorizationView = {
  authorizationNo: 'AUTH-777',
  cardNo: MEMBER.cardNo,
  benefitCode: 'OPD-01',
  memberName: MEMBER.name,
  status: 'APPROVED',
  source: 'otp',
  obtainedAt: '2026-11-21T11:05:00.000Z',
  checkedAt: '2026-11-21T11:05:00.000Z',
  checkOutcome: 'approved',
  verified: true,
};
