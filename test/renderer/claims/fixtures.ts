/** Views the fake operations answer with, shaped exactly as the contract's outputs. */
import type { AuthorizationChoice, DoctorEntry } from '../../../shared/domain/care';
import type { ClaimFacts } from '../../../shared/domain/claim-checks';
import type { ClaimInput, ClaimState, ClaimView } from '../../../shared/domain/claims';
import type { TariffEntry } from '../../../shared/domain/tariffs';
import { formatMoney, parseMoney, type Money } from '../../../shared/money';

export const AUTHORIZATION: AuthorizationChoice = {
  authorizationNo: 'AUTH-777',
  cardNo: 'CD-1000017',
  benefitCode: 'OPD-01',
  benefitName: 'Outpatient',
  memberName: 'Achieng Otieno',
  status: 'APPROVED',
  source: 'otp',
  obtainedAt: '2026-11-22T08:00:00.000Z',
  checkedAt: null,
  checkOutcome: null,
  verified: true,
  block: null,
  claim: null,
  draftId: null,
};

/** The core's facts for the checks before sending: a block covering 5,000.00, no tariff needing pre-authorization. */
export const COVERED: ClaimFacts = {
  covered: parseMoney('5000'),
  issuedOn: null,
  tariffs: {},
  diagnosisList: { count: 0, listed: [] },
  benefit: { code: 'OPD-01', name: 'Outpatient' },
};

export const DOCTOR: DoctorEntry = {
  id: 4,
  name: 'Dr. Wanjiru Kamau',
  gender: 'FEMALE',
  phone: '254711000111',
  email: '',
  license: 'KMPDC-1234',
  speciality: 'General Practice',
  level: '',
  level_code: '',
};

export const tariff = (id: string, name: string, price: string): TariffEntry => ({
  id,
  providerId: 'P-1',
  name,
  price: parseMoney(price),
  priceText: formatMoney(parseMoney(price)),
  accessType: 'Direct',
});

export function claimView(input: ClaimInput, state: ClaimState, patch: Partial<ClaimView> = {}): ClaimView {
  const lines = (input.lines ?? []).map((line, index) => {
    const amount = (parseMoney(line.price) * BigInt(line.quantity)) as Money;
    return {
      lineNo: index + 1,
      tariffId: line.tariffId,
      name: line.name,
      type: line.type,
      quantity: line.quantity,
      price: parseMoney(line.price),
      priceText: line.price,
      amount,
      amountText: formatMoney(amount),
    };
  });
  const amount = lines.reduce((sum, line) => sum + line.amount, 0n) as Money;
  return {
    id: input.id ?? '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f0001',
    state,
    batchNo: input.batchNo || (state === 'draft' ? '' : 'B-2026-11'),
    authorizationNo: input.authorizationNo ?? '',
    cardNo: input.cardNo ?? '',
    memberName: input.memberName ?? '',
    attendanceDate: input.attendanceDate ?? '',
    doctor: { ...DOCTOR, ...input.doctor },
    complain: input.complain ?? '',
    preAuthorizationNo: input.preAuthorizationNo ?? '',
    diagnoses: input.diagnoses ?? [],
    lines,
    amount,
    amountText: formatMoney(amount),
    claimNo: null,
    amountClaimed: null,
    amountClaimedText: null,
    sentLineAmounts: null,
    serviceReading: null,
    messages: [],
    reviewReason: null,
    outcomeUnknown: false,
    attention: null,
    attempts: 0,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    queuedAt: null,
    by: null,
    submittedAt: null,
    documents: [],
    insurer: null,
    insurerHistory: [],
    resubmitOf: null,
    resubmittedAs: null,
    lookAlikes: [],
    referralLetter: 'not-needed',
    waitingOnDocument: false,
    ...patch,
  };
}
