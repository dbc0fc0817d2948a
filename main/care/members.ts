/**
 * Member lookup with an offline fallback: every successful lookup is cached in
 * recent_members (no photo), and while the service cannot be reached the cached
 * copy is answered, marked `source: 'cache'` with the time it was fetched.
 */
import type { Db } from '../store/database';
import { writeTransaction } from '../store/database';
import { maskCardNo, recordAudit } from '../store/audit';
import type { CareResult, MemberLookup, RecentMember } from '../../shared/domain/care';
import { errorCategory, type RemoteError } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, remoteFailure, storeFailure } from './failures';
import type { AuditOutcome } from '../../shared/domain/audit';
import { listLimit } from './list-limit';
import { cachedMember, recentMemberRows, upsertMember } from './rows';

/** Members looked up most recently first. */
export function recentMembers(db: Db, limit = 20): RecentMember[] {
  return recentMemberRows(db, listLimit(limit));
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
      upsertMember(db, value);
      audit('ok', `${value.benefits.length} benefit(s)`);
    });
    return { ok: true, value };
  } catch (error) {
    return storeFailure(error, 'memberLookup');
  }
}
