/**
 * When a refresh changes a tariff's price, every claim not yet sent (draft,
 * queued, needs-attention) with a line on that tariff at a different captured
 * price is flagged for review, in the refresh's own transaction:
 *   - `review_reason` says which tariff changed, from what to what, and when;
 *   - a queued claim moves to needs-attention (with the same words appended to
 *     its messages), so the sync engine, which sends only queued claims, holds it
 *     until staff confirm by queueing it again.
 * A line is never re-priced: it keeps the price it was captured at.
 */
import { formatMoney } from '../../shared/money';
import { keptReasons } from '../claims/rows';
import { flagForReview } from '../claims/state';
import { StoredMessages, wording, type Wording } from '../i18n/words';
import type { Db } from '../store/database';
import type { PriceChange } from './tariff-writes';

interface AffectedClaim {
  id: string;
  state: 'draft' | 'queued' | 'needs-attention';
  messages_json: string;
  review_reason: string | null;
}

export const priceChangeMessage = (change: PriceChange, date: string): Wording =>
  wording('claims.priceChanged', {
    id: change.id,
    name: change.name,
    oldPrice: formatMoney(change.oldPrice, 2),
    newPrice: formatMoney(change.newPrice, 2),
    date,
  });

/** Flags the claims affected by `changes`; answers how many claims were flagged. */
export function flagClaimsForReview(db: Db, changes: readonly PriceChange[], date: string, nowIso: string): number {
  if (changes.length === 0) return 0;
  const affected = db.prepare(
    `SELECT DISTINCT c.id, c.state, c.messages_json, c.review_reason
       FROM claim_lines l JOIN claims c ON c.id = l.claim_id
      WHERE l.tariff_id = ? AND l.price_units <> ? AND c.state IN ('draft', 'queued', 'needs-attention')`,
  );
  const reasons = new Map<string, { claim: AffectedClaim; lines: Wording[] }>();
  for (const change of changes) {
    const message = priceChangeMessage(change, date);
    for (const claim of affected.all(change.id, Number(change.newPrice)) as AffectedClaim[]) {
      const entry = reasons.get(claim.id) ?? { claim, lines: [] };
      entry.lines.push(message);
      reasons.set(claim.id, entry);
    }
  }

  for (const { claim, lines } of reasons.values()) {
    const earlier = keptReasons(claim.review_reason);
    const known = new Set(earlier.map((reason) => JSON.stringify(reason)));
    const reason = JSON.stringify([...earlier, ...lines.filter((line) => !known.has(JSON.stringify(line)))]);
    const holding = claim.state === 'queued';
    const messages = holding
      ? JSON.stringify([...StoredMessages.parse(JSON.parse(claim.messages_json)), ...lines])
      : claim.messages_json;
    flagForReview(db, claim.id, claim.state, { reviewReason: reason, messagesJson: messages }, nowIso);
  }
  return reasons.size;
}
