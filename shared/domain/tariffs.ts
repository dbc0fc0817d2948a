/**
 * The tariff cache as the app sees it: a cached tariff (with its exact price and
 * the price as display text), refresh progress and outcome, and what the cache
 * holds. Wire shapes stay in shared/wire/tariffs.ts.
 */
import { z } from 'zod';
import { MoneySchema } from './claims';

export const TariffEntry = z.object({
  id: z.string(),
  providerId: z.string(),
  name: z.string(),
  /** Exact, for claim lines. */
  price: MoneySchema,
  /** The price with two decimals, for display ("1500.00"). */
  priceText: z.string(),
  accessType: z.string(),
});
export type TariffEntry = z.infer<typeof TariffEntry>;

export const MAX_SEARCH_LIMIT = 100;

export const TariffSearchOptions = z.object({
  accessType: z.string().optional(),
  providerId: z.string().optional(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(20),
});
export type TariffSearchOptions = z.input<typeof TariffSearchOptions>;

const TariffRefreshPhase = z.enum(['downloading', 'saving', 'done']);
export const TariffRefreshProgress = z.object({
  phase: TariffRefreshPhase,
  /** Within a phase, never decreases. */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TariffRefreshProgress = z.infer<typeof TariffRefreshProgress>;

const TARIFF_REFRESH_ERROR_CODES = [
  /** Offline, timed out or connection lost. */
  'offline',
  'cancelled',
  'unauthorized',
  /** The service answered with an error or with something that is not the published format. */
  'service-error',
  /** A price that cannot be held exactly. */
  'invalid-price',
  /** Writing to the local cache failed; nothing was changed. */
  'save-failed',
  /** A full download that would remove too many cached tariffs: held for staff to confirm (see HeldTariffRefresh). */
  'held',
] as const;
const TariffRefreshErrorCode = z.enum(TARIFF_REFRESH_ERROR_CODES);

export const TariffRefreshError = z.object({
  code: TariffRefreshErrorCode,
  /** Plain words for staff, saying what is still in use. */
  message: z.string(),
  /** The service asked to be asked again no sooner than this (a busy answer's Retry-After). */
  retryInMs: z.number().int().nonnegative().optional(),
});
export type TariffRefreshError = z.infer<typeof TariffRefreshError>;

export const TariffRefreshResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    mode: z.enum(['full', 'delta']),
    /** Tariffs added, changed or removed. */
    changed: z.number().int().nonnegative(),
    /** Tariffs in the cache afterwards, for the providers refreshed. */
    itemCount: z.number().int().nonnegative(),
    lastSyncedAt: z.string(),
    /** Claims not yet sent that were flagged because a tariff they use changed price. */
    claimsFlagged: z.number().int().nonnegative(),
  }),
  z.object({ ok: z.literal(false), error: TariffRefreshError }),
]);
export type TariffRefreshResult = z.infer<typeof TariffRefreshResult>;

/** A full download held for staff to confirm, because it would remove more than the desk's share of the cache. */
export const HeldTariffRefresh = z.object({
  /** Names this download: a confirmation applies this one and no later one. */
  id: z.string(),
  downloadedAt: z.string(),
  /** Tariffs cached now for the providers the download lists. */
  cachedCount: z.number().int().nonnegative(),
  /** Tariffs the download lists. */
  listedCount: z.number().int().nonnegative(),
  /** Cached tariffs the download no longer lists: what a confirmation removes. */
  droppedCount: z.number().int().nonnegative(),
  /** The setting it was held by: more than this share (%) of the cache would go. */
  thresholdPercent: z.number().int(),
  /** Fifty of those at most (the first in the cache's order), sorted by name; droppedCount counts them all. */
  dropped: z.array(z.object({ providerId: z.string(), id: z.string(), name: z.string(), priceText: z.string() })),
});
export type HeldTariffRefresh = z.infer<typeof HeldTariffRefresh>;

export const ProviderTariffCache = z.object({
  providerId: z.string(),
  itemCount: z.number().int().nonnegative(),
  /** Instant of the last successful refresh (ISO UTC). */
  lastSyncedAt: z.string(),
  /** The service's calendar date of that refresh (YYYY-MM-DD): the next delta asks from here. */
  lastSyncDate: z.string(),
});
export type ProviderTariffCache = z.infer<typeof ProviderTariffCache>;

export const TariffCacheInfo = z.object({
  itemCount: z.number().int().nonnegative(),
  /** The most recent successful refresh of any provider; null when never refreshed. */
  lastSyncedAt: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  providers: z.array(ProviderTariffCache),
});
export type TariffCacheInfo = z.infer<typeof TariffCacheInfo>;
