/**
 * The status model: what the engine reports after every change, built from the
 * outbox counts and the engine's own memory of its runs. The last successful
 * sync is kept in `settings` so it survives a restart; the last attempt is the
 * start of the latest run, whatever its outcome — the two are never confused.
 */
import { zoneLabel } from '../../../shared/i18n/format';
import { z } from 'zod';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { SyncStatus, type Connectivity, type SyncPhase } from '../../../shared/domain/sync';
import { amountCheckSummary } from '../../claims/amount-check';
import { outboxCounts } from '../../claims/read';
import { render, wording, type Wording } from '../../i18n/words';
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import type { ItemTrouble } from '../run/failure';

/** A failure of the last run as its words, worded in the desk's language each time the status is read. */
export interface RunProblem {
  readonly message: Wording;
  readonly whatToDo: Wording;
}

export interface EngineState {
  readonly connectivity: Connectivity;
  readonly phase: SyncPhase;
  readonly progress?: { readonly done: number; readonly total: number };
  readonly lastSuccessfulSyncAt: string | null;
  readonly lastAttemptAt: string | null;
  readonly lastError?: RunProblem;
  /** From the last run's status follow-up (FollowUpResult): batches whose last read failed. */
  readonly unreadBatchCount: number;
  /** When the slow-down the service asked for ends, while one holds. */
  readonly slowDownUntil?: string;
  /** While offline or after a failure: when ClaimDesk tries again by itself. */
  readonly nextTryAt?: string;
}

export function buildStatus(db: Db, state: EngineState): SyncStatus {
  const counts = outboxCounts({ db });
  return SyncStatus.parse({
    connectivity: state.connectivity,
    phase: state.phase,
    ...(state.progress ? { progress: { ...state.progress } } : {}),
    pendingCount: counts.byState.queued + counts.byState.sending,
    unconfirmedCount: counts.inDoubt,
    waitingOnDocumentCount: counts.waitingOnDocument,
    needsAttentionCount: counts.byState['needs-attention'],
    needsAttentionByKind: counts.needsAttention,
    pendingDocumentCount: counts.documentsPending,
    documentsNeedingAttentionCount: counts.documentsNeedingAttention,
    unreadBatchCount: state.unreadBatchCount,
    amounts: amountCheckSummary({ db }),
    lastSuccessfulSyncAt: state.lastSuccessfulSyncAt,
    lastAttemptAt: state.lastAttemptAt,
    ...(state.slowDownUntil ? { slowDownUntil: state.slowDownUntil } : {}),
    ...(state.nextTryAt ? { nextTryAt: state.nextTryAt } : {}),
    ...(state.lastError
      ? { lastError: { message: render(state.lastError.message), whatToDo: render(state.lastError.whatToDo) } }
      : {}),
  });
}

/** A time of day on this computer's clock, its zone named as every time the desk shows: "16:50:46 UTC+3". */
const timeOfDay = (at: Date): string =>
  `${new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: DESK_TIME_ZONE,
  }).format(at)} ${zoneLabel(at, DESK_TIME_ZONE)}`;

/**
 * The problem to show for a run that stopped or left items waiting; undefined when there is nothing to show.
 * `slowUntil`: when a slow-down the service asked for ends.
 */
export function problemOf(trouble: ItemTrouble, slowUntil?: Date): RunProblem | undefined {
  switch (trouble.stop) {
    case 'stopping':
      return undefined;
    case 'busy':
      return {
        message: wording('sync.slowDown'),
        whatToDo: slowUntil
          ? wording('sync.slowDownUntil', { until: timeOfDay(slowUntil) })
          : wording('sync.slowDownToDo'),
      };
    case 'offline':
      return { message: wording('sync.offline'), whatToDo: wording('sync.offlineToDo') };
    case 'auth':
      return { message: wording('sync.auth'), whatToDo: wording('sync.authToDo') };
    case 'misconfigured':
      return { message: trouble.error.words, whatToDo: wording('sync.misconfiguredToDo') };
    case 'unavailable':
    case undefined:
      return { message: trouble.error.words, whatToDo: wording('sync.retriesByItself') };
  }
}

export const INTERNAL_PROBLEM: RunProblem = {
  message: wording('sync.internal'),
  whatToDo: wording('sync.internalToDo'),
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
