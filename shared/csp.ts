/**
 * The page's Content-Security-Policy: only the app's own files, no eval, no inline
 * code, no plug-ins, nowhere to post forms. Both hosts send it as a header (in the
 * desktop app the app:// scheme's handler and the Electron session, in browser mode
 * its server); renderer/index.html repeats it in a meta tag (test/electron/security.test.ts
 * keeps the two equal). In the desktop app 'self' is app://claimdesk, the app alone.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
