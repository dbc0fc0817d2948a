/**
 * What a host (the Electron shell, or the browser mode's HTTP server) needs from
 * the core: one entry point per operation of shared/ops/operations.ts, and the
 * events. Hosts pass raw, untrusted input; `invoke` validates it against the
 * table, runs the handler, validates the output, and answers a result — it
 * never throws.
 */
import type { EventName, EventPayload, OperationName } from '../../shared/ops/operations';
import type { OperationResult } from '../../shared/ops/define';

export interface OperationHost {
  invoke(name: OperationName, rawInput: unknown): Promise<OperationResult<unknown>>;
  subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** True when `name` is an operation of the table (hosts check names from the outside world with it). */
export type IsOperationName = (name: string) => name is OperationName;
