/** Reading claims back: one claim whole, a filtered list, and the outbox counts. */
import { readTypedDate } from '../../shared/domain/typed-date';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import {
  ATTENTION_KINDS,
  CLAIM_STATES,
  ClaimListQuery,
  type AttentionKind,
  type ClaimState,
  type ClaimListItem,
  type ClaimView,
  type OutboxCounts,
} from '../../shared/domain/claims';
import { CHANGED_SINCE_LOOKED, insurerHistory } from './insurer-status';
import { heldForLookAlikes } from './look-alikes';
import { referralLetterOf } from './referral-letter';
import {
  attentionKind,
  DOCUMENT_COLUMNS,
  INSURER_COLUMNS,
  toClaimView,
  toListItem,
  type ClaimRow,
  type DocumentRow,
  type LineRow,
  type ListRow,
} from './rows';
import type { ClaimStore } from './context';
import { CLAIMS_IN_DOUBT } from './state';

export function getClaim({ db }: ClaimStore, id: string): ClaimView | undefined {
  const row = statement(db, 'SELECT * FROM claims WHERE id = ?').get(id) as ClaimRow | undefined;
  if (!row) return undefined;
  const lines = statement(
    db,
    'SELECT line_no, tariff_id, name, type, quantity, price_units FROM claim_lines WHERE claim_id = ? ORDER BY line_no',
  ).all(id) as LineRow[];
  const documents = statement(db, `SELECT ${DOCUMENT_COLUMNS} FROM claim_documents WHERE claim_id = ? ORDER BY id`).all(
    id,
  ) as DocumentRow[];
  const resubmittedAs = statement(db, 'SELECT id FROM claims WHERE resubmit_of = ? LIMIT 1').pluck().get(id) as
    string | undefined;
  return toClaimView(row, {
    lines,
    documents,
    insurerHistory: insurerHistory(db, id),
    resubmittedAs: resubmittedAs ?? null,
    lookAlikes: heldForLookAlikes(db, id),
    referralLetter: referralLetterOf(db, id, row.document_waived_at),
  });
}

const SEARCHED = ['c.member_name', 'c.authorization_no', 'c.claim_no', 'c.batch_no', 'c.card_no'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest change first. Claims handed to another desk (main/handover) are that desk's now: not listed. */
export function listClaims({ db }: ClaimStore, query: ClaimListQuery = {}): ClaimListItem[] {
  const { states, search, insurerStatus, insurerChanged, limit, offset } = ClaimListQuery.parse(query);
  const where: string[] = ['c.handed_over_at IS NULL'];
  const params: unknown[] = [];
  if (states && states.length > 0) {
    where.push(`c.state IN (${states.map(() => '?').join(', ')})`);
    params.push(...states);
  }
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    // A search that reads as a date ("3 Dec 2026", "03/12/2026") also finds the claims of that attendance date.
    const date = readTypedDate(search);
    const matches = SEARCHED.map((column) => `${column} LIKE ? ESCAPE '\\'`);
    where.push(`(${[...matches, ...(date.ok ? ['c.attendance_date = ?'] : [])].join(' OR ')})`);
    params.push(...SEARCHED.map(() => pattern), ...(date.ok ? [date.iso] : []));
  }
  if (insurerStatus !== undefined) {
    where.push('c.insurer_status = ?');
    params.push(insurerStatus);
  }
  if (insurerChanged) where.push(CHANGED_SINCE_LOOKED);
  const rows = statement(
    db,
    `SELECT c.id, c.state, c.batch_no, c.authorization_no, c.member_name, c.attendance_date, c.amount_units,
              c.claim_no, c.amount_claimed_units, c.review_reason, c.held_over_another_claim, c.waiting_on_document, c.outcome_unknown, c.updated_at, c.messages_json, c.person_name,
              ${INSURER_COLUMNS},
              (SELECT count(*) FROM claim_lines l WHERE l.claim_id = c.id) AS line_count,
              (SELECT count(*) FROM claim_documents d WHERE d.claim_id = c.id) AS document_count
       FROM claims c
       WHERE ${where.join(' AND ')}
       ORDER BY c.updated_at DESC, c.id
       LIMIT ? OFFSET ?`,
  ).all(...params, limit, offset) as ListRow[];
  return rows.map(toListItem);
}

/**
 * The outbox at a glance: claims per state, those in doubt, and the documents still to upload or to check.
 * Claims handed to another desk (main/handover) are that desk's to send: not counted here.
 */
export function outboxCounts({ db }: ClaimStore): OutboxCounts {
  const byState = Object.fromEntries(CLAIM_STATES.map((state) => [state, 0])) as Record<ClaimState, number>;
  const rows = statement(db, 'SELECT state, count(*) AS n FROM claims GROUP BY state').all() as {
    state: ClaimState;
    n: number;
  }[];
  for (const row of rows) if (row.state in byState) byState[row.state] = row.n;
  // Subtracted through migration 13's small partial index, so the count above stays on claims_by_state alone.
  const handedOver = statement(
    db,
    'SELECT state, count(*) AS n FROM claims INDEXED BY claims_handed_over WHERE handover_id IS NOT NULL GROUP BY state',
  ).all() as { state: ClaimState; n: number }[];
  for (const row of handedOver) if (row.state in byState) byState[row.state] -= row.n;
  const others = statement(
    db,
    `SELECT (SELECT count(*) FROM ${CLAIMS_IN_DOUBT} AND outcome_unknown = 1) AS inDoubt,
       (SELECT count(*) FROM claim_documents WHERE state IN ('pending', 'uploading')
          AND claim_id NOT IN (SELECT id FROM claims INDEXED BY claims_handed_over WHERE handover_id IS NOT NULL))
         AS documentsPending,
       (SELECT count(*) FROM claim_documents WHERE state = 'needs-attention') AS documentsNeedingAttention,
       (SELECT count(*) FROM claims INDEXED BY claims_by_state
          WHERE state = 'queued' AND waiting_on_document = 1 AND handover_id IS NULL) AS waitingOnDocument`,
  ).get() as Omit<OutboxCounts, 'byState' | 'needsAttention'>;
  return { byState, needsAttention: attentionCounts(db), ...others };
}

/** The claims needing attention by why (rows.attentionKind), but those handed to another desk, as byState. */
function attentionCounts(db: Db): Record<AttentionKind, number> {
  const counts = Object.fromEntries(ATTENTION_KINDS.map((kind) => [kind, 0])) as Record<AttentionKind, number>;
  const rows = statement(
    db,
    `SELECT outcome_unknown AS unknown, held_over_another_claim AS another, review_reason IS NOT NULL AS reviewed,
         count(*) AS n FROM claims
       WHERE state = 'needs-attention' AND handover_id IS NULL GROUP BY 1, 2, 3`,
  ).all() as { unknown: number; another: number; reviewed: number; n: number }[];
  for (const row of rows) counts[attentionKind(row.unknown === 1, row.another === 1, row.reviewed === 1)] += row.n;
  return counts;
}

/** The local claim holding `claimNo`, if any: a claim number is adopted once. */
export function claimNoHolder(db: Db, claimNo: string): string | undefined {
  return statement(db, 'SELECT id FROM claims WHERE claim_no = ?').pluck().get(claimNo) as string | undefined;
}
