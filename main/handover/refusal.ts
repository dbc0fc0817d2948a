/** Hand-over's failures as data: a refusal thrown inside the write transaction, or a store failure. */
import { storeErrorFromSqlite } from '../store/store-errors';
import { coreLanguage, say } from '../i18n/words';
import { DESK_TIME_ZONE, formatDateTime } from '../../shared/i18n/format';
import type { ClaimLabel } from './rows';

export type HandoverErrorCode =
  | 'nothing-to-hand-over'
  | 'claims-in-doubt'
  | 'not-handover-file'
  | 'handover-version'
  | 'wrong-passphrase'
  | 'handover-damaged'
  | 'already-imported'
  | 'already-taken-back'
  | 'claims-present'
  | 'demo-mix'
  | 'upload-incomplete'
  | 'upload-too-large'
  | 'store-failed';

export interface HandoverError {
  readonly code: HandoverErrorCode;
  readonly message: string;
}

export type HandoverResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HandoverError };

export class HandoverRefusal extends Error {
  constructor(readonly error: HandoverError) {
    super(error.message);
  }
}

export const refused = (code: HandoverErrorCode, message: string): { ok: false; error: HandoverError } => ({
  ok: false,
  error: { code, message },
});

/** A refusal as is, an SQLite failure as `store-failed`; anything else is a bug and is rethrown. */
export function failureOf(error: unknown): { ok: false; error: HandoverError } {
  if (error instanceof HandoverRefusal) return { ok: false, error: error.error };
  const store = storeErrorFromSqlite(error);
  if (!store) throw error;
  return refused('store-failed', store.message);
}

/** An instant for a message, in the desk's language and zone. */
export const when = (iso: string): string => formatDateTime(iso, coreLanguage(), DESK_TIME_ZONE);

const LISTED = 10;

/** Claims named in a message: "Fatuma K. (2026-11-20), …", the first ten and how many more. */
export function labels(claims: readonly ClaimLabel[]): string {
  const named = claims
    .slice(0, LISTED)
    .map((claim) =>
      say('handover.claim', { member: claim.memberName || claim.authorizationNo, date: claim.attendanceDate }),
    );
  return claims.length > LISTED ? `${named.join(', ')}, … (${claims.length})` : named.join(', ');
}
