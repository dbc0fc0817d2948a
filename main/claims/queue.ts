/**
 * Queueing: a complete claim moves to `queued`, where the sync engine picks it
 * up. Queueing again is also how staff confirm a claim flagged for review (a
 * tariff price changed) or fixed after the insurer refused it: it clears the
 * review reason and the old messages. A claim whose last sending attempt has an
 * unknown outcome is never re-queued from here: only the sync engine's
 * reconciliation (which reads the insurer's batch) may clear that, otherwise the
 * same claim could be stored twice at the insurer. Nor is a claim queued on an authorization that already has
 * another claim, unless the desk allows several per authorization (authorization-claims.ts).
 *
 * The checks before sending (shared/domain/claim-checks.ts): errors refuse (`not-ready`); warnings refuse
 * (`needs-confirmation`, listing them) unless staff send anyway with a reason, which is audited
 * (`claim.send-anyway`: who, why, which warnings). Only `queueClaim` asks: a claim re-queued from the outbox
 * (`requeueClaim`, also after "a different visit") was queued from the editor before, with its warnings seen.
 */
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { say } from '../i18n/words';
import { DEFAULT_BATCH_RULE, type ClaimResult, type ClaimState, type ClaimView } from '../../shared/domain/claims';
import { batchNoFor } from './batch-rule';
import { calendarDate } from '../../shared/i18n/calendar';
import { failureOf, Refusal } from './failures';
import { getClaim } from './read';
import { handedOverReason } from './handed-over';
import { lockedReason } from './save';
import { markQueued, signClaim } from './state';
import { toClaimInput } from './submission';
import { queueProblems } from '../../shared/domain/claim-rules';
import type { ClaimDeps } from './context';
import { authorizationClaimed, claimOnAuthorization } from './authorization-claims';
import { refreshReferralHold } from './referral';
import {
  asProblem,
  claimWarnings,
  DEFAULT_QUANTITY_THRESHOLD,
  type ClaimCheck,
  type SendAnyway,
} from '../../shared/domain/claim-checks';
import { claimFacts } from './claim-facts';

const QUEUEABLE: readonly ClaimState[] = ['draft', 'queued', 'needs-attention'];

/** How queueing treats warnings: `ask` (refuse them unless sent anyway), or `seen` (queued from the editor before). */
type Warnings = { readonly ask: true; readonly sendAnyway?: SendAnyway | undefined } | { readonly ask: false };

/** The claim's warnings (none when they were seen before); refused unless staff send anyway. */
function warningsToSend(deps: ClaimDeps, claim: ClaimView, warnings: Warnings): readonly ClaimCheck[] {
  if (!warnings.ask) return [];
  const input = toClaimInput(claim);
  const facts = claimFacts(
    deps,
    input.authorizationNo,
    input.lines.map((line) => line.tariffId),
    input.diagnoses.map((diagnosis) => diagnosis.code),
  );
  const found = claimWarnings(input, facts, {
    quantityThreshold: deps.quantityThreshold ?? DEFAULT_QUANTITY_THRESHOLD,
  });
  if (found.length > 0 && !warnings.sendAnyway) {
    throw new Refusal({
      code: 'needs-confirmation',
      message: say('claims.needsConfirmation', { count: found.length }),
      fields: found.map(asProblem),
    });
  }
  return found;
}

function queueFrom(
  deps: ClaimDeps,
  id: string,
  from: readonly ClaimState[],
  warnings: Warnings,
): ClaimResult<ClaimView> {
  const { db } = deps;
  try {
    const queued = writeTransaction(db, (): ClaimView => {
      const claim = getClaim(deps, id);
      if (!claim) {
        throw new Refusal({ code: 'not-found', message: say('claims.noLongerExists') });
      }
      if (claim.outcomeUnknown) {
        throw new Refusal({
          code: 'outcome-unknown',
          message: say('claims.mayHaveArrived'),
        });
      }
      const locked =
        lockedReason({ state: claim.state, outcome_unknown: 0, claim_no: claim.claimNo }) ?? handedOverReason(db, id);
      if (locked) throw new Refusal(locked);
      if (!from.includes(claim.state)) {
        throw new Refusal({
          code: 'claim-locked',
          message: say('claims.onlyNeedsAttention'),
        });
      }
      const fields = queueProblems(toClaimInput(claim), calendarDate(deps.now(), deps.timeZone));
      if (fields.length > 0) {
        throw new Refusal({
          code: 'not-ready',
          message: say('claims.notComplete'),
          fields,
        });
      }
      const other = deps.severalClaimsPerAuthorization
        ? undefined
        : claimOnAuthorization(deps, claim.authorizationNo, id);
      if (other) throw new Refusal(authorizationClaimed(claim.authorizationNo, other));
      const sentAnyway = warningsToSend(deps, claim, warnings);
      const now = deps.now().toISOString();
      const batchNo = claim.batchNo || batchNoFor(deps.batchRule ?? DEFAULT_BATCH_RULE, claim.attendanceDate);
      markQueued(db, id, claim.state, batchNo, now);
      signClaim(db, id, deps);
      const waitingOnDocument = refreshReferralHold(deps, id);
      recordAudit(
        db,
        {
          action: claim.state === 'needs-attention' ? 'claim.requeue' : 'claim.queue',
          outcome: 'ok',
          subject: `claim ${id}`,
          detail: `total ${claim.amountText}`,
        },
        deps,
      );
      if (sentAnyway.length > 0 && warnings.ask && warnings.sendAnyway) {
        const codes = sentAnyway.map((found) => found.code).join(', ');
        recordAudit(
          db,
          {
            action: 'claim.send-anyway',
            outcome: 'ok',
            subject: `claim ${id}`,
            detail: `warnings ${codes}; reason: ${warnings.sendAnyway.reason}`,
          },
          deps,
        );
      }
      return {
        ...claim,
        state: 'queued',
        batchNo,
        queuedAt: now,
        updatedAt: now,
        by: deps.staff.trim() === '' ? null : deps.staff,
        reviewReason: null,
        messages: [],
        waitingOnDocument,
      };
    });
    return { ok: true, value: queued };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.queue', subject: `claim ${id}`, ctx: deps });
  }
}

/**
 * Draft, queued (confirming a review) or needs-attention → queued. A claim with warnings needs `sendAnyway`
 * (staff's reason), else it is refused with `needs-confirmation` listing them.
 */
export const queueClaim = (deps: ClaimDeps, id: string, sendAnyway?: SendAnyway): ClaimResult<ClaimView> =>
  queueFrom(deps, id, QUEUEABLE, { ask: true, sendAnyway });

/** Needs-attention → queued, after staff fixed what the insurer refused (its warnings were seen when queued). */
export const requeueClaim = (deps: ClaimDeps, id: string): ClaimResult<ClaimView> =>
  queueFrom(deps, id, ['needs-attention'], { ask: false });
