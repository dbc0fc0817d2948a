/** Between a stored claim and the shapes around it: the wire body the sync engine sends, and the editor's input. */
import { moneyToNumber, formatMoney } from '../../shared/money';
import type { ClaimView, LineAmounts, ParsedClaimInput } from '../../shared/domain/claims';
import type { ClaimSubmission } from '../../shared/wire/claims';
import { wireAmount } from './line-amounts';

/** The body of POST /v1/claims, each breakup amount written as `sentAs` says (see line-amounts.ts). */
export function toClaimSubmission(claim: ClaimView, sentAs: LineAmounts = 'unit'): ClaimSubmission {
  return {
    batch_no: claim.batchNo,
    authorization_no: claim.authorizationNo,
    attendance_date: claim.attendanceDate,
    doctor: { ...claim.doctor },
    complain: claim.complain,
    diagnosis: claim.diagnoses.map((diagnosis) => ({ code: diagnosis.code, type: diagnosis.type })),
    breakup: claim.lines.map((line) => ({
      id: line.tariffId,
      type: line.type,
      quantity: line.quantity,
      amount: moneyToNumber(wireAmount(line, sentAs)),
    })),
  };
}

/** A stored claim as the editor (and the queueing rules) take it: as the ClaimInput schema read it. */
export function toClaimInput(claim: ClaimView): ParsedClaimInput {
  return {
    id: claim.id,
    authorizationNo: claim.authorizationNo,
    cardNo: claim.cardNo,
    memberName: claim.memberName,
    attendanceDate: claim.attendanceDate,
    batchNo: claim.batchNo,
    doctor: { ...claim.doctor },
    complain: claim.complain,
    diagnoses: claim.diagnoses.map((diagnosis) => ({ ...diagnosis })),
    lines: claim.lines.map((line) => ({
      tariffId: line.tariffId,
      name: line.name,
      type: line.type,
      quantity: line.quantity,
      price: formatMoney(line.price, 4),
    })),
    preAuthorizationNo: claim.preAuthorizationNo,
  };
}
