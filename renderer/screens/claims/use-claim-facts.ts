/**
 * The facts the checks before sending need (shared/domain/claim-checks.ts), as the core reads them
 * (`claims.facts`): asked again only when the authorization or the set of the lines' tariffs changes, and
 * kept per such pair while the editor is open, so typing a quantity or a price asks the core nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { NO_FACTS, type ClaimFacts } from '../../../shared/domain/claim-checks';
import { claimsModel } from './claims-model';

interface Answer {
  readonly key: string;
  readonly authorizationNo: string;
  readonly facts: ClaimFacts;
}

export function useClaimFacts(authorizationNo: string, tariffIds: readonly string[]): ClaimFacts {
  const number = authorizationNo.trim();
  const ids = [...new Set(tariffIds.filter((id) => id !== ''))].sort();
  const key = JSON.stringify([number, ids]);
  const known = useRef(new Map<string, ClaimFacts>());
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    const [asked, tariffs] = JSON.parse(key) as [string, string[]];
    const kept = known.current.get(key);
    if (kept) {
      setAnswer({ key, authorizationNo: asked, facts: kept });
      return;
    }
    let current = true;
    void claimsModel.facts(asked, tariffs).then((result) => {
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
