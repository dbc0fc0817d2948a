/** The /v1 envelope as text: success follows the status, statusCode repeats it. */
import type { z } from 'zod';
import type { ErrorData as ErrorDataSchema } from '../../../shared/wire/envelope';

export type ErrorData = z.infer<typeof ErrorDataSchema>;

export function envelopeText(status: number, message: readonly string[], data: unknown): string {
  return JSON.stringify({ success: status >= 200 && status < 300, statusCode: status, message, data });
}
