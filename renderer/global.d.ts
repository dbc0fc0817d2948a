import type { ClaimdeskBridge } from '../shared/bridge';

declare global {
  interface Window {
    /** Exposed by preload/index.ts. */
    readonly claimdesk: ClaimdeskBridge;
  }
}
