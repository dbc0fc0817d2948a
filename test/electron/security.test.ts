import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isAppOrigin, rendererSource } from '../../main/electron/renderer-source';
import {
  GRANTED_PERMISSION,
  lockNavigation,
  secureSession,
  type ContentsLike,
  type SessionLike,
} from '../../main/electron/security';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

type HeadersListener = Parameters<SessionLike['webRequest']['onHeadersReceived']>[0];
type PermissionHandler = Parameters<SessionLike['setPermissionRequestHandler']>[0];
type PermissionCheck = Parameters<SessionLike['setPermissionCheckHandler']>[0];
type NavigationListener = (event: { preventDefault(): void }) => void;

/** A session secured for the built page on app://claimdesk/, with the handlers it was given. */
function fakeSession() {
  const onHeadersReceived = vi.fn<(listener: HeadersListener) => void>();
  const setPermissionRequestHandler = vi.fn<(handler: PermissionHandler) => void>();
  const setPermissionCheckHandler = vi.fn<(handler: PermissionCheck) => void>();
  const session: SessionLike = {
    webRequest: { onHeadersReceived },
    setPermissionRequestHandler,
    setPermissionCheckHandler,
  };
  const source = rendererSource(undefined);
  secureSession(session, (url) => isAppOrigin(source, url));
  const handler = <T>(mock: { mock: { calls: [T][] } }): T => mock.mock.calls[0]?.[0] ?? expect.fail('not set');
  /** What the page is granted when it asks (the request handler). */
  const ask = (permission: string, requestingUrl: string, isMainFrame = true): boolean => {
    const grant = vi.fn<(granted: boolean) => void>();
    handler(setPermissionRequestHandler)({}, permission, grant, { requestingUrl, isMainFrame });
    expect(grant).toHaveBeenCalledOnce();
    return grant.mock.calls[0]?.[0] ?? expect.fail('no answer');
  };
  /** What the page is told it has when it checks (the check handler). */
  const check = (permission: string, requestingOrigin: string, isMainFrame = true): boolean =>
    handler(setPermissionCheckHandler)(null, permission, requestingOrigin, { isMainFrame });
  return { onHeadersReceived, ask, check };
}

function fakeContents() {
  const on = vi.fn<(event: string, listener: NavigationListener) => void>();
  const setWindowOpenHandler = vi.fn<(handler: () => { action: 'deny' }) => void>();
  const contents: ContentsLike = { on, setWindowOpenHandler };
  const listener = (event: string): NavigationListener => {
    const call = on.mock.calls.find(([name]) => name === event);
    if (call === undefined) throw new Error(`no listener for ${event}`);
    return call[1];
  };
  return { contents, listener, setWindowOpenHandler };
}

describe('the content security policy', () => {
  it('allows only the app itself, with no eval and no inline code', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(eval|inline)/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/\*|https?:/);
  });

  it('is set as a header on every response, keeping the other headers', () => {
    const { onHeadersReceived } = fakeSession();

    const listener = onHeadersReceived.mock.calls[0]?.[0];
    const callback = vi.fn();
    listener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);

    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  it('is repeated word for word in the meta tag of renderer/index.html', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('permissions', () => {
  const PAGE = 'app://claimdesk/';
  const ORIGIN = 'app://claimdesk';

  it("grant writing to the clipboard to the app's own page, asked or checked, so that Copy works", () => {
    const { ask, check } = fakeSession();
    expect(GRANTED_PERMISSION).toBe('clipboard-sanitized-write');
    expect(ask('clipboard-sanitized-write', PAGE)).toBe(true);
    expect(check('clipboard-sanitized-write', ORIGIN)).toBe(true);
  });

  it.each([
    ['another host on the scheme', 'app://evil/', 'app://evil'],
    ['a web page', 'https://insurer.example/', 'https://insurer.example'],
    ['a file', 'file:///tmp/evil.html', 'file://'],
    ['an opaque origin', 'about:blank', 'null'],
  ])('refuse the clipboard to %s', (_label, url, origin) => {
    const { ask, check } = fakeSession();
    expect(ask('clipboard-sanitized-write', url)).toBe(false);
    expect(check('clipboard-sanitized-write', origin)).toBe(false);
  });

  it('refuse the clipboard to a frame inside the page', () => {
    const { ask, check } = fakeSession();
    expect(ask('clipboard-sanitized-write', PAGE, false)).toBe(false);
    expect(check('clipboard-sanitized-write', ORIGIN, false)).toBe(false);
  });

  it.each(['clipboard-read', 'media', 'notifications', 'geolocation', 'openExternal', 'fullscreen', 'unknown'])(
    "refuse %s, even to the app's own page",
    (permission) => {
      const { ask, check } = fakeSession();
      expect(ask(permission, PAGE)).toBe(false);
      expect(check(permission, ORIGIN)).toBe(false);
    },
  );
});

describe('navigation', () => {
  it('is prevented, so the window never leaves the app', () => {
    const { contents, listener } = fakeContents();
    lockNavigation(contents);

    const event = { preventDefault: vi.fn() };
    listener('will-navigate')(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('cannot follow a redirect away from the page', () => {
    const { contents, listener } = fakeContents();
    lockNavigation(contents);

    const event = { preventDefault: vi.fn() };
    listener('will-redirect')(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('cannot attach a <webview>', () => {
    const { contents, listener } = fakeContents();
    lockNavigation(contents);

    const event = { preventDefault: vi.fn() };
    listener('will-attach-webview')(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('cannot open new windows', () => {
    const { contents, setWindowOpenHandler } = fakeContents();
    lockNavigation(contents);

    const handler = setWindowOpenHandler.mock.calls[0]?.[0];
    expect(handler?.()).toEqual({ action: 'deny' });
  });
});
