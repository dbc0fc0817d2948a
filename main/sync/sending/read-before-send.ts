/**
 * The run step that reads a batch before its claims are sent, so that their baseline (listings/batch-reads.ts)
 * holds every claim already there: if one of them ends in doubt, only claims that arrived after it left are
 * candidates (reconcile/decide.ts).
 *
 * A batch read within `maxAgeMs` is not read again. A read that fails is no reason to hold the claims back (an
 * older baseline only leaves more candidates, never a wrong answer), unless it stops the run (service away,
 * token refused). The exception: a batch holding a claim tried since its last read is read again whatever that
 * read's age (outbox/claim-outbox.ts batchesTriedSinceRead), and such a claim (one the service answered busy,
 * run/failure.ts) goes again only over a listing newer than that answer; while the read fails, the take
 * (claimForSending) leaves it.
 */
import { lastReadAt, recordBatchRead } from '../listings/batch-reads';
import type { RunContext } from '../run/context';
import { stopFor, type RunStop } from '../run/failure';
import { batchesTriedSinceRead, dueQueuedBatches } from '../outbox/claim-outbox';

export async function readBatchesBeforeSending(ctx: RunContext, maxAgeMs: number): Promise<RunStop | undefined> {
  const now = ctx.audit.now();
  const triedSinceRead = batchesTriedSinceRead(ctx.db, ctx.service, now, ctx.force);
  const stale = dueQueuedBatches(ctx.db, ctx.service, now, ctx.force).filter((batchNo) => {
    if (triedSinceRead.has(batchNo)) return true;
    const readAt = lastReadAt(ctx.db, batchNo);
    return readAt === null || now.getTime() - readAt.getTime() >= maxAgeMs;
  });
  for (const batchNo of stale) {
    const read = await ctx.client.listClaimsByBatch({ batch_no: batchNo }, { signal: ctx.signal });
    if (read.ok) {
      recordBatchRead(ctx.db, batchNo, read.value, ctx.audit.now());
      continue;
    }
    const stop = stopFor(read.error);
    if (stop) return { error: read.error, stop };
  }
  return undefined;
}
