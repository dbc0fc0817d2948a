/**
 * The main side of the bridge. Only the app's own top-level page may call it: a
 * request from any other frame (a foreign page, an iframe, a destroyed frame) is refused.
 */
import { BRIDGE_CHANNELS } from '../../shared/bridge';
import type { CoreStatus } from '../../shared/core-status';

/** The part of an invoke event the check needs. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** The part of Electron's ipcMain this module uses. */
export interface IpcLike {
  handle(channel: string, listener: (event: InvokeEventLike) => Promise<CoreStatus>): void;
}

export function registerBridge(
  ipcMain: IpcLike,
  isAppUrl: (url: string) => boolean,
  status: () => Promise<CoreStatus>,
): void {
  ipcMain.handle(BRIDGE_CHANNELS.status, (event) => {
    const frame = event.senderFrame;
    if (frame === null || frame.parent !== null || !isAppUrl(frame.url)) {
      return Promise.reject(new Error(`${BRIDGE_CHANNELS.status} refused: the caller is not ClaimDesk's own page`));
    }
    return status();
  });
}
