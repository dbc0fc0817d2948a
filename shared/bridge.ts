/**
 * What the preload exposes to the page as `window.claimdesk`: one call per operation
 * of shared/ops/operations.ts and the events of its `events` table, nothing else.
 * Main, preload and renderer take the bridge's names and channels from here.
 *
 * Type-only imports of the tables: the sandboxed preload inlines this file and must
 * not pull zod in. Each operation has its own IPC channel, so the handlers main
 * registers are exactly the allow-list; events share one channel, tagged by name.
 */
import type { OperationResult } from './ops/define';
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from './ops/operations';

/** The name of the bridge object on `window`. */
export const BRIDGE_KEY = 'claimdesk';

const OPERATION_CHANNEL_PREFIX = 'claimdesk:op:';

/** The IPC channel carrying one operation. */
export const operationChannel = (name: OperationName): string => `${OPERATION_CHANNEL_PREFIX}${name}`;

/** The IPC channel main sends every event on, as a BridgeEvent. */
export const EVENT_CHANNEL = 'claimdesk:event';

export interface BridgeEvent<E extends EventName = EventName> {
  readonly name: E;
  readonly payload: EventPayload<E>;
}

export interface ClaimdeskBridge {
  /**
   * Runs an operation in main. Never rejects: a refused or failed call is a result
   * with `ok: false` (code `unknown-operation` for a name outside the table,
   * `forbidden` when main does not trust the calling frame).
   */
  invoke<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<OperationOutput<N>>>;
  /** Listens to one event of the table; answers the function that stops listening. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}
