/**
 * A block as the store keeps it (amounts in whole units of the smallest coin) and as the page shows it.
 * Apart from blocks.ts, which records blocks, so that the authorizations list reads them without a circle.
 */
import { formatMoney, subtractMoney, type Money } from '../../shared/money';
import type { BlockView } from '../../shared/domain/care';

export interface BlockRow {
  authorization_no: string;
  benefit: string;
  requested_units: number;
  covered_units: number;
  blocked_at: string;
}

export function toBlockView(row: BlockRow): BlockView {
  const requested = BigInt(row.requested_units) as Money;
  const covered = BigInt(row.covered_units) as Money;
  const coPayment = subtractMoney(requested, covered);
  return {
    authorizationNo: row.authorization_no,
    benefit: row.benefit,
    requested,
    covered,
    coPayment,
    requestedText: formatMoney(requested),
    coveredText: formatMoney(covered),
    coPaymentText: formatMoney(coPayment),
    blockedAt: row.blocked_at,
  };
}
