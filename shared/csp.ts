/**
 * The page's Content-Security-Policy: only the app's own files, no eval, no inline
 * code, no plug-ins, nowhere to post forms. Both hosts send it as a header (the
 * Electron session and the browser mode's server); renderer/index.html repeats it
 * in a meta tag (test/electron/security.test.ts keeps the two equal).
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
