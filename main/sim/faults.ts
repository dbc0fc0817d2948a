/**
 * Injected faults. Per request in scope (never /__sim/*, and only under
 * `pathPrefix` when set) the plan is drawn once, in this order: rate limiting
 * (`rateLimit`: every `every`-th request in scope is answered 429 Too Many
 * Requests with a Retry-After, NOT applied; counted, not drawn, so "one in seven"
 * is exactly that), else a server error
 * (`serverErrorStatus`, 503 unless set; request NOT applied), else a lost acknowledgement (request applied, socket
 * destroyed without an answer), else a malformed answer (applied, 200 with a
 * truncated body). Latency delays every request in scope. `refuse` is not drawn:
 * while set, every request in scope is refused with that status and message in
 * the envelope, NOT applied (a service rule ClaimDesk cannot know, e.g. a 400 for
 * a field the document does not call required). `down` is not drawn either: it
 * switches the service listener off and on.
 */
import { z } from 'zod';
import type { Prng } from './prng';

export interface SimFaults {
  latencyMs: number;
  serverErrorRate: number;
  /** The status of a drawn server error: 503 (not applied, ask later) unless a test wants another 5xx. */
  serverErrorStatus: number;
  dropAfterCommitRate: number;
  malformedRate: number;
  down: boolean;
  pathPrefix: string | null;
  refuse: { status: number; message: string } | null;
  rateLimit: RateLimit | null;
}

/**
 * Rate limiting: every `every`-th request in scope answered 429. `retryAfter`: "2" (Retry-After: 2, seconds),
 * "date:2" (an HTTP-date 2 s after the simulator's clock, with a Date header from the same clock), or "none".
 */
export interface RateLimit {
  readonly every: number;
  readonly retryAfter: string;
  /**
   * Apply the request anyway, then answer 429: an insurer that breaks HTTP's meaning (a gateway that counts after
   * the service stored the claim). The desk must still never send a claim twice.
   */
  readonly applied?: boolean;
}

export const RetryAfterForm = z
  .string()
  .regex(/^(\d{1,5}|date:\d{1,5}|none)$/, 'must be whole seconds (2), date:SECONDS (date:2) or none');

export const RateLimitSchema = z.strictObject({
  every: z.number().int('must be a whole number').min(2, 'must be at least 2').max(1_000_000),
  retryAfter: RetryAfterForm.default('2'),
  applied: z.boolean().optional(),
});

/** The headers of a 429 as `retryAfter` asks, at the simulator's `now`. */
export function rateLimitHeaders(retryAfter: string, now: Date): Record<string, string> {
  if (retryAfter === 'none') return {};
  if (!retryAfter.startsWith('date:')) return { 'Retry-After': retryAfter };
  const seconds = Number(retryAfter.slice('date:'.length));
  return { 'Retry-After': new Date(now.getTime() + seconds * 1000).toUTCString(), Date: now.toUTCString() };
}

export const NO_FAULTS: Readonly<SimFaults> = {
  latencyMs: 0,
  serverErrorRate: 0,
  serverErrorStatus: 503,
  dropAfterCommitRate: 0,
  malformedRate: 0,
  down: false,
  pathPrefix: null,
  refuse: null,
  rateLimit: null,
};

const rate = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

export const SimFaultsPatch = z.strictObject({
  latencyMs: z.number().int('must be whole milliseconds').min(0).max(120_000).optional(),
  serverErrorRate: rate.optional(),
  serverErrorStatus: z.number().int().min(500, 'must be a 5xx status').max(599, 'must be a 5xx status').optional(),
  dropAfterCommitRate: rate.optional(),
  malformedRate: rate.optional(),
  down: z.boolean().optional(),
  pathPrefix: z.string().startsWith('/', 'must start with /').nullable().optional(),
  refuse: z
    .strictObject({
      status: z.number().int().min(400, 'must be a 4xx status').max(499, 'must be a 4xx status'),
      message: z.string().min(1),
    })
    .nullable()
    .optional(),
  rateLimit: RateLimitSchema.nullable().optional(),
});

export interface FaultPlan {
  readonly latencyMs: number;
  /** Answer 429 with these headers (Retry-After), without applying the request unless `rateLimitApplied`. */
  readonly rateLimited: Record<string, string> | null;
  readonly rateLimitApplied?: boolean;
  readonly refuse: SimFaults['refuse'];
  readonly serverError: boolean;
  readonly dropAfterCommit: boolean;
  readonly malformed: boolean;
}

export const HOOK_PREFIX = '/__sim/';

/** Requests in scope counted since rate limiting was last switched on (or the simulator reset). */
export interface RateTally {
  seen: number;
}

export function planFaults(faults: SimFaults, path: string, prng: Prng, tally: RateTally, now: Date): FaultPlan | null {
  if (path.startsWith(HOOK_PREFIX)) return null;
  if (faults.pathPrefix !== null && !path.startsWith(faults.pathPrefix)) return null;
  const limit = faults.rateLimit;
  if (limit) tally.seen += 1;
  const rateLimited = limit && tally.seen % limit.every === 0 ? rateLimitHeaders(limit.retryAfter, now) : null;
  if (rateLimited) {
    return {
      latencyMs: faults.latencyMs,
      rateLimited,
      rateLimitApplied: limit?.applied === true,
      refuse: null,
      serverError: false,
      dropAfterCommit: false,
      malformed: false,
    };
  }
  const serverError = prng.chance(faults.serverErrorRate);
  const dropAfterCommit = !serverError && prng.chance(faults.dropAfterCommitRate);
  const malformed = !serverError && !dropAfterCommit && prng.chance(faults.malformedRate);
  return {
    latencyMs: faults.latencyMs,
    rateLimited: null,
    refuse: faults.refuse,
    serverError,
    dropAfterCommit,
    malformed,
  };
}
