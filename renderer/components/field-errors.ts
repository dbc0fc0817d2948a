/** The message for one field of an invalid-input failure, to show next to that field. */
import type { OperationError } from '../../shared/ops/define';

export const fieldError = (error: OperationError | undefined, field: string): string | undefined =>
  error?.fields?.find((entry) => entry.field === field)?.message;

/** The failure's message unless every part of it is already shown next to a field. */
export const formMessage = (error: OperationError | undefined, fields: readonly string[]): string | undefined =>
  error && (error.fields?.every((entry) => fields.includes(entry.field)) ? undefined : error.message);
