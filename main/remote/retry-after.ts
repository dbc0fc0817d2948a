/**
 * The wait a busy answer (429, 503, 408) asks for in its Retry-After header, in
 * either of its forms (RFC 9110 §10.2.3): delta-seconds ("2") or an HTTP-date
 * ("Fri, 27 Nov 2026 15:20:00 GMT"). A date is read against the answer's own
 * Date header when it has one, so a skewed clock on either side does not
 * stretch or cut the wait. The wait is bounded: at least one second (a date in
 * the past, or "0", still gives the service a moment), at most five minutes (a
 * service asking for hours would stop claims for a whole morning; ClaimDesk asks
 * again after five minutes and is told again if it must wait longer). A missing
 * or unreadable header gives undefined: the caller backs off by its own policy.
 */
export const RETRY_AFTER_MIN_MS = 1_000;
export const RETRY_AFTER_MAX_MS = 5 * 60_000;

const DELTA_SECONDS = /^\s*(\d{1,10})\s*$/;
/** IMF-fixdate and the two obsolete forms HTTP still accepts all start with a day name and hold a year and a time. */
const HTTP_DATE = /^\s*[A-Za-z]{3,9},?\s.*\d{2}:\d{2}:\d{2}/;

const bounded = (ms: number): number => Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, ms));

export function retryAfterMs(
  header: string | undefined,
  answeredAt: string | undefined,
  now: Date,
): number | undefined {
  if (header === undefined) return undefined;
  const seconds = DELTA_SECONDS.exec(header);
  if (seconds) return bounded(Number(seconds[1]) * 1000);
  if (!HTTP_DATE.test(header)) return undefined;
  const until = Date.parse(header);
  if (Number.isNaN(until)) return undefined;
  const sent = answeredAt === undefined ? Number.NaN : Date.parse(answeredAt);
  const from = Number.isNaN(sent) ? now.getTime() : sent;
  return bounded(until - from);
}
