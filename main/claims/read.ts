/** Reading claims back: one claim whole, a filtered list, and the outbox counts. */
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import {
  CLAIM_STATES,
  ClaimListQuery,
  type ClaimListItem,
  type ClaimView,
  type OutboxCounts,
} from '../../shared/domain/claims';
import {
  DOCUMENT_COLUMNS,
  toClaimView,
  toListItem,
  type ClaimRow,
  type DocumentRow,
  type LineRow,
  type ListRow,
} from './rows';

export function getClaim(db: Db, id: string): ClaimView | undefined {
  const row = statement(db, 'SELECT * FROM claims WHERE id = ?').get(id) as ClaimRow | undefined;
  if (!row) return undefined;
  const lines = statement(
    db,
    'SELECT line_no, tariff_id, name, type, quantity, price_units FROM claim_lines WHERE claim_id = ? ORDER BY line_no',
  ).all(id) as LineRow[];
  const documents = statement(db, `SELECT ${DOCUMENT_COLUMNS} FROM claim_documents WHERE claim_id = ? ORDER BY id`).all(
    id,
  ) as DocumentRow[];
  return toClaimView(row, lines, documents);
}

const SEARCHED = ['c.member_name', 'c.authorization_no', 'c.claim_no', 'c.batch_no', 'c.card_no'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest change first. */
export function listClaims(db: Db, query: ClaimListQuery = {}): ClaimListItem[] {
  const { states, search, limit, offset } = ClaimListQuery.parse(query);
  const where: string[] = [];
  const params: unknown[] = [];
  if (states && states.length > 0) {
    where.push(`c.state IN (${states.map(() => '?').join(', ')})`);
    params.push(...states);
  }
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push(`(${SEARCHED.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...SEARCHED.map(() => pattern));
  }
  const rows = statement(
    db,
    `SELECT c.id, c.state, c.batch_no, c.authorization_no, c.member_name, c.attendance_date, c.amount_units,
              c.claim_no, c.review_reason, c.outcome_unknown, c.updated_at, c.messages_json,
              (SELECT count(*) FROM claim_lines l WHERE l.claim_id = c.id) AS line_count,
              (SELECT count(*) FROM claim_documents d WHERE d.claim_id = c.id) AS document_count
       FROM claims c
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY c.updated_at DESC, c.id
       LIMIT ? OFFSET ?`,
  ).all(...params, limit, offset) as ListRow[];
  return rows.map(toListItem);
}

export function outboxCounts(db: Db): OutboxCounts {
  const counts = Object.fromEntries(CLAIM_STATES.map((state) => [state, 0])) as OutboxCounts;
  const rows = statement(db, 'SELECT state, count(*) AS n FROM claims GROUP BY state').all() as {
    state: keyof OutboxCounts;
    n: number;
  }[];
  for (const row of rows) if (row.state in counts) counts[row.state] = row.n;
  return counts;
}
