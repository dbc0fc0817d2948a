/**
 * What the checks before sending (shared/domain/claim-checks.ts) need beyond the claim, read from the store in
 * one place for the core at queue (queue.ts) and for the claim editor (operation `claims.facts`), so both find
 * the same warnings:
 *   - covered: the covered amount of the authorization's latest block, as the authorization picker shows it
 *     (a later block on the same authorization replaces what the desk reserved); null when it has none;
 *   - issuedOn: the desk's date the authorization was obtained, only when this desk obtained it by OTP (a
 *     number typed in by hand, or proven by a block, is recorded when the desk learned of it, not when it was
 *     issued, so its date tells nothing);
 *   - tariffs: name and access type of each line's cached tariff (any provider's; `pre-auth` when any says so);
 *   - benefit: the authorization's benefit with its name (the printed claim form is titled by it);
 *   - diagnosisList: the size of the desk's diagnosis list, and which of the claim's codes are on it (by
 *     letters and digits, as the editor's look-up finds them: "j069" is J06.9).
 */
import type { Money } from '../../shared/money';
import { isPreAuth, type ClaimFacts, type TariffFact } from '../../shared/domain/claim-checks';
import { statement } from '../store/statements';
import { calendarDate } from '../../shared/i18n/calendar';
import type { ClaimDeps } from './context';
import { diagnosisListInfo, lookupDiagnosis } from '../diagnoses/diagnosis-list';
import { cachedMember } from '../care/rows';

type FactDeps = Pick<ClaimDeps, 'db' | 'timeZone'>;

/** The benefit by its name in the member's cached benefit list; its code alone when the cache has no name for it. */
function benefitOf({ db }: FactDeps, cardNo: string, code: string): { code: string; name: string } {
  const member = cachedMember(db, cardNo);
  return { code, name: member?.benefits.find((benefit) => benefit.code === code)?.name ?? code };
}

export function claimFacts(
  deps: FactDeps,
  authorizationNo: string,
  tariffIds: readonly string[],
  diagnosisCodes: readonly string[],
): ClaimFacts {
  const { db } = deps;
  const number = authorizationNo.trim();
  const block = statement(
    db,
    'SELECT covered_units FROM blocks WHERE authorization_no = ? ORDER BY id DESC LIMIT 1',
  ).get(number) as { covered_units: number } | undefined;
  const authorization = statement(
    db,
    'SELECT source, obtained_at, card_no, benefit_code FROM authorizations WHERE authorization_no = ?',
  ).get(number) as { source: string; obtained_at: string; card_no: string; benefit_code: string } | undefined;
  const tariffs: Record<string, TariffFact> = {};
  // One read for every line's tariff (by the tariffs_by_id index); a pre-auth row wins over another provider's.
  const rows = statement(
    db,
    'SELECT id, name, access_type FROM tariffs WHERE id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify([...new Set(tariffIds)])) as { id: string; name: string; access_type: string }[];
  for (const row of rows) {
    const fact = { name: row.name, accessType: row.access_type };
    if (!tariffs[row.id] || isPreAuth(fact)) tariffs[row.id] = fact;
  }
  return {
    covered: block ? (BigInt(block.covered_units) as Money) : null,
    issuedOn: authorization?.source === 'otp' ? calendarDate(new Date(authorization.obtained_at), deps.timeZone) : null,
    tariffs,
    benefit: authorization ? benefitOf(deps, authorization.card_no, authorization.benefit_code) : null,
    diagnosisList: {
      count: diagnosisListInfo({ db }).count,
      listed: diagnosisCodes.filter((code) => lookupDiagnosis({ db }, code).entry !== null),
    },
  };
}
