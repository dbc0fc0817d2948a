/**
 * The outbox list: every local claim in the chosen states, read again whenever
 * the sync engine reports a change (a claim was sent, refused or flagged), so
 * states never go stale while the screen is open.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClaimListItem, ClaimState } from '../../../shared/domain/claims';
import { callOp, onEvent } from '../../api';

export type StateFilter = ClaimState | 'all';

export function useOutbox(filter: StateFilter) {
  const [claims, setClaims] = useState<readonly ClaimListItem[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  /** Bumped on every sync status change, for views that show the same claims in detail. */
  const [revision, setRevision] = useState(0);

  const reload = useCallback(async (): Promise<void> => {
    const result = await callOp('claims.list', { limit: 500, ...(filter === 'all' ? {} : { states: [filter] }) });
    if (result.ok) setClaims(result.value);
    setProblem(result.ok ? undefined : result.error.message);
  }, [filter]);

  useEffect(() => {
    void reload();
    return onEvent('sync.statusChanged', () => {
      setRevision((current) => current + 1);
      void reload();
    });
  }, [reload]);

  return { claims, problem, revision, reload };
}
