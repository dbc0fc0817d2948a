/**
 * Status follow-up: what became of the claims this desk sent. The batches of claims submitted within
 * the last `maxAgeDays` are read back (GET /v1/claims/batch/{batch_no}: one request per batch, never
 * per claim) once their last read is `intervalHours` old, on "Sync now" (a forced run reads them all),
 * and when staff open a batch (want(): read in the next run whatever its last read). What a listing
 * says is applied by status-follow-up-store.ts.
 *
 * It is a step of the sync engine's run (SyncEngineOptions.followUp), so it shares the run's backoff,
 * offline state and stops: it runs after the run's sends and uploads, and gives way between two reads
 * as soon as something new is to be sent (`yieldToSends`), leaving the rest for the next run; a send
 * waits at most for the one read in flight. A read that the service refuses for the whole run
 * (offline, token refused) stops the run as any read does; any other failure leaves that batch for a
 * later run, after a backoff of its own that "Sync now" does not wait out. The batches whose last read
 * failed are counted for the status bar until a read succeeds (or they are no longer followed): their
 * statuses are older than the settings promise, and the status says so rather than "Up to date" alone.
 */
import type { FollowUpSettings } from '../../../shared/domain/settings';
import { retryAt, type RunContext } from '../run/context';
import { stopFor, type RunStop } from '../run/failure';
import { applyBatchListing, dueFollowUpBatches } from './status-follow-up-store';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What a follow-up step leaves: a stop for the whole run, and the batches whose last read failed. */
export interface FollowUpResult {
  readonly stop?: RunStop;
  readonly unreadBatches: number;
}

/** A follow-up step as the engine runs it. */
export type FollowUpStep = (ctx: RunContext, yieldToSends: () => boolean) => Promise<FollowUpResult>;

export interface StatusFollowUp {
  readonly step: FollowUpStep;
  /** Staff opened `batchNo`: read it in the next run, even if it was read lately. */
  want(batchNo: string): void;
}

/**
 * Staff opened a sent claim: its batch is read in the next run, which is asked for now unless the engine is
 * offline or backing off (then the run that ends it reads the batch). Answers whether a run was asked for.
 */
export function readBatchSoon(
  deps: { readonly followUp: StatusFollowUp; readonly sync: { followUpSoon(): boolean } },
  batchNo: string,
): { asked: boolean } {
  deps.followUp.want(batchNo);
  return { asked: deps.sync.followUpSoon() };
}

interface FailedRead {
  readonly attempts: number;
  readonly retryAt: Date;
}

export function createStatusFollowUp(settings: () => FollowUpSettings): StatusFollowUp {
  const wanted = new Set<string>();
  const failed = new Map<string, FailedRead>();

  /** The followed batches (sent within maxAgeDays, or wanted) last read before `readBefore`, wanted ones first. */
  function followed(ctx: RunContext, readBefore: Date): string[] {
    const sentSince = new Date(ctx.audit.now().getTime() - settings().maxAgeDays * DAY_MS);
    return dueFollowUpBatches(ctx.db, ctx.service, sentSince, readBefore, [...wanted]);
  }

  function due(ctx: RunContext): string[] {
    const now = ctx.audit.now();
    const readBefore = ctx.force ? now : new Date(now.getTime() - settings().intervalHours * HOUR_MS);
    return followed(ctx, readBefore).filter((batchNo) => {
      const failure = failed.get(batchNo);
      return ctx.force || failure === undefined || failure.retryAt <= now;
    });
  }

  /** Failed batches still followed (a batch no longer followed, or of another service, is forgotten). */
  function unreadBatches(ctx: RunContext): number {
    if (failed.size === 0) return 0; // the common case: no query at the end of each run
    const still = new Set(followed(ctx, ctx.audit.now()));
    for (const batchNo of failed.keys()) if (!still.has(batchNo)) failed.delete(batchNo);
    return failed.size;
  }

  async function step(ctx: RunContext, yieldToSends: () => boolean): Promise<FollowUpResult> {
    const stop = await readDue(ctx, yieldToSends);
    const unread = unreadBatches(ctx);
    return stop ? { stop, unreadBatches: unread } : { unreadBatches: unread };
  }

  async function readDue(ctx: RunContext, yieldToSends: () => boolean): Promise<RunStop | undefined> {
    for (const batchNo of due(ctx)) {
      if (yieldToSends()) return undefined;
      const read = await ctx.client.listClaimsByBatch({ batch_no: batchNo }, { signal: ctx.signal });
      if (read.ok) {
        applyBatchListing(ctx.db, ctx.service, batchNo, read.value, ctx.audit.now());
        wanted.delete(batchNo);
        failed.delete(batchNo);
        continue;
      }
      const stop = stopFor(read.error);
      if (stop) return { error: read.error, stop };
      const attempts = (failed.get(batchNo)?.attempts ?? 0) + 1;
      failed.set(batchNo, { attempts, retryAt: retryAt(ctx, attempts) });
    }
    return undefined;
  }

  return {
    step,
    want(batchNo) {
      wanted.add(batchNo);
    },
  };
}
