/**
 * The limits of what staff type, shown as they type: a character count from 80 % of a text's maximum, and
 * the rule's own problem as soon as a value breaks a limit that typing on cannot mend (too long, too many,
 * too large). The maximums are read from the schemas the core enforces, so the page never states a limit of
 * its own; the problems are the rulebook's (claim-rules.ts), so they read as the core would word them.
 */
import { z } from 'zod';
import { ClaimInput, DraftDoctor } from './claims';
import { SEND_ANYWAY_REASON_MAX } from './claim-checks';
import type { FieldError } from './problems';
import type { RuleCode } from './rule-wording';

/** The share of a maximum from which the count shows. */
export const COUNT_FROM = 0.8;

export interface CharacterCount {
  readonly used: number;
  readonly max: number;
}

/** The count to show beside `text` (as zod counts it: UTF-16 units), or undefined while it is far from `max`. */
export function characterCount(text: string, max: number): CharacterCount | undefined {
  return text.length >= Math.ceil(max * COUNT_FROM) ? { used: text.length, max } : undefined;
}

/** The maximum length a string schema allows (through defaults and optionals); undefined when it has none. */
function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}

const required = (schema: z.ZodType): number => {
  const max = maxLengthOf(schema);
  if (max === undefined) throw new Error('A limited text field has no maximum length');
  return max;
};

/** The texts of a claim staff type, with the maximum the core enforces. */
export const CLAIM_TEXT_MAX = {
  complain: required(ClaimInput.shape.complain),
  batchNo: required(ClaimInput.shape.batchNo),
  sendAnywayReason: SEND_ANYWAY_REASON_MAX,
} as const;

/** The doctor's texts as a claim holds them (DraftDoctor), each with its maximum. */
export const DOCTOR_TEXT_MAX = Object.fromEntries(
  Object.entries(DraftDoctor.shape).map(([key, schema]) => [key, required(schema)]),
) as Record<keyof DraftDoctor, number>;

/** Problems no further typing mends: shown as soon as they appear, not only when staff save or queue. */
const LIMIT_CODES: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'input.tooLong',
  'input.tooMany',
  'input.tooLarge',
  'cardNo.tooLong',
  'amount.tooLarge',
  'claim.lines.tooMany',
  'claim.line.quantityTooLarge',
]);

export const isLimitProblem = (problem: Pick<FieldError, 'code'>): boolean => LIMIT_CODES.has(problem.code);
