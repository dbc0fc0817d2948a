/**
 * The outbox screen's one way to the core (`outboxModel`: a claim's detail, documents, what to do about it,
 * the insurer's records), and its list (`useOutbox`): every local claim in the chosen states (and insurer status), every local claim in the chosen states (and insurer status),
 * read again whenever the sync engine reports a change (a claim was sent, refused
 * or flagged, a follow-up read changed a status), so states never go stale while
 * the screen is open. The insurer statuses seen so far are read with it, for the filter.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClaimListItem, ClaimState } from '../../../shared/domain/claims';
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';

export const outboxModel = {
  claim: (id: string) => callOp('claims.get', { id }),
  sendAgain: (operation: 'claims.requeue' | 'claims.differentVisit', id: string) => callOp(operation, { id }),
  deleteDraft: (id: string) => callOp('claims.deleteDraft', { id }),
  resolveInDoubt: (id: string, resolution: OperationInput<'claims.resolveInDoubt'>['resolution']) =>
    callOp('claims.resolveInDoubt', { id, resolution }),
  sendWithoutDocument: (id: string, reason: string) => callOp('claims.sendWithoutDocument', { id, reason }),
  remote: (search: OperationInput<'claims.remote'>) => callOp('claims.remote', search),
  /** Asks for a sent claim's batch to be read back now (the status follow-up). */
  readBatch: (batchNo: string) => callOp('followUp.readBatch', { batchNo }),
  looked: (id: string) => callOp('followUp.looked', { id }),
  resubmit: (id: string) => callOp('followUp.resubmit', { id }),
  documents: (claimId: string) => callOp('documents.list', { claimId }),
  attach: (document: OperationInput<'documents.attach'>) => callOp('documents.attach', document),
  removeDocument: (id: number) => callOp('documents.remove', { id }),
  retryDocument: (id: number) => callOp('documents.retry', { id }),
  confirmUploaded: (id: number) => callOp('documents.confirmUploaded', { id }),
};

export type StateFilter = ClaimState | 'all';

/** By the insurer's status: any, changed since staff last looked, or one status exactly as the insurer wrote it. */
export type InsurerFilter =
  { readonly kind: 'any' } | { readonly kind: 'changed' } | { readonly kind: 'status'; readonly status: string };

const insurerQuery = (filter: InsurerFilter) =>
  filter.kind === 'changed'
    ? { insurerChanged: true }
    : filter.kind === 'status'
      ? { insurerStatus: filter.status }
      : {};

export function useOutbox(filter: StateFilter, insurer: InsurerFilter = { kind: 'any' }) {
  const [claims, setClaims] = useState<readonly ClaimListItem[] | undefined>();
  const [statuses, setStatuses] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  /** Bumped on every sync status change, for views that show the same claims in detail. */
  const [revision, setRevision] = useState(0);

  const reload = useCallback(async (): Promise<void> => {
    const [result, seen] = await Promise.all([
      callOp('claims.list', {
        limit: 500,
        ...(filter === 'all' ? {} : { states: [filter] }),
        ...insurerQuery(insurer),
      }),
      callOp('followUp.statuses', {}),
    ]);
    if (result.ok) setClaims(result.value);
    // The filter's choices only: without them the list still shows.
    if (seen.ok) setStatuses(seen.value);
    setProblem(result.ok ? undefined : result.error.message);
  }, [filter, insurer]);

  useEffect(() => {
    void reload();
    return onEvent('sync.statusChanged', () => {
      setRevision((current) => current + 1);
      void reload();
    });
  }, [reload]);

  return { claims, statuses, problem, revision, reload };
}
