/**
 * What one operation's handler is: it gets the input as the table's schema parsed
 * it, and answers a result (errors as data). `HandlersOf<'claims'>` is the record
 * of every `claims.*` operation of the table, so a missing handler is a compile
 * error in the file of its domain.
 */
import type { z } from 'zod';
import type { FieldError } from '../../../shared/domain/problems';
import type { OperationName, OperationOutput, Operations } from '../../../shared/ops/operations';
import type { Core } from '../core';

/** A failure from a use case (CareError, ClaimError, ...): what crosses the boundary is picked from it. */
export interface DomainError {
  readonly code: string;
  readonly message: string;
  readonly fields?: readonly FieldError[];
  readonly serviceMessages?: readonly string[];
  readonly visitRequestId?: string;
}

export type HandlerResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError };

type OperationInputOf<N extends OperationName> = z.output<Operations[N]['input']>;

export type Handler<N extends OperationName> = (
  input: OperationInputOf<N>,
  core: Core,
) => HandlerResult<OperationOutput<N>> | Promise<HandlerResult<OperationOutput<N>>>;

type OperationsOf<Domain extends string> = Extract<OperationName, `${Domain}.${string}`>;

export type HandlersOf<Domain extends string> = { readonly [N in OperationsOf<Domain>]: Handler<N> };

export type Handlers = { readonly [N in OperationName]: Handler<N> };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = (code: string, message: string): { ok: false; error: DomainError } => ({
  ok: false,
  error: { code, message },
});

/** A use case's answer "nothing here" (undefined) as a `not-found` failure in plain words. */
export const found = <T>(value: T | undefined, message: string): HandlerResult<T> =>
  value === undefined ? fail('not-found', message) : ok(value);
