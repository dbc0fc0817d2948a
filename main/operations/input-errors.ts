/** A zod failure on an operation's input as `invalid-input`, with its problems per field (shared/domain/problems.ts). */
import type { z } from 'zod';
import { problem, problemsOf } from '../../shared/domain/problems';
import { ruleMessage } from '../../shared/domain/rule-wording';
import type { DomainError } from './handler';

export function invalidInput(error: z.ZodError, input: unknown): DomainError {
  const fields = problemsOf(error, input);
  return {
    code: 'invalid-input',
    message: ruleMessage('input.correct', { problems: fields.map((field) => field.message).join(' ') }),
    fields,
  };
}

/** An input holding text that is not well-formed Unicode (well-formed.ts), as `invalid-input` on the field it is in. */
export function illFormedInput(field: string): DomainError {
  const fields = [problem(field, 'input.wrongForm', { field })];
  return {
    code: 'invalid-input',
    message: ruleMessage('input.correct', { problems: fields.map((found) => found.message).join(' ') }),
    fields,
  };
}
