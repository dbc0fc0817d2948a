/**
 * The audit trail: one row per thing done at the desk, with time, desk, staff and outcome.
 *
 * Invariant: no token, OTP code or full card number is stored. Callers mask card
 * numbers with `maskCardNo` (masking.ts) and never pass secrets; `redactSecrets` runs on every
 * subject and detail as a second line of defence against a message that quotes one.
 * Nor any clinical detail: the trail outlives every patient record (main/retention keeps it longest), so
 * what the insurer said about a claim (its words may quote a complaint or a diagnosis) stays with the
 * claim, and the entry says only how many messages came (`insurerRefusal`).
 * `recordAudit` joins the caller's transaction when there is one (a claim and its
 * audit row commit together), and opens its own otherwise.
 */
import { AUDIT_TEXT_MAX, AuditEntry, AuditRecord } from '../../shared/domain/audit';
import { statement } from './statements';
import { writeTransaction, type Db } from './database';
import { redactSecrets } from './masking';

export interface AuditContext {
  readonly desk: string;
  /** Who did it: the person signed in (her name then), or the desk's staff name when no one is. */
  readonly staff: string;
  /** The person signed in (main/desk/people); absent or null when no one is. */
  readonly personId?: number | null;
  readonly now: () => Date;
}

const clip = (text: string): string => (text.length <= AUDIT_TEXT_MAX ? text : `${text.slice(0, AUDIT_TEXT_MAX - 1)}…`);
const clean = (text: string): string => clip(redactSecrets(text));

/** The detail of an entry for a claim or document the insurer refused: how many messages, never their words. */
export const insurerRefusal = (messages: number): string =>
  `refused by the insurer: ${messages} message(s), kept with the claim`;

/** Records one audit entry; returns its id. Throws on an entry that is not one (a bug). */
export function recordAudit(db: Db, entry: AuditEntry, context: AuditContext): number {
  const { action, outcome, subject, detail } = AuditEntry.parse(entry);
  return writeTransaction(db, () => {
    const result = statement(
      db,
      `INSERT INTO audit_log (at, desk, staff, person_id, action, outcome, subject, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      context.now().toISOString(),
      context.desk,
      context.staff,
      context.personId ?? null,
      action,
      outcome,
      clean(subject),
      clean(detail ?? ''),
    );
    if (result.changes !== 1) throw new Error('the audit entry was not stored');
    return Number(result.lastInsertRowid);
  });
}

interface AuditQuery {
  /** At most this many entries (1–1000). */
  readonly limit: number;
  /** Only entries older than the entry with this id: the next page after it. */
  readonly before?: number;
}

const MAX_PAGE = 1000;

/** The newest entries first (by insertion, so a clock change cannot reorder them). */
export function listAudit(db: Db, query: AuditQuery): AuditRecord[] {
  const limit = Math.min(Math.max(Math.trunc(query.limit), 1), MAX_PAGE);
  const rows = db
    .prepare(
      `SELECT id, at, desk, staff, person_id AS personId, action, outcome, subject, detail FROM audit_log
       WHERE id < ? ORDER BY id DESC LIMIT ?`,
    )
    .all(query.before ?? Number.MAX_SAFE_INTEGER, limit);
  return rows.map((row) => AuditRecord.parse(row));
}
