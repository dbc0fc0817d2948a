/**
 * Endpoints 7–8: blocking an amount against the authorized benefit. Covered is
 * the requested amount capped by the benefit's remaining limit. One block per
 * authorization: a new block releases the earlier one's amount, then replaces it.
 */
import { addMoney, formatMoney, minMoney, moneyFromNumber, subtractMoney, ZERO } from '../../../shared/money';
import type { Handler } from './outcome';
import { fail, noRecord, ok } from './outcome';
import { nextId } from '../state';

const NUMERIC_TEXT = /^\s*\d+(\.\d+)?\s*$/;

/** The document calls the amount "numeric": a numeric string is read as the number it spells. */
export function acceptNumericAmount(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('amount' in raw)) return raw;
  const { amount } = raw;
  return typeof amount === 'string' && NUMERIC_TEXT.test(amount) ? { ...raw, amount: Number(amount) } : raw;
}

export const blockBenefit: Handler<'blockBenefit'> = ({ body }, { state }) => {
  const authorization = state.authorizations.get(body.authorization_no);
  const member = authorization && state.members.get(authorization.card_no);
  const benefit = member?.benefits.find((b) => b.code === authorization?.benefit_code);
  if (!authorization || authorization.card_no !== body.card_no || !benefit) {
    return fail(422, `Invalid authorization number ${body.authorization_no} for card ${body.card_no}`);
  }
  const previous = state.blocks.get(authorization.authorization_no);
  if (previous) benefit.remaining = addMoney(benefit.remaining, previous.covered);
  const requested = moneyFromNumber(body.amount);
  const covered = minMoney(requested, benefit.remaining > ZERO ? benefit.remaining : ZERO);
  benefit.remaining = subtractMoney(benefit.remaining, covered);
  state.blocks.set(authorization.authorization_no, {
    id: nextId(state, 'block'),
    authorization_no: authorization.authorization_no,
    benefit_code: benefit.code,
    requested,
    covered,
  });
  const message =
    covered === requested
      ? `Blocked ${formatMoney(covered)} on ${benefit.name}`
      : `Blocked ${formatMoney(covered)} of ${formatMoney(requested)} requested: the ${benefit.name} limit is insufficient`;
  return ok(
    { benefit: benefit.code, requested_amount: formatMoney(requested, 2), covered_amount: formatMoney(covered, 2) },
    message,
  );
};

export const getBlock: Handler<'getBlock'> = ({ params }, { state }) => {
  if (!state.authorizations.has(params.authorization_no)) {
    return fail(422, `Invalid authorization number ${params.authorization_no}`);
  }
  const block = state.blocks.get(params.authorization_no);
  if (!block) return noRecord(`no block on authorization ${params.authorization_no}`);
  return ok(
    {
      id: block.id,
      authorization_no: block.authorization_no,
      covered_amount: formatMoney(block.covered, 4),
      benefit: block.benefit_code,
    },
    'Block found',
  );
};
