/**
 * Member lookup with an offline fallback: every successful lookup is cached in
 * recent_members (no photo), and while the service cannot be reached the cached
 * copy is answered, marked `source: 'cache'` with the time it was fetched.
 */
import type { Db } from '../store/database';
import { writeTransaction } from '../store/database';
import { maskCardNo, recordAudit } from '../store/audit';
import { BenefitList } from '../../shared/wire/members';
import type { CareResult, MemberLookup, RecentMember } from '../../shared/domain/care';
import { errorCategory, type RemoteError } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, remoteFailure, storeFailure } from './failures';
import type { AuditOutcome } from '../../shared/domain/audit';
import { listLimit } from './list-limit';

interface MemberRow {
  card_no: string;
  name: string;
  gender: string;
  dob: string;
  benefits_json: string;
  fetched_at: string;
}

const toRecentMember = (row: MemberRow): RecentMember => ({
  cardNo: row.card_no,
  name: row.name,
  gender: row.gender,
  dob: row.dob,
  benefits: BenefitList.parse(JSON.parse(row.benefits_json)),
  fetchedAt: row.fetched_at,
});

export function cachedMember(db: Db, cardNo: string): RecentMember | undefined {
  const row = db.prepare('SELECT * FROM recent_members WHERE card_no = ?').get(cardNo) as MemberRow | undefined;
  return row && toRecentMember(row);
}

/** Members looked up most recently first. */
export function recentMembers(db: Db, limit = 20): RecentMember[] {
  const rows = db
    .prepare('SELECT * FROM recent_members ORDER BY fetched_at DESC, card_no LIMIT ?')
    .all(listLimit(limit)) as MemberRow[];
  return rows.map(toRecentMember);
}

/** Looks a member up by a card number as CardNoText reads it (no spaces, upper case). */
export async function lookUpMember(deps: CareDeps, card: string): Promise<CareResult<MemberLookup>> {
  const { db, client } = deps;
  const audit = (outcome: AuditOutcome, detail?: string): void =>
    void recordAudit(db, { action: 'member.lookup', outcome, subject: maskCardNo(card), detail }, deps);

  const unavailable = (failed: RemoteError): CareResult<MemberLookup> => {
    const cached = errorCategory(failed) === 'offline' ? cachedMember(db, card) : undefined;
    writeTransaction(db, () => audit(auditOutcomeOf(failed), cached ? 'answered from the cache' : failed.kind));
    if (cached) return { ok: true, value: { ...cached, source: 'cache' } };
    return remoteFailure(failed, {
      'not-found': say('care.noSuchCard'),
      offline: say('care.memberOffline'),
    });
  };

  const member = await client.getMember({ card_no: card });
  const benefits = member.ok ? await client.listBenefits({ card_no: card }) : undefined;
  try {
    if (!member.ok) return unavailable(member.error);
    // A member without benefits answers 404 on the benefit list.
    if (benefits && !benefits.ok && benefits.error.kind !== 'not-found') return unavailable(benefits.error);
    const value: MemberLookup = {
      cardNo: card,
      name: member.value.name,
      gender: member.value.gender,
      dob: member.value.dob,
      benefits: benefits?.ok ? benefits.value : [],
      fetchedAt: deps.now().toISOString(),
      source: 'service',
    };
    writeTransaction(db, () => {
      db.prepare(
        `INSERT INTO recent_members (card_no, name, gender, dob, benefits_json, fetched_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (card_no) DO UPDATE SET name = excluded.name, gender = excluded.gender, dob = excluded.dob,
           benefits_json = excluded.benefits_json, fetched_at = excluded.fetched_at`,
      ).run(card, value.name, value.gender, value.dob, JSON.stringify(value.benefits), value.fetchedAt);
      audit('ok', `${value.benefits.length} benefit(s)`);
    });
    return { ok: true, value };
  } catch (error) {
    return storeFailure(error, 'memberLookup');
  }
}
