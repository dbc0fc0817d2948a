/**
 * Endpoints 12–15: claims. A claim needs an approved authorization; it is stored
 * as submitted, with no idempotency (the same body twice makes two claims), and is
 * visible only to the provider that submitted it. How its amount is summed and
 * recorded, and how summaries spell the member's name, follow the personality.
 */
import {
  MONEY_SCALE,
  moneyFromNumber,
  moneyToNumber,
  multiplyMoney,
  parseMoney,
  sumMoney,
  type Money,
} from '../../../shared/money';
import type { BreakupLine, ClaimSummary } from '../../../shared/wire/claims';
import type { Personality } from '../options';
import { nextId, type SimClaim } from '../state';
import type { Handler } from './outcome';
import { fail, noRecord, ok } from './outcome';

/** Attachments: these media types, at most this many bytes once decoded. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export const ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;

export const submitClaim: Handler<'submitClaim'> = ({ body }, { state, clock, provider, rawBody }) => {
  const authorization = state.authorizations.get(body.authorization_no);
  const member = authorization && state.members.get(authorization.card_no);
  if (!member) return fail(422, `Invalid authorization number ${body.authorization_no}: no approved authorization`);
  const personality = state.config.personality;
  const sum = lineSum(body.breakup, personality);
  const amount = recordedAmount(sum, personality);
  const claim: SimClaim = {
    claim_no: nextId(state, 'claim'),
    provider_id: provider.id,
    batch_no: body.batch_no,
    authorization_no: body.authorization_no,
    attendance_date: body.attendance_date,
    member_name: member.name,
    amount_sum: sum,
    amount,
    body: rawBody,
    documents: 0,
    received_at: clock.now().toISOString(),
    status: 'Received',
    listed: true,
  };
  state.claims.set(claim.claim_no, claim);
  return ok({ claim_no: claim.claim_no, amount_claimed: moneyToNumber(amount) }, `Claim ${claim.claim_no} received`);
};

export const listClaimsByBatch: Handler<'listClaimsByBatch'> = ({ params }, { state, provider }) => {
  const claims = [...state.claims.values()].filter(
    (claim) => claim.provider_id === provider.id && claim.batch_no === params.batch_no && claim.listed,
  );
  if (claims.length === 0) return noRecord(`no claims in batch ${params.batch_no}`);
  return ok(
    claims.map((claim) => summary(claim, state.config.personality)),
    `${claims.length} claim(s) in batch ${params.batch_no}`,
  );
};

export const getClaim: Handler<'getClaim'> = ({ params }, { state, provider }) => {
  const claim = state.claims.get(params.claim_no);
  if (!claim || claim.provider_id !== provider.id) return noRecord(`no claim ${params.claim_no}`);
  return ok([summary(claim, state.config.personality)], 'Claim found');
};

export const uploadDocument: Handler<'uploadDocument'> = ({ body }, { state, provider }) => {
  const claim = state.claims.get(body.claim_no);
  if (!claim || claim.provider_id !== provider.id) {
    return fail(404, `Pre-authorization not found for claim ${body.claim_no}`);
  }
  const [, mediaType = '', payload = ''] = /^data:([^;]+);base64,(.*)$/s.exec(body.attachment) ?? [];
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(mediaType.toLowerCase())) {
    return fail(415, `attachment: ${mediaType} is not accepted; send one of ${ATTACHMENT_TYPES.join(', ')}`);
  }
  if (payload.length % 4 !== 0) return fail(400, 'attachment: the base64 content is truncated');
  if (decodedLength(payload) > ATTACHMENT_LIMIT_BYTES) {
    return fail(413, `attachment: larger than ${ATTACHMENT_LIMIT_BYTES / 1024 / 1024} MiB`);
  }
  claim.documents += 1;
  return ok(null, `Document attached to claim ${claim.claim_no}`);
};

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function summary(claim: SimClaim, personality: Personality): ClaimSummary {
  return {
    claim_no: claim.claim_no,
    member_name: spelledName(claim.member_name, personality),
    attendance_date: claim.attendance_date,
    claimed_amount: moneyToNumber(claim.amount),
    status: claim.status,
  };
}

/** Σ of the breakup. The document does not say whether a line's amount is a unit price or the line's total. */
export function lineSum(lines: readonly BreakupLine[], personality: Personality): Money {
  return sumMoney(lines.map((line) => lineTotal(line, personality)));
}

function lineTotal(line: BreakupLine, personality: Personality): Money {
  const amount = moneyFromNumber(line.amount);
  return personality.lineAmount === 'unit' ? multiplyMoney(amount, line.quantity) : amount;
}

/**
 * The claimed amount the insurer records. `adjusted` plays an insurer that adjusts
 * claims on receipt, so the desk must show the insurer's figure, not assume its own.
 */
export function recordedAmount(sum: Money, personality: Personality): Money {
  return personality.claimedAmount === 'exact' ? sum : lessTenPercentRoundedDown(sum);
}

const ONE_UNIT = 10n ** BigInt(MONEY_SCALE);

/**
 * floor(0.9 × sum) in whole currency units (174.50 → 157.00), exact in integers.
 * It is below every positive sum, since floor(0.9 × s) ≤ 0.9 × s < s, so the
 * adjustment always shows. Sums are never negative, so bigint division rounds down.
 */
function lessTenPercentRoundedDown(sum: Money): Money {
  const wholeUnits = (sum * 9n) / (10n * ONE_UNIT);
  return parseMoney(wholeUnits.toString());
}

/** How summaries spell member_name: the document does not say whether it is the name as stored. */
const SPELLINGS: Readonly<Record<Personality['memberNames'], (name: string) => string>> = {
  'as-stored': (name) => name,
  upper: (name) => name.toUpperCase(),
  'surname-first': surnameFirst,
};

export function spelledName(name: string, personality: Personality): string {
  return SPELLINGS[personality.memberNames](name);
}

/** "Aisha Mugo Njoroge" → "Njoroge, Aisha Mugo"; a one-word name stays as it is. */
function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  const surname = words.pop();
  return words.length === 0 || surname === undefined ? name : `${surname}, ${words.join(' ')}`;
}
