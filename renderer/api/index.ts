/**
 * The page's typed client of the operation table (shared/ops/operations.ts):
 * `callOp` and `onEvent` infer inputs, outputs and payloads from the table. The
 * bridge is picked once: the Electron preload's `window.claimdesk` when present,
 * else the browser mode's HTTP server. Main validates every input and output;
 * failures come back as data, never as a rejected promise.
 */
import { BRIDGE_KEY, type ClaimdeskBridge } from '../../shared/bridge';
import type { OperationResult } from '../../shared/ops/define';
import type {
  EventName,
  EventPayload,
  OperationInput,
  OperationName,
  OperationOutput,
} from '../../shared/ops/operations';
import { askFirstReads, takeFirstRead } from './first-reads';
import { createHttpBridge } from './http-bridge';
import { noteLockedRefusal } from './locked-refusals';
import { takeRunToken } from './run-token';

let bridge: ClaimdeskBridge | undefined;

function currentBridge(): ClaimdeskBridge {
  bridge ??= (Reflect.get(window, BRIDGE_KEY) as ClaimdeskBridge | undefined) ?? createHttpBridge(takeRunToken());
  return bridge;
}

export function callOp<N extends OperationName>(
  name: N,
  input: OperationInput<N>,
): Promise<OperationResult<OperationOutput<N>>> {
  const asked = takeFirstRead(name, input) as Promise<OperationResult<OperationOutput<N>>> | undefined;
  return (asked ?? currentBridge().invoke(name, input)).then((result) => {
    noteLockedRefusal(result);
    return result;
  });
}

/** Asks the first screen's reads now (first-reads.ts): renderer/early.ts, as the page starts. */
export const askFirstScreenReads = (): void => askFirstReads((name) => currentBridge().invoke(name, {}));

export function onEvent<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
  return currentBridge().on(name, listener);
}
