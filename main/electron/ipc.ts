/**
 * The main side of the bridge: one handler per operation of the table (so the table
 * is the allow-list), each answering only the top frame of our own window showing our
 * own page. Anything else — another window, an iframe, a frame already gone, a page
 * navigated elsewhere — gets `forbidden` and nothing runs. Inputs go to the host raw:
 * the host validates them, whatever the preload did.
 */
import { EVENT_CHANNEL, operationChannel, type BridgeEvent } from '../../shared/bridge';
import type { OperationResult } from '../../shared/ops/define';
import { EVENT_NAMES, OPERATION_NAMES } from '../../shared/ops/operations';
import type { OperationHost } from '../operations/host-api';
import { say } from '../i18n/words';

/** The part of an invoke event the check needs. */
export interface InvokeEventLike {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** The part of Electron's ipcMain this module uses. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: InvokeEventLike, input: unknown) => Promise<OperationResult<unknown>>,
  ): void;
}

export type SenderCheck = (event: InvokeEventLike) => boolean;

/** Trusts a call only from the main frame of the contents `ownContentsId` names, showing an app URL. */
export function trustedSender(
  ownContentsId: () => number | undefined,
  isAppUrl: (url: string) => boolean,
): SenderCheck {
  return ({ sender, senderFrame }) =>
    senderFrame !== null && senderFrame.parent === null && sender.id === ownContentsId() && isAppUrl(senderFrame.url);
}

const forbidden = (): OperationResult<never> => ({
  ok: false,
  error: { code: 'forbidden', message: say('host.notOwnPage') },
});

const failed = (): OperationResult<never> => ({ ok: false, error: { code: 'internal', message: say('host.failed') } });

export function registerOperations(
  ipcMain: IpcMainLike,
  host: Pick<OperationHost, 'invoke'>,
  isTrusted: SenderCheck,
): void {
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(operationChannel(name), (event, input) =>
      isTrusted(event) ? host.invoke(name, input).catch(failed) : Promise.resolve(forbidden()),
    );
  }
}

/** The part of Electron's WebContents events are sent through. */
export interface EventTargetLike {
  isDestroyed(): boolean;
  send(channel: string, message: BridgeEvent): void;
}

/** Sends one event to the page, if it is still there. */
export function sendEvent(target: EventTargetLike | undefined, message: BridgeEvent): void {
  if (target !== undefined && !target.isDestroyed()) target.send(EVENT_CHANNEL, message);
}

/** Sends every event of the host to the page while it is there; answers the function that stops. */
export function forwardEvents(
  host: Pick<OperationHost, 'subscribe'>,
  target: () => EventTargetLike | undefined,
): () => void {
  const stops = EVENT_NAMES.map((name) => host.subscribe(name, (payload) => sendEvent(target(), { name, payload })));
  return () => {
    for (const stop of stops) stop();
  };
}
