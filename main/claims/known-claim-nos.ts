/**
 * `claims.known_claim_nos` (migration 15): the claim numbers of a claim's batch that were on the insurer's
 * service before the claim could have been sent from another desk, as the desk that handed it over knew them.
 * Written by this desk only (main/handover), as a JSON array of strings; anything else reads as none known,
 * which only leaves more candidates for the check with the insurer, never fewer.
 */
export function parseKnownClaimNos(text: string | null): readonly string[] {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((claimNo): claimNo is string => typeof claimNo === 'string') : [];
  } catch {
    return [];
  }
}
