/**
 * The renderer's fences: a strict Content-Security-Policy on every response, no
 * permission granted (asked or checked), and no navigation, pop-up window or
 * <webview> away from the app.
 */
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

type Headers = Record<string, string[]>;

/** The part of Electron's Session this module uses. */
export interface SessionLike {
  readonly webRequest: {
    onHeadersReceived(
      listener: (
        details: { readonly responseHeaders?: Headers },
        callback: (response: { responseHeaders: Headers }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, grant: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
}

interface Preventable {
  preventDefault(): void;
}

/** The part of Electron's WebContents this module uses. */
export interface ContentsLike {
  on(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
}

export function secureSession(session: SessionLike): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.setPermissionRequestHandler((_contents, _permission, grant) => grant(false));
  session.setPermissionCheckHandler(() => false);
}

export function lockNavigation(contents: ContentsLike): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
