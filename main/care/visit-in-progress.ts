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
import { writeTransaction } from '../store/database';
import type { CareDeps } from './deps';
import { cachedMember, closeOpenVisits, getAuthorizationRecord, latestBlock, openVisitRow, toVisitView } from './rows';

/** A reception shift: an older visit is not "in progress" any more, whatever its state. */
const VISIT_IN_PROGRESS_HOURS = 12;

export function visitInProgress({ db, now: clock }: Pick<CareDeps, 'db' | 'now'>): VisitInProgress | undefined {
  const now = clock();
  const since = new Date(now.getTime() - VISIT_IN_PROGRESS_HOURS * 3_600_000).toISOString();
  const row = openVisitRow(db, since, now.toISOString());
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
export function closeVisits({ db, now }: Pick<CareDeps, 'db' | 'now'>): number {
  return writeTransaction(db, () => closeOpenVisits(db, now().toISOString()));
}
