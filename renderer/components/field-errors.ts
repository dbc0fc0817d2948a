/** The problem in one field of an invalid-input failure, to show next to that field. */
import type { FieldError } from '../../shared/domain/problems';
import type { OperationError } from '../../shared/ops/define';

export const fieldProblem = (error: OperationError | undefined, field: string): FieldError | undefined =>
  error?.fields?.find((entry) => entry.field === field);

/** The message of one field's problem as it came (a screen not yet reading the `rules` catalogue). */
export const fieldError = (error: OperationError | undefined, field: string): string | undefined =>
  fieldProblem(error, field)?.message;

/** The failure's message unless every part of it is already shown next to a field. */
export const formMessage = (error: OperationError | undefined, fields: readonly string[]): string | undefined =>
  error && (error.fields?.every((entry) => fields.includes(entry.field)) ? undefined : error.message);
