/**
 * One claim per authorization. An authorization is one visit, and the insurer takes one claim for it: a second
 * is a duplicate it cuts or refuses. The claims an authorization already has are the claims of the same service
 * on that number (as stored) that are past drafting (a draft is no claim yet) or handed to another desk (which
 * sends it from there), in any state. A claim made by "Resubmit as a new claim" does not count the claims it was
 * copied from (its `resubmit_of` chain) while the insurer reads them as refused. Queueing (queue.ts) refuses a
 * second claim unless the desk's setting `severalClaimsPerAuthorization` is on; the claim editor's picker marks
 * the authorizations already claimed.
 *
 * A draft is not a claim yet, but it is the visit's claim being written: "Write the claim" for an authorization
 * with a draft opens that draft (`draftOnAuthorization`), and the picker marks it, so a blank form never invites
 * a second claim for one visit. The draft meant is the newest of the same service on that number that is still
 * this desk's (not handed over).
 */
import {
  isRefusalStatus,
  type ClaimError,
  type ClaimOnAuthorization,
  type ClaimState,
} from '../../shared/domain/claims';
import { render, say, wording, type Wording } from '../i18n/words';
import { statement } from '../store/statements';
import type { ClaimDeps, ClaimStore } from './context';
import { markHeldOverAnotherClaim } from './state';

interface CountingRow {
  authorization_no: string;
  id: string;
  state: ClaimState;
  claim_no: string | null;
  handed_over: 0 | 1;
  insurer_status: string | null;
  /** 1: a claim the one asked for was copied from (its original, that one's original, …). */
  original: 0 | 1;
}

/**
 * The claims on the authorizations (a JSON list), newest first, and whether each is an original of `claimId`.
 * Without `claimId` (a claim still to be written), the service is `service`; with it, that claim's own.
 */
const CLAIMS_ON_AUTHORIZATIONS = `
  WITH RECURSIVE originals(id) AS (
    SELECT resubmit_of FROM claims WHERE id = @claimId AND resubmit_of IS NOT NULL
    UNION
    SELECT c.resubmit_of FROM claims c JOIN originals o ON c.id = o.id WHERE c.resubmit_of IS NOT NULL
  )
  SELECT authorization_no, id, state, claim_no, handed_over_at IS NOT NULL AS handed_over, insurer_status,
         id IN (SELECT id FROM originals) AS original
    FROM claims
   WHERE authorization_no IN (SELECT value FROM json_each(@authorizationNos))
     AND service = coalesce((SELECT service FROM claims WHERE id = @claimId), @service)
     AND id IS NOT @claimId
     AND (state <> 'draft' OR handed_over_at IS NOT NULL)
   ORDER BY created_at DESC, id`;

/** The newest draft of `service` on each of the authorizations (a JSON list) still this desk's. */
const DRAFTS_ON_AUTHORIZATIONS = `
  SELECT authorization_no, id
    FROM claims
   WHERE authorization_no IN (SELECT value FROM json_each(@authorizationNos))
     AND service = @service AND state = 'draft' AND handed_over_at IS NULL
   ORDER BY updated_at DESC, id`;

const refusedOriginal = (row: CountingRow): boolean =>
  row.original === 1 && row.insurer_status !== null && isRefusalStatus(row.insurer_status);

type AuthorizationClaimsStore = ClaimStore & Pick<ClaimDeps, 'service'>;

/** The claim each of `authorizationNos` already has, besides `claimId` (see claimOnAuthorization), by number. */
function claimsOn(
  { db, service }: AuthorizationClaimsStore,
  authorizationNos: readonly string[],
  claimId: string | null,
): Map<string, ClaimOnAuthorization> {
  const rows = statement(db, CLAIMS_ON_AUTHORIZATIONS).all({
    authorizationNos: JSON.stringify(authorizationNos),
    claimId,
    service,
  }) as CountingRow[];
  const found = new Map<string, ClaimOnAuthorization>();
  for (const row of rows) {
    if (found.has(row.authorization_no) || refusedOriginal(row)) continue;
    found.set(row.authorization_no, {
      id: row.id,
      state: row.state,
      claimNo: row.claim_no,
      handedOver: row.handed_over === 1,
    });
  }
  return found;
}

