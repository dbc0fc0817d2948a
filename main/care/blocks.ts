/**
 * Benefit blocks: an amount reserved against the member's benefit for an
 * authorization. The service answers the requested and covered amounts as
 * 2-decimal text; both are kept as Money so the co-payment (requested − covered)
 * is exact.
 */
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { maskCardNo } from '../store/masking';
import { formatMoney, moneyToNumber, parseMoney, type Money } from '../../shared/money';
import type { BlockInput, BlockView, CareResult } from '../../shared/domain/care';
import { mayHaveBeenApplied } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, careFailure, storeFailure } from './failures';
import { remoteFailure } from '../remote/remote-failure';
import type { AuditOutcome } from '../../shared/domain/audit';
import { getAuthorizationRecord, insertBlock, toBlockView, upsertAuthorization, type BlockRow } from './rows';

/** Blocks an amount (whole cents above zero, as BlockInput reads it) against the authorization's benefit. */
export async function blockBenefit(deps: CareDeps, input: BlockInput): Promise<CareResult<BlockView>> {
  const { authorizationNo, cardNo, amount } = input;
  const { db, client } = deps;
  const audit = (outcome: AuditOutcome, detail: string): void =>
    void recordAudit(db, { action: 'benefit.block', outcome, subject: maskCardNo(cardNo), detail }, deps);

  const blocked = await client.blockBenefit({
    card_no: cardNo,
    amount: moneyToNumber(amount),
    authorization_no: authorizationNo,
  });
  if (!blocked.ok) {
    try {
      writeTransaction(db, () =>
        audit(auditOutcomeOf(blocked.error), `${authorizationNo}, ${formatMoney(amount)}, ${blocked.error.kind}`),
      );
    } catch (error) {
      return storeFailure(error, 'block');
    }
    if (mayHaveBeenApplied(blocked.error)) {
      return careFailure({
        code: 'outcome-unknown',
        message: say('care.blockAnswerLost'),
      });
    }
    return remoteFailure(blocked.error, {
      rejected: say('care.blockRefused'),
    });
  }

  let requested: Money;
  let covered: Money;
  try {
    requested = parseMoney(blocked.value.requested_amount);
    covered = parseMoney(blocked.value.covered_amount);
  } catch {
    return careFailure({
      code: 'service-error',
      message: say('care.blockUnreadable'),
    });
  }
  const row: BlockRow = {
    authorization_no: authorizationNo,
    benefit: blocked.value.benefit,
    requested_units: Number(requested),
    covered_units: Number(covered),
    blocked_at: deps.now().toISOString(),
  };
  const view = toBlockView(row);
  try {
    writeTransaction(db, () => {
      // A block proves the authorization is approved for this card, even if it was obtained elsewhere.
      if (!getAuthorizationRecord(db, authorizationNo)) {
        upsertAuthorization(db, {
          authorizationNo,
          cardNo,
          benefitCode: blocked.value.benefit,
          status: 'APPROVED',
          source: 'manual',
          obtainedAt: row.blocked_at,
          checkedAt: row.blocked_at,
          checkOutcome: 'approved',
        });
      }
      insertBlock(db, row);
      audit('ok', `${authorizationNo}, requested ${view.requestedText}, covered ${view.coveredText}`);
    });
  } catch (error) {
    return storeFailure(
      error,
      'block',
      `${say('care.blocked', { covered: view.coveredText, requested: view.requestedText, coPayment: view.coPaymentText })} `,
    );
  }
  return { ok: true, value: view };
}
