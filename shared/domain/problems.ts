/**
 * A problem staff must fix, as data: the field it is in, the rule's code, the
 * values its sentence needs, and that sentence as the side that found it words
 * it (rule-wording.ts; the page re-words it by code in the language on screen).
 * Rules make problems with `problem`; zod schemas name their rule by code
 * (`rule`), and `problemsOf` turns any zod error into problems, so the page, the
 * operation boundary and the use cases all word a refusal the same way.
 */
import { z } from 'zod';
import { isRuleCode, RULE_CODES, ruleMessage, type RuleCode, type RuleParams } from './rule-wording';

/** A field the staff must fix. `field` is a path like `lines.2.quantity` ('' for the whole input). */
export const FieldError = z.object({
  field: z.string(),
  code: z.enum(RULE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const problem = (field: string, code: RuleCode, params: RuleParams = {}): FieldError => ({
  field,
  code,
  params,
  message: ruleMessage(code, params),
});

/** A schema check's message: the code of the rule it enforces, worded by `problemsOf`. */
export const rule = (code: RuleCode): RuleCode => code;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The rule a schema named, or what zod's own check found, by kind. */
function codeOf(issue: z.core.$ZodIssue, value: unknown): RuleCode {
  if (isRuleCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'int') return 'input.notWhole';
    return value === undefined ? 'input.missing' : 'input.wrongForm';
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'input.empty' : 'input.tooShort';
    return issue.origin === 'array' ? 'input.tooFew' : 'input.tooSmall';
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return 'input.tooLong';
    return issue.origin === 'array' ? 'input.tooMany' : 'input.tooLarge';
  }
  return issue.code === 'unrecognized_keys' ? 'input.unknownFields' : 'input.wrongForm';
}

function paramsOf(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): RuleParams {
  const index = path.findLast((key) => typeof key === 'number');
  return {
    field: path.map(String).join('.'),
    ...(index !== undefined && { number: index + 1 }),
    ...('minimum' in issue && { minimum: Number(issue.minimum) }),
    ...('maximum' in issue && { maximum: Number(issue.maximum) }),
    ...(issue.code === 'unrecognized_keys' && { keys: issue.keys.join(', ') }),
  };
}

/**
 * Every problem in a zod error, once per field and rule. `input` is what was parsed (it tells a
 * missing field from a wrong one); `under` is where that input sits in a larger one ('doctor').
 */
export function problemsOf(error: z.ZodError, input: unknown, under?: string): FieldError[] {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  for (const issue of error.issues) {
    const path = under === undefined ? issue.path : [under, ...issue.path];
    const found = problem(path.map(String).join('.'), codeOf(issue, valueAt(input, issue.path)), paramsOf(issue, path));
    const key = `${found.field}\n${found.code}`;
    if (!seen.has(key)) problems.push(found);
    seen.add(key);
  }
  return problems;
}
