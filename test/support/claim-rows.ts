/** Minimal claim rows, written with SQL, for tests of modules that read or flag claims (not the claims module's own API). */
import { reviewReasonText } from '../../main/claims/rows';
import { renderStored, type StoredMessage } from '../../main/i18n/words';
import type { Db } from '../../main/store/database';

export interface ClaimRowFixture {
  readonly id: string;
  readonly state: 'draft' | 'queued' | 'sending' | 'submitted' | 'needs-attention';
  readonly lines: readonly { readonly tariffId: string; readonly priceUnits: number }[];
  /** As kept: the insurer's words (text) or ClaimDesk's own (a key and its values). */
  readonly messages?: readonly StoredMessage[];
}

export function insertClaimRow(db: Db, claim: ClaimRowFixture): void {
  const at = '2026-11-20T08:00:00.000Z';
  const total = claim.lines.reduce((sum, line) => sum + line.priceUnits, 0);
  db.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, messages_json, created_at, updated_at)
     VALUES (?, ?, 'B-2026-11', 'PA-000001', '2026-11-20', '{}', 'Fever', '[]', ?, ?, ?, ?)`,
  ).run(claim.id, claim.state, total, JSON.stringify(claim.messages ?? []), at, at);
  const line = db.prepare(
    `INSERT INTO claim_lines (claim_id, line_no, tariff_id, name, type, quantity, price_units)
     VALUES (?, ?, ?, 'Line', 'investigation', 1, ?)`,
  );
  claim.lines.forEach((l, index) => line.run(claim.id, index + 1, l.tariffId, l.priceUnits));
}

/** A claim row as staff read it: its kept review reasons and messages worded in the desk's language. */
export interface ClaimRowView {
  state: string;
  review_reason: string | null;
  messages: string[];
  prices: number[];
}

export function readClaimRow(db: Db, id: string): ClaimRowView {
  const row = db.prepare('SELECT state, review_reason, messages_json FROM claims WHERE id = ?').get(id) as {
    state: string;
    review_reason: string | null;
    messages_json: string;
  };
  const prices = db
    .prepare('SELECT price_units FROM claim_lines WHERE claim_id = ? ORDER BY line_no')
    .pluck()
    .all(id) as number[];
  return {
    state: row.state,
    review_reason: reviewReasonText(row.review_reason),
    messages: renderStored(row.messages_json),
    prices,
  };
}
