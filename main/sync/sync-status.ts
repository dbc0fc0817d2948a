/**
 * The status model: what the engine reports after every change, built from the
 * outbox counts and the engine's own memory of its runs. The last successful
 * sync is kept in `settings` so it survives a restart; the last attempt is the
 * start of the latest run, whatever its outcome — the two are never confused.
 */
import { z } from 'zod';
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';
import { SyncStatus, type Connectivity, type SyncPhase, type SyncProblem } from '../../shared/domain/sync';
import { amountCheckSummary } from '../claims/amount-check';
import { outboxCounts } from '../claims/read';
import type { ItemTrouble } from './failure';

export interface EngineState {
  readonly connectivity: Connectivity;
  readonly phase: SyncPhase;
  readonly progress?: { readonly done: number; readonly total: number };
  readonly lastSuccessfulSyncAt: string | null;
  readonly lastAttemptAt: string | null;
  readonly lastError?: SyncProblem;
}

export function buildStatus(db: Db, state: EngineState): SyncStatus {
  const counts = outboxCounts(db);
  return SyncStatus.parse({
    connectivity: state.connectivity,
    phase: state.phase,
    ...(state.progress ? { progress: { ...state.progress } } : {}),
    pendingCount: counts.byState.queued + counts.byState.sending,
    unconfirmedCount: counts.inDoubt,
    needsAttentionCount: counts.byState['needs-attention'],
    pendingDocumentCount: counts.documentsPending,
    documentsNeedingAttentionCount: counts.documentsNeedingAttention,
    amounts: amountCheckSummary(db),
    lastSuccessfulSyncAt: state.lastSuccessfulSyncAt,
    lastAttemptAt: state.lastAttemptAt,
    ...(state.lastError ? { lastError: state.lastError } : {}),
  });
}

const RETRIES_BY_ITSELF =
  'ClaimDesk tries again by itself and checks with the insurer before resending anything, so nothing is sent twice. If this lasts, contact the insurer.';

/** The problem to show for a run that stopped or left items waiting; undefined when there is nothing to show. */
export function problemOf(trouble: ItemTrouble): SyncProblem | undefined {
  switch (trouble.stop) {
    case 'stopping':
      return undefined;
    case 'offline':
      return {
        message: "The insurer's service could not be reached.",
        whatToDo:
          'Check the internet connection. Claims stay saved on this computer and are sent by themselves when the service answers again.',
      };
    case 'auth':
      return {
        message: "The service refused ClaimDesk's access key: check the token in Settings.",
        whatToDo:
          'Ask the administrator to check the access key (token) in Settings. Claims wait, saved, until it is accepted.',
      };
    case 'misconfigured':
      return {
        message: trouble.error.message,
        whatToDo: 'Ask the administrator to check the service address in Settings.',
      };
    case 'unavailable':
    case undefined:
      return { message: trouble.error.message, whatToDo: RETRIES_BY_ITSELF };
  }
}

export const INTERNAL_PROBLEM: SyncProblem = {
  message: 'ClaimDesk could not finish recording the last sync.',
  whatToDo: 'Restart ClaimDesk. If it happens again, contact support; saved claims are not lost.',
};

const LAST_SUCCESS_KEY = 'sync.lastSuccessfulSyncAt';
const StoredInstant = z.iso.datetime();

export function readLastSuccess(db: Db): string | null {
  const text = statement(db, 'SELECT value_json FROM settings WHERE key = ?').pluck().get(LAST_SUCCESS_KEY) as
    string | undefined;
  if (text === undefined) return null;
  try {
    const parsed = StoredInstant.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLastSuccess(db: Db, at: string): void {
  writeTransaction(db, () =>
    statement(
      db,
      'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
    ).run(LAST_SUCCESS_KEY, JSON.stringify(at)),
  );
}
