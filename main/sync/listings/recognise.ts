/**
 * What the service's claim summaries let ClaimDesk recognise a claim by. A
 * summary carries claim_no, member_name, attendance_date and claimed_amount; the
 * service echoes no identifier of ours, and the document promises neither how it
 * spells names nor that it records the amounts sent. So:
 *   - proof that a claim is absent uses only its batch, its attendance date and
 *     the claim numbers seen before it left (reconcile/decide.ts);
 *   - names only tell apart claims of members who are clearly different people:
 *     two names could belong to one person when they share a word, case, accents
 *     and punctuation aside ("Njoroge, Aisha Mugo" and "AISHA MUGO NJOROGE" do;
 *     "Grace Mutua" and "Aisha Mugo Njoroge" do not). A name with no word of two
 *     letters or more (empty, or initials only) is unknown and could be anyone's;
 *   - amounts only choose among claims that could all be this one.
 */
export interface ClaimIdentity {
  readonly batchNo: string;
  readonly attendanceDate: string;
  readonly memberName: string;
}

/**
 * The words of a name, folded: lower case, accents and punctuation dropped, single letters left out. Batch reads
 * keep each listed member's (batch-reads.ts), so the take finds a look-alike by its words in SQL.
 */
export function nameWords(name: string): Set<string> {
  // Most names are plain ASCII, with no accent to drop: skip the decomposition.
  const folded = (/^[\x20-\x7e]*$/.test(name) ? name : name.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
  return new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2));
}

/** False only when both names are known and share no word: then they are two different people. */
export function namesCouldMatch(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.size === 0 || right.size === 0) return true;
  for (const word of left) if (right.has(word)) return true;
  return false;
}

/**
 * True when the service's summary of one claim could be taken for the other's:
 * same batch, same attendance date, and members who could be the same person.
 * Two such claims are never in doubt at the same time (outbox/claim-outbox.ts claimForSending).
 */
export const couldBeConfused = (a: ClaimIdentity, b: ClaimIdentity): boolean =>
  a.batchNo === b.batchNo && a.attendanceDate === b.attendanceDate && namesCouldMatch(a.memberName, b.memberName);
