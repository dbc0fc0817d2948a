/**
 * The bridge object the page gets as `window.claimdesk`. It holds the only reference
 * to ipcRenderer and never hands it (or an IPC event, whose `sender` is ipcRenderer)
 * to the page: `invoke` answers the result main sent, `on` hands over the payload.
 * Names outside the tables are refused here, before any IPC; main checks again.
 */
import { EVENT_CHANNEL, operationChannel, type BridgeEvent, type ClaimdeskBridge } from '../shared/bridge';
import type { OperationResult } from '../shared/ops/define';
import { EVENT_NAME_LIST, OPERATION_NAME_LIST } from '../shared/ops/names';
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../shared/ops/operations';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, input: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
}

const operationNames: ReadonlySet<string> = new Set(OPERATION_NAME_LIST);
const eventNames: ReadonlySet<string> = new Set(EVENT_NAME_LIST);

const isOperationName = (name: unknown): name is OperationName => typeof name === 'string' && operationNames.has(name);

const isEventName = (name: unknown): name is EventName => typeof name === 'string' && eventNames.has(name);

const isBridgeEvent = (message: unknown): message is BridgeEvent =>
  typeof message === 'object' && message !== null && 'name' in message && 'payload' in message;

function unknownOperation(name: unknown): OperationResult<never> {
  return {
    ok: false,
    error: { code: 'unknown-operation', message: `ClaimDesk has no operation named "${String(name)}".` },
  };
}

export function createBridge(ipc: IpcRendererLike): ClaimdeskBridge {
  function invoke<N extends OperationName>(name: N, input: OperationInput<N>) {
    if (!isOperationName(name)) return Promise.resolve(unknownOperation(name));
    return ipc.invoke(operationChannel(name), input) as Promise<OperationResult<OperationOutput<N>>>;
  }

  function on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    if (!isEventName(event)) throw new TypeError(`ClaimDesk has no event named "${String(event)}".`);
    const forward = (_ipcEvent: unknown, message: unknown): void => {
      if (isBridgeEvent(message) && message.name === event) listener(message.payload as EventPayload<E>);
    };
    ipc.on(EVENT_CHANNEL, forward);
    return () => {
      ipc.removeListener(EVENT_CHANNEL, forward);
    };
  }

  return { invoke, on } satisfies ClaimdeskBridge;
}
