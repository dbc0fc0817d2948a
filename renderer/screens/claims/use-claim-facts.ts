/**
 * The facts the checks before sending need (shared/domain/claim-checks.ts), as the core reads them
 * (`claims.facts`): asked again only when the authorization, the set of the lines' tariffs or the diagnosis
 * codes change, and kept per such set while the editor is open, so typing a quantity or a price asks the core
 * nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { NO_FACTS, type ClaimFacts } from '../../../shared/domain/claim-checks';
import { claimsModel } from './claims-model';

interface Answer {
  readonly key: string;
  readonly authorizationNo: string;
  readonly facts: ClaimFacts;
}

export function useClaimFacts(
  authorizationNo: string,
  tariffIds: readonly string[],
  diagnosisCodes: readonly string[],
): ClaimFacts {
  const number = authorizationNo.trim();
  const ids = [...new Set(tariffIds.filter((id) => id !== ''))].sort();
  const codes = [...new Set(diagnosisCodes.map((code) => code.trim()).filter((code) => code !== ''))].sort();
  const key = JSON.stringify([number, ids, codes]);
  const known = useRef(new Map<string, ClaimFacts>());
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    const [asked, tariffs, diagnoses] = JSON.parse(key) as [string, string[], string[]];
    const kept = known.current.get(key);
    if (kept) {
      setAnswer({ key, authorizationNo: asked, facts: kept });
      return;
    }
    let current = true;
    void claimsModel.facts(asked, tariffs, diagnoses).then((result) => {
      if (!result.ok || !current) return;
      known.current.set(key, result.value);
      setAnswer({ key, authorizationNo: asked, facts: result.value });
    });
    return () => {
      current = false;
    };
  }, [key]);

  // Until the core answers for a new tariff, the last answer for the same authorization still holds.
  if (answer === undefined || answer.authorizationNo !== number) return NO_FACTS;
  return answer.facts;
}
