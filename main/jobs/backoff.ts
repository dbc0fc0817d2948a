/**
 * Exponential backoff with full jitter: the n-th consecutive failure (n ≥ 1)
 * waits a uniformly random time in [0, min(cap, base × 2^(n-1))). Full jitter
 * spreads the retries of many desks (and many claims) instead of having them
 * return in step after an outage.
 */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly capMs: number;
  /** A number in [0, 1); injectable so tests know the draw. */
  readonly random: () => number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 5 * 60_000, random: Math.random };

/** The upper bound of the wait after `failures` consecutive failures (0 when there were none). */
export function backoffCeilingMs(policy: Pick<BackoffPolicy, 'baseMs' | 'capMs'>, failures: number): number {
  if (failures <= 0) return 0;
  const exponent = Math.min(failures - 1, 52);
  return Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
}

export function backoffDelayMs(policy: BackoffPolicy, failures: number): number {
  const draw = Math.min(Math.max(policy.random(), 0), 1 - Number.EPSILON);
  return Math.floor(draw * backoffCeilingMs(policy, failures));
}
