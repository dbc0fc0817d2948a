import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { lockNavigation, secureSession, type ContentsLike, type SessionLike } from '../../main/electron/security';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

type HeadersListener = Parameters<SessionLike['webRequest']['onHeadersReceived']>[0];
type PermissionHandler = Parameters<SessionLike['setPermissionRequestHandler']>[0];
type PermissionCheck = Parameters<SessionLike['setPermissionCheckHandler']>[0];
type NavigationListener = (event: { preventDefault(): void }) => void;

function fakeSession() {
  const onHeadersReceived = vi.fn<(listener: HeadersListener) => void>();
  const setPermissionRequestHandler = vi.fn<(handler: PermissionHandler) => void>();
  const setPermissionCheckHandler = vi.fn<(handler: PermissionCheck) => void>();
  const session: SessionLike = {
    webRequest: { onHeadersReceived },
    setPermissionRequestHandler,
    setPermissionCheckHandler,
  };
  return { session, onHeadersReceived, setPermissionRequestHandler, setPermissionCheckHandler };
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
    const { session, onHeadersReceived } = fakeSession();
    secureSession(session);

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
  it('are refused, whatever the page asks for', () => {
    const { session, setPermissionRequestHandler } = fakeSession();
    secureSession(session);

    const handler = setPermissionRequestHandler.mock.calls[0]?.[0];
    const grant = vi.fn();
    handler?.({}, 'media', grant);
    handler?.({}, 'notifications', grant);

    expect(grant.mock.calls).toEqual([[false], [false]]);
  });

  it('are reported as not granted when the page checks', () => {
    const { session, setPermissionCheckHandler } = fakeSession();
    secureSession(session);

    expect(setPermissionCheckHandler.mock.calls[0]?.[0]()).toBe(false);
  });
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
