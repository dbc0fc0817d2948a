/**
 * The response envelope every endpoint answers with. `statusCode` repeats the
 * HTTP status; `message` is for people; `data` is the payload, null on most errors.
 */
import { z } from 'zod';

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    statusCode: z.number().int().min(100).max(599),
    message: z.array(z.string()),
    data,
  });

/** Errors carry null data, except a pending visit (422), which carries the existing visit_request_id. */
export const ErrorData = z.union([z.null(), z.object({ visit_request_id: z.string() })]);
export const ErrorEnvelope = envelopeOf(ErrorData).extend({ success: z.literal(false) });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Any envelope, payload unchecked: what is parsed before the endpoint's own data schema applies. */
export const AnyEnvelope = envelopeOf(z.unknown());
export type AnyEnvelope = z.infer<typeof AnyEnvelope>;
