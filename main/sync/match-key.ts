/**
 * The match key of a claim: what the service's claim summaries let ClaimDesk
 * recognise it by (batch, attendance date, claimed amount, member name). The
 * service echoes no identifier of ours, so two claims with the same key cannot
 * be told apart on it; see reconcile.ts for how that is kept rare.
 *
 * An empty local member name is unknown and matches any name.
 */
import type { Money } from '../../shared/money';

export interface MatchKey {
  readonly batchNo: string;
  readonly attendanceDate: string;
  readonly amount: Money;
  readonly memberName: string;
}

/** Case, accents' composition and runs of spaces do not distinguish two names. */
export function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}

export function namesMatch(a: string, b: string): boolean {
  const left = normaliseName(a);
  const right = normaliseName(b);
  return left === '' || right === '' || left === right;
}

/** True when a summary of one of the claims could be taken for the other. */
export function keysCollide(a: MatchKey, b: MatchKey): boolean {
  return (
    a.batchNo === b.batchNo &&
    a.attendanceDate === b.attendanceDate &&
    a.amount === b.amount &&
    namesMatch(a.memberName, b.memberName)
  );
}
