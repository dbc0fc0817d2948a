/**
 * What one operation's handler is: it gets the input as the table's schema parsed it and answers a result
 * (errors as data). `HandlersOf<'claims'>` is the record of every `claims.*` operation of the table, so a missing
 * handler is a compile error in the file of its domain.
 *
 * Every handler is input → one use case → result, so what the desk does is tested without the host. A use case is
 * a plain function of its folder (main/claims, main/care, main/diagnoses, main/tariffs, main/handover, main/desk …)
 * that takes its dependencies first: `useCase(deps, input)`. `deps` is the folder's deps type, or the part of it
 * the use case reads: `ClaimDeps` (claims/context.ts), `CareDeps` (care/deps.ts), `StoreDeps`
 * (store/store-deps.ts: the store and the staff member on duty); a read takes `Pick<…, 'db'>`. The core hands
 * them out, with the staff member and the desk's rules read from the settings at each use: `core.claims()`,
 * `core.care()`, `core.store()`; `core.sync` asks the engine for a run. A handler never reaches the store, the
 * client or a data-access file itself:
 *
 *   'claims.queue': ({ id }, core) => thenSync(core, queueClaim(core.claims(), id)),
 *   'members.photo': ({ cardNo }, core) => memberPhoto(core.care(), cardNo),
 *
 * Use cases import downward only (their folder's data access and main/store), never a handler.
 */
import type { z } from 'zod';
import type { ClaimOnAuthorization } from '../../shared/domain/claims';
import type { FieldError } from '../../shared/domain/problems';
import type { OperationName, OperationOutput, Operations } from '../../shared/ops/operations';
import type { Core } from '../core/core';

/** A failure from a use case (CareError, ClaimError, ...): what crosses the boundary is picked from it. */
export interface DomainError {
  readonly code: string;
  readonly message: string;
  readonly fields?: readonly FieldError[];
  readonly serviceMessages?: readonly string[];
  readonly visitRequestId?: string;
  readonly claim?: ClaimOnAuthorization;
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
