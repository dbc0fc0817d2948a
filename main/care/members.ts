/**
 * Member lookup with an offline fallback: every successful lookup is cached in
 * recent_members (no photo), and while the service cannot be reached the cached
 * copy is answered, marked `source: 'cache'` with the time it was fetched.
 */
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { maskCardNo } from '../store/masking';
import type { CareResult, MemberLookup, RecentMember } from '../../shared/domain/care';
import { errorCategory, type RemoteError } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, storeFailure } from './failures';
import { remoteFailure } from '../remote/remote-failure';
import type { AuditOutcome } from '../../shared/domain/audit';
import { listLimit } from './list-limit';
import { cachedMember, recentMemberRows, seenCards, upsertMember } from './rows';
import { cardInPattern, cardKey, learnCardPattern, likelyCard } from './card-pattern';
import type { CardSuggestion } from '../../shared/domain/care';

/** Members looked up most recently first. */
export function recentMembers({ db }: Pick<CareDeps, 'db'>, limit = 20): RecentMember[] {
  return recentMemberRows(db, listLimit(limit));
}

/** The member's photo for the identity check; none (null) when offline or when the insurer has none on file. */
export async function memberPhoto(
  { client }: Pick<CareDeps, 'client'>,
  cardNo: string,
): Promise<CareResult<{ photo: string | null }>> {
  const answer = await client.getPhoto({ card_no: cardNo });
  if (answer.ok) return { ok: true, value: { photo: answer.value.photo } };
  // The rest of the member's record still stands without it.
  const category = errorCategory(answer.error);
  if (category === 'offline' || category === 'not-found') return { ok: true, value: { photo: null } };
  return remoteFailure(answer.error);
}

/**
 * For a card the service did not find: the card of a member looked up here when only separators, spaces or case
 * differ, else the likely form in the insurer's learned pattern ("1000025" → "CD-1000025"); none rather than a guess.
 */
export function suggestCard({ db }: Pick<CareDeps, 'db'>, typed: string): CardSuggestion | null {
  const key = cardKey(typed);
  if (key === '') return null;
  const seen = recentMemberRows(db, SEEN_CARDS);
  const asSeen = seen.find((member) => cardKey(member.cardNo) === key && member.cardNo !== typed);
  if (asSeen) return { cardNo: asSeen.cardNo, name: asSeen.name };
  const likely = likelyCard(typed, learnCardPattern(seen.map((member) => member.cardNo)));
  if (!likely) return null;
  return { cardNo: likely, name: seen.find((member) => member.cardNo === likely)?.name ?? null };
}

/** The members whose cards teach the insurer's pattern: the most recent ones, enough to outvote a stray card. */
const SEEN_CARDS = 500;

/**
 * Looks a member up by a card number as CardNoText reads it (no spaces, upper case), first written in the
 * insurer's learned pattern ("CD1000025" → "CD-1000025"), then, when that is not found, as typed (an insurer
 * whose cards come in two shapes still finds each).
 */
export async function lookUpMember(deps: CareDeps, typed: string): Promise<CareResult<MemberLookup>> {
  const { db, client } = deps;
  const inPattern = cardInPattern(typed, learnCardPattern(seenCards(db, SEEN_CARDS)));
  let card = inPattern;
  const audit = (outcome: AuditOutcome, detail?: string): void =>
    void recordAudit(db, { action: 'member.lookup', outcome, subject: maskCardNo(card), detail }, deps);

  const unavailable = (failed: RemoteError): CareResult<MemberLookup> => {
    const cached =
      errorCategory(failed) === 'offline' ? (cachedMember(db, card) ?? cachedMember(db, typed)) : undefined;
    writeTransaction(db, () => audit(auditOutcomeOf(failed), cached ? 'answered from the cache' : failed.kind));
    if (cached) return { ok: true, value: { ...cached, source: 'cache' } };
    return remoteFailure(failed, {
      'not-found': say('care.noSuchCard'),
      offline: say('care.memberOffline'),
    });
  };

  let member = await client.getMember({ card_no: card });
  if (!member.ok && errorCategory(member.error) === 'not-found' && inPattern !== typed) {
    card = typed;
    member = await client.getMember({ card_no: card });
  }
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
