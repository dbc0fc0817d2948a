/**
 * The outbox list: every local claim in the chosen states (and insurer status),
 * read again whenever the sync engine reports a change (a claim was sent, refused
 * or flagged, a follow-up read changed a status), so states never go stale while
 * the screen is open. The insurer statuses seen so far are read with it, for the filter.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClaimListItem, ClaimState } from '../../../shared/domain/claims';
import { callOp, onEvent } from '../../api';

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
