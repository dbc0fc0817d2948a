/**
 * The shape of an operation contract: name → zod input → zod output, and the
 * result every operation answers with (errors are data; they never throw
 * across the boundary).
 */
import { z } from 'zod';
import { ClaimOnAuthorization } from '../domain/claims';
import { FieldError } from '../domain/problems';

export interface OperationSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly output: O;
  /**
   * Answered while the desk is locked. Only what the lock itself, the frame around it and sync need, none of it
   * patient data; every other operation is refused (`locked`) until staff unlock. Refused is the default, so a
   * new operation is closed while locked until it says otherwise.
   */
  readonly whileLocked: boolean;
}

export const op = <I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  options: { readonly whileLocked?: true } = {},
): OperationSpec<I, O> => ({ input, output, whileLocked: options.whileLocked ?? false });

/** For `op`: the operation is answered while the desk is locked. */
export const WHILE_LOCKED = { whileLocked: true } as const;

/** A failure as staff see it: a code the UI can branch on, plain words, and what to fix per field (as rule problems). */
export const OperationError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(FieldError).optional(),
  serviceMessages: z.array(z.string()).optional(),
  /** visit-pending: the visit waiting for its code, so the screen can resume it. */
  visitRequestId: z.string().optional(),
  /** authorization-claimed: the claim the authorization already has, so the screen can open it. */
  claim: ClaimOnAuthorization.optional(),
});
export type OperationError = z.infer<typeof OperationError>;

export type OperationResult<T> = { ok: true; value: T } | { ok: false; error: OperationError };

export const NoInput = z.object({}).strict();
