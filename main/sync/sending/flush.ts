/**
 * The sending steps of a run: due claims, then due documents, each through the
 * pipeline (pipeline.ts) with at most `concurrency` requests in flight and outcomes
 * recorded in group commits. An item whose outcome leaves it waiting is added to
 * the run's `left` set, so the run does not take it again.
 */
import { releaseUnsent } from '../../claims/state';
import { writeTransaction } from '../../store/database';
import { recordSent, sendClaim, takeClaims, type ClaimToSend, type SentClaim } from './claim-sender';
import type { ItemOutcome, RunContext } from '../run/context';
import { claimDocumentsForUpload, releaseUnsentDocuments, type OutboxDocument } from '../outbox/document-outbox';
import { recordUpload, uploadDocument, type UploadedDocument } from './document-sender';
import { pipeline } from './pipeline';

/** What a flush tells the run, and asks of it. */
export interface FlushHooks {
  /** An answer arrived (it may stop the run: then nothing more starts). */
  readonly arrived: (outcome: ItemOutcome) => void;
  /** Outcomes now committed to the store. */
  readonly recorded: (outcomes: readonly ItemOutcome[]) => void;
  readonly halted: () => boolean;
}

interface Flow<T, K, R extends { readonly outcome: ItemOutcome }> {
  /** Marks up to `max` items, excluding `left`, inside the commit's transaction. */
  readonly take: (max: number, left: ReadonlySet<K>) => readonly T[];
  readonly record: (result: R) => void;
  readonly send: (item: T) => Promise<R>;
  readonly keyOf: (item: T) => K;
  /** Items marked but never sent (the run stopped first). */
  readonly release: (items: readonly T[]) => void;
}

function flush<T, K, R extends { readonly outcome: ItemOutcome }>(
  ctx: RunContext,
  concurrency: number,
  hooks: FlushHooks,
  left: Set<K>,
  flow: Flow<T, K, R>,
): Promise<number> {
  return pipeline<T, R>(concurrency, {
    commit: (results, max) =>
      writeTransaction(ctx.db, () => {
        for (const result of results) flow.record(result);
        return flow.take(max, left);
      }),
    send: async (item) => {
      const result = await flow.send(item);
      if (result.outcome.kind !== 'settled') left.add(flow.keyOf(item));
      hooks.arrived(result.outcome);
      return result;
    },
    recorded: (results) => hooks.recorded(results.map((result) => result.outcome)),
    release: flow.release,
    stopped: hooks.halted,
  });
}

export const sendDueClaims = (ctx: RunContext, concurrency: number, hooks: FlushHooks, left: Set<string>) =>
  flush<ClaimToSend, string, SentClaim>(ctx, concurrency, hooks, left, {
    take: (max, exclude) => takeClaims(ctx, max, exclude),
    record: (result) => recordSent(ctx, result),
    send: (claim) => sendClaim(ctx, claim),
    keyOf: (claim) => claim.id,
    release: (claims) =>
      releaseUnsent(
        ctx.db,
        claims.map((claim) => claim.id),
        ctx.audit.now(),
      ),
  });

export const uploadDueDocuments = (ctx: RunContext, concurrency: number, hooks: FlushHooks, left: Set<number>) =>
  flush<OutboxDocument, number, UploadedDocument>(ctx, concurrency, hooks, left, {
    take: (max, exclude) => claimDocumentsForUpload(ctx.db, ctx.service, ctx.audit.now(), max, exclude, ctx.force),
    record: (result) => recordUpload(ctx, result),
    send: (doc) => uploadDocument(ctx, doc),
    keyOf: (doc) => doc.id,
    release: (docs) =>
      releaseUnsentDocuments(
        ctx.db,
        docs.map((doc) => doc.id),
      ),
  });
