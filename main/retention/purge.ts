/**
 * Retention's purge of the store: what has outlived its period goes, in one write transaction,
 * audited by counts only (never what was purged).
 *
 * Nothing still needed is touched, by construction of each WHERE:
 * - a document's content goes only when the insurer confirmed its upload (`uploaded`) and its
 *   claim is `submitted`; the row stays, its content emptied and `content_purged_at` set;
 * - a visit, an authorization and its blocks go only when no claim (in any state, drafts
 *   included) and no work in progress names the authorization;
 * - claims themselves are never purged here.
 * Periods are whole days of 24 hours, counted back from `now` (UTC instants). Stored instants are
 * compared through julianday(), so a value written with or without milliseconds compares alike.
 */
import type { RetentionSettings } from '../../shared/domain/settings';
import { recordAudit, type AuditContext } from '../store/audit';
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  /** Documents whose content was emptied. */
  readonly documents: number;
  readonly recentMembers: number;
  readonly visits: number;
  readonly authorizations: number;
  readonly blocks: number;
  readonly auditEntries: number;
}

/** The instant `days` days before `now`, as stored instants are written. */
export const cutoff = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

/** True when no claim and no work in progress names the authorization number in `column`. */
const unused = (column: string): string => `
  NOT EXISTS (SELECT 1 FROM claims c WHERE c.authorization_no = ${column})
  AND NOT EXISTS (SELECT 1 FROM work_in_progress w WHERE instr(w.value_json, ${column}) > 0)`;

const EXPIRED_AUTHORIZATIONS = `
  SELECT a.authorization_no FROM authorizations a
  WHERE max(julianday(a.obtained_at), coalesce(julianday(a.checked_at), 0)) <= julianday(?)
    AND ${unused('a.authorization_no')}`;

function purgeStore(db: Db, retention: RetentionSettings, now: Date): PurgeCounts {
  const run = (sql: string, ...params: unknown[]): number => statement(db, sql).run(...params).changes;
  const documents = run(
    `UPDATE claim_documents SET content = X'', content_purged_at = ?
     WHERE content_purged_at IS NULL AND state = 'uploaded' AND outcome_unknown = 0
       AND julianday(uploaded_at) <= julianday(?)
       AND claim_id IN (SELECT id FROM claims WHERE state = 'submitted')`,
    now.toISOString(),
    cutoff(now, retention.documentDays),
  );
  const recentMembers = run(
    'DELETE FROM recent_members WHERE julianday(fetched_at) <= julianday(?)',
    cutoff(now, retention.recentMemberDays),
  );
  const visitCutoff = cutoff(now, retention.unusedVisitDays);
  const visits = run(
    `DELETE FROM visits
     WHERE julianday(started_at) <= julianday(?)
       AND (authorization_no IS NULL OR (${unused('visits.authorization_no')}))`,
    visitCutoff,
  );
  // Blocks first: they reference their authorization (foreign key).
  const blocks = run(`DELETE FROM blocks WHERE authorization_no IN (${EXPIRED_AUTHORIZATIONS})`, visitCutoff);
  const authorizations = run(
    `DELETE FROM authorizations WHERE authorization_no IN (${EXPIRED_AUTHORIZATIONS})`,
    visitCutoff,
  );
  const auditEntries = run(
    'DELETE FROM audit_log WHERE julianday(at) <= julianday(?)',
    cutoff(now, retention.auditDays),
  );
  return { documents, recentMembers, visits, authorizations, blocks, auditEntries };
}

/** "3 document contents, 0 recent members, …": counts only. */
export function describeCounts(counts: PurgeCounts & { readonly damagedFiles?: number }): string {
  const parts: [string, number | undefined][] = [
    ['document contents', counts.documents],
    ['recent members', counts.recentMembers],
    ['visits', counts.visits],
    ['authorizations', counts.authorizations],
    ['blocks', counts.blocks],
    ['audit entries', counts.auditEntries],
    ['damaged files', counts.damagedFiles],
  ];
  return parts
    .filter((part): part is [string, number] => part[1] !== undefined)
    .map(([label, count]) => `${count} ${label}`)
    .join(', ');
}

/**
 * Purges what has outlived its period and records one audit entry with the counts (plus
 * `damagedFiles`, the files retention removed from `corrupt/` just before), in the same transaction.
 */
export function purgeExpired(
  db: Db,
  retention: RetentionSettings,
  audit: AuditContext,
  damagedFiles: number,
): PurgeCounts {
  const now = audit.now();
  return writeTransaction(
    db,
    () => {
      const counts = purgeStore(db, retention, now);
      recordAudit(
        db,
        {
          action: 'retention.purge',
          outcome: 'ok',
          subject: 'retention',
          detail: describeCounts({ ...counts, damagedFiles }),
        },
        audit,
      );
      return counts;
    },
    // A first purge on an old desk frees (and zeroes) thousands of pages: the checkpointer copies them off-thread.
    { bulk: true },
  );
}
