/** What the sync engine tells the UI, after every change of its state. */
import { z } from 'zod';
import { AmountCheckSummary, AttentionKind } from './claims';

/** `unknown` until the first request of this session reached the service or failed to connect. */
export const Connectivity = z.enum(['online', 'offline', 'unknown']);
export type Connectivity = z.infer<typeof Connectivity>;

export const SyncPhase = z.enum(['idle', 'syncing', 'failed']);
export type SyncPhase = z.infer<typeof SyncPhase>;

/** A failure of the last run, worded for reception staff, with the next step. */
export const SyncProblem = z.object({
  message: z.string().min(1),
  whatToDo: z.string().min(1),
});
export type SyncProblem = z.infer<typeof SyncProblem>;

const Instant = z.iso.datetime();

export const SyncStatus = z.object({
  connectivity: Connectivity,
  phase: SyncPhase,
  /** The current run: claims and documents settled out of those due when it started. */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }).optional(),
  /** Claims waiting to reach the service: queued or sending (drafts are not counted). */
  pendingCount: z.number().int().nonnegative(),
  /** Of those, claims whose last attempt has an unknown outcome, waiting to be checked against the service. */
  unconfirmedCount: z.number().int().nonnegative(),
  /** Of those, queued claims held for their referral letter (not sent until it is attached or waived). */
  waitingOnDocumentCount: z.number().int().nonnegative(),
  /** Claims that need a person: refused by the service, ambiguous on it, or held for a changed price. */
  needsAttentionCount: z.number().int().nonnegative(),
  /** Those, by why. */
  needsAttentionByKind: z.record(AttentionKind, z.number().int().nonnegative()),
  /** Documents waiting to upload (their claim may still be waiting for its claim number). */
  pendingDocumentCount: z.number().int().nonnegative(),
  documentsNeedingAttentionCount: z.number().int().nonnegative(),
  /**
   * Batches of sent claims whose last status read failed (not offline: a 5xx, a malformed listing): their
   * insurer statuses are older than the follow-up settings promise, until a read succeeds.
   */
  unreadBatchCount: z.number().int().nonnegative(),
  /** What ClaimDesk learned of the insurer's arithmetic: a warning when it reads amounts otherwise than sent. */
  amounts: AmountCheckSummary,
  /** The end of the last run that reached the service for everything it had to do. */
  lastSuccessfulSyncAt: Instant.nullable(),
  /** The start of the last run, whatever its outcome. */
  lastAttemptAt: Instant.nullable(),
  lastError: SyncProblem.optional(),
  /** The insurer asked ClaimDesk to slow down (a busy answer's Retry-After): nothing is sent before then. */
  slowDownUntil: Instant.optional(),
  /** While offline or after a failed run: when ClaimDesk tries again by itself (no need to press "Sync now"). */
  nextTryAt: Instant.optional(),
});
export type SyncStatus = z.infer<typeof SyncStatus>;
