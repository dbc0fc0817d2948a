/**
 * The renderer's fences: a strict Content-Security-Policy on every response, no
 * navigation, pop-up window or <webview> away from the app, and no permission granted
 * (asked or checked) but one: `clipboard-sanitized-write`, to the app's own page in its
 * main frame, so that "Copy" works. Nothing else — camera, notifications, reading the
 * clipboard — and nothing for any other origin.
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
    handler: (
      contents: unknown,
      permission: string,
      grant: (granted: boolean) => void,
      details: { readonly requestingUrl: string; readonly isMainFrame: boolean },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      contents: unknown,
      permission: string,
      requestingOrigin: string,
      details: { readonly isMainFrame: boolean },
    ) => boolean,
  ): void;
}

/** The one permission the page gets: writing text to the clipboard (Chromium sanitizes what is written). */
export const GRANTED_PERMISSION = 'clipboard-sanitized-write';

interface Preventable {
  preventDefault(): void;
}

/** The part of Electron's WebContents this module uses. */
export interface ContentsLike {
  on(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
}

/** `isAppOrigin` tells the app's own origin (renderer-source.ts) from any other URL or origin. */
export function secureSession(session: SessionLike, isAppOrigin: (urlOrOrigin: string) => boolean): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  const allowed = (permission: string, urlOrOrigin: string, isMainFrame: boolean): boolean =>
    permission === GRANTED_PERMISSION && isMainFrame && isAppOrigin(urlOrOrigin);
  session.setPermissionRequestHandler((_contents, permission, grant, details) =>
    grant(allowed(permission, details.requestingUrl, details.isMainFrame)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    allowed(permission, requestingOrigin, details.isMainFrame),
  );
}

export function lockNavigation(contents: ContentsLike): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
