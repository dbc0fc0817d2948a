/**
 * What the preload exposes to the page as `window.claimdesk`. Main, preload and
 * renderer all take the bridge's names and types from here.
 *
 * This file has no runtime imports: the sandboxed preload inlines it, and must stay small.
 */
import type { CoreStatus } from './core-status';

/** The name of the bridge object on `window`. */
export const BRIDGE_KEY = 'claimdesk';

/** IPC channels behind the bridge; main handles exactly these. */
export const BRIDGE_CHANNELS = { status: 'claimdesk:status' } as const;

export interface ClaimdeskBridge {
  status(): Promise<CoreStatus>;
}
