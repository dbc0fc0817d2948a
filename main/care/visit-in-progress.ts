/**
 * The visit in progress: what the Visit screen comes back to after a screen
 * switch, a reload or a restart, read from the core's records. It is the latest
 * visit staff have not moved on from (`closed_at` unset), started in the last
 * twelve hours, that is either waiting for its code (not expired, or of unknown
 * expiry) or authorized; with the member as last looked up, the authorization
 * and its latest block. Staff move on with "Next member" or by looking up another
 * card: the visit is closed then.
 */
import type { VisitInProgress } from '../../shared/domain/care';
import type { AuditContext } from '../store/audit';
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';
import { getAuthorizationRecord } from './authorizations';
import { latestBlock } from './blocks';
import { cachedMember } from './members';
import { toVisitView, type VisitRow } from './visits';

/** A reception shift: an older visit is not "in progress" any more, whatever its state. */
const VISIT_IN_PROGRESS_HOURS = 12;

export function visitInProgress(db: Db, now: Date): VisitInProgress | undefined {
  const since = new Date(now.getTime() - VISIT_IN_PROGRESS_HOURS * 3_600_000).toISOString();
  const row = statement(
    db,
    `SELECT visit_request_id, card_no, benefit_code, otp_expire_at, started_at, status, authorization_no, phone, sent_to
       FROM visits INDEXED BY visits_open
      WHERE closed_at IS NULL AND started_at >= ?
        AND ((status = 'PENDING' AND (otp_expire_at = '' OR otp_expire_at > ?))
          OR (status = 'APPROVED' AND authorization_no IS NOT NULL))
      ORDER BY started_at DESC LIMIT 1`,
  ).get(since, now.toISOString()) as VisitRow | undefined;
  if (!row) return undefined;
  const member = cachedMember(db, row.card_no);
  if (!member) return undefined;
  const authorization = row.authorization_no === null ? undefined : getAuthorizationRecord(db, row.authorization_no);
  return {
    member: { ...member, source: 'cache' },
    visit: toVisitView(row),
    authorization: authorization ?? null,
    block: (authorization && latestBlock(db, authorization.authorizationNo)) ?? null,
  };
}

/** Staff moved on from every open visit of this desk (next member, another card); answers how many. */
export function closeVisits(db: Db, ctx: Pick<AuditContext, 'now'>): number {
  return writeTransaction(
    db,
    () => statement(db, 'UPDATE visits SET closed_at = ? WHERE closed_at IS NULL').run(ctx.now().toISOString()).changes,
  );
}
