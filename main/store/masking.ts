/**
 * What never leaves the desk whole: a card number shown by its last four characters, and anything that looks like
 * a bearer token or an OTP code replaced by "[redacted]". The audit trail (audit.ts) and the log (main/log/redact.ts)
 * use the same rules; this module imports nothing, so the log has them before the store's modules load.
 */
const VISIBLE_DIGITS = 4;
const MASK = '••••';

/** `CD-1000017` → `••••0017`; anything of 4 characters or fewer is masked whole. */
export function maskCardNo(cardNo: string): string {
  const text = cardNo.trim();
  return text.length <= VISIBLE_DIGITS ? MASK : MASK + text.slice(-VISIBLE_DIGITS);
}

const SECRET_PATTERNS: readonly (readonly [RegExp, string])[] = [
  // Authorization: Bearer <token>
  [/\b(bearer\s+)[^\s"',;]+/gi, '$1[redacted]'],
  // token=…, "access_token": "…", otp_code: 123456, password=…
  [/\b((?:access_|refresh_)?token|otp_?code|password|secret)(["']?\s*[:=]\s*["']?)[^\s"',;}]+/gi, '$1$2[redacted]'],
  // "OTP 123456", "code is 4821", "otp: 0042"
  [/\b(otp|code|pin)(\s*(?:is|was)?\s*[:=#]?\s*["']?)\d{4,8}\b/gi, '$1$2[redacted]'],
];

/** Replaces anything that looks like a bearer token or an OTP code with "[redacted]". */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}