/** The newest draft on each of `authorizationNos` (see the header), by number. */
function draftsOn({ db, service }: AuthorizationClaimsStore, authorizationNos: readonly string[]): Map<string, string> {
  const rows = statement(db, DRAFTS_ON_AUTHORIZATIONS).all({
    authorizationNos: JSON.stringify(authorizationNos),
    service,
  }) as { authorization_no: string; id: string }[];
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.authorization_no)) found.set(row.authorization_no, row.id);
  return found;
}

/** The id of the visit's claim being written on `authorizationNo` (its newest draft), or undefined when none. */
export const draftOnAuthorization = (store: AuthorizationClaimsStore, authorizationNo: string): string | undefined =>
  draftsOn(store, [authorizationNo]).get(authorizationNo);

/**
 * The claim `authorizationNo` already has, besides `claimId` (the claim about to be queued, whose refused
 * originals do not count), or undefined when it has none.
 */
export const claimOnAuthorization = (
  store: AuthorizationClaimsStore,
  authorizationNo: string,
  claimId: string | null = null,
): ClaimOnAuthorization | undefined => claimsOn(store, [authorizationNo], claimId).get(authorizationNo);

/**
 * Each authorization with the claim it already has and its draft (null when none), for the claim editor's
 * picker: two reads.
 */
export function withClaimsOn<T extends { readonly authorizationNo: string }>(
  store: AuthorizationClaimsStore,
  authorizations: readonly T[],
): (T & { claim: ClaimOnAuthorization | null; draftId: string | null })[] {
  const numbers = authorizations.map((authorization) => authorization.authorizationNo);
  const found = claimsOn(store, numbers, null);
  const drafts = draftsOn(store, numbers);
  return authorizations.map((authorization) => ({
    ...authorization,
    claim: found.get(authorization.authorizationNo) ?? null,
    draftId: drafts.get(authorization.authorizationNo) ?? null,
  }));
}

const STATE_WORDS = {
  draft: 'claims.claimState.draft',
  queued: 'claims.claimState.queued',
  sending: 'claims.claimState.sending',
  submitted: 'claims.claimState.submitted',
  'needs-attention': 'claims.claimState.needsAttention',
} as const satisfies Record<ClaimState, string>;

/** The words of a second claim on `authorizationNo`, naming the claim it has. */
function claimedWording(authorizationNo: string, claim: ClaimOnAuthorization): Wording {
  const state = say(claim.handedOver ? 'claims.claimState.handedOver' : STATE_WORDS[claim.state]);
  return claim.claimNo === null
    ? wording('claims.authorizationClaimedUnnumbered', { authorizationNo, state })
    : wording('claims.authorizationClaimed', { authorizationNo, state, claimNo: claim.claimNo });
}

/** The refusal of a second claim on `authorizationNo`, naming the claim it has, for the page to offer to open. */
export function authorizationClaimed(authorizationNo: string, claim: ClaimOnAuthorization): ClaimError {
  return { code: 'authorization-claimed', message: render(claimedWording(authorizationNo, claim)), claim };
}

/**
 * A queued claim that came to this desk without being queued here (a hand-over file) is held for staff when
 * its authorization already has a claim on this desk: needs-attention, saying which, so it is never sent as a
 * second claim for one visit. Answers whether it was held. Run inside the caller's write transaction.
 */
export function holdIfAuthorizationClaimed(deps: ClaimDeps, id: string, at: string): boolean {
  if (deps.severalClaimsPerAuthorization) return false;
  const authorizationNo = statement(deps.db, "SELECT authorization_no FROM claims WHERE id = ? AND state = 'queued'")
    .pluck()
    .get(id) as string | undefined;
  if (authorizationNo === undefined) return false;
  const other = claimOnAuthorization(deps, authorizationNo, id);
  if (!other) return false;
  markHeldOverAnotherClaim(deps.db, id, at, {
    messagesJson: JSON.stringify([claimedWording(authorizationNo, other)]),
  });
  return true;
}
