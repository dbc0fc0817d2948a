/** A zod failure on an operation's input as `invalid-input`, with its problems per field (shared/domain/problems.ts). */
import type { z } from 'zod';
import { problemsOf } from '../../../shared/domain/problems';
import { ruleMessage } from '../../../shared/domain/rule-wording';
import type { DomainError } from './handler';

export function invalidInput(error: z.ZodError, input: unknown): DomainError {
  const fields = problemsOf(error, input);
  return {
    code: 'invalid-input',
    message: ruleMessage('input.correct', { problems: fields.map((field) => field.message).join(' ') }),
    fields,
  };
}
