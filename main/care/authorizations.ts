/**
 * Authorizations: obtained by OTP (visits.ts), or typed in by staff after a
 * phone call to the insurer. A typed-in number is stored only when the service
 * confirms it is APPROVED, or, while the service cannot be reached, stored as
 * unverified (checked_at NULL) so the claim can still be written offline; such
 * numbers are re-checked by `recheckAuthorizations` at the next sync run that
 * reaches the service.
 * A number the service does not know is refused and not stored.
 */
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { maskCardNo } from '../store/masking';
import type { AuthorizationPick, AuthorizationView, CareResult } from '../../shared/domain/care';
import type { RemoteClient } from '../remote/client';
import { errorCategory } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, careFailure, storeFailure } from './failures';
import { remoteFailure } from '../remote/remote-failure';
import type { AuditOutcome } from '../../shared/domain/audit';
import {
  getAuthorizationRecord,
  recentAuthorizationPicks,
  uncheckedAuthorizations,
  upsertAuthorization,
  type AuthorizationRecord,
} from './rows';
import { listLimit } from './list-limit';

const APPROVED = 'APPROVED';
const UNVERIFIED = 'UNVERIFIED';

/** Checks and stores a number staff typed in (an Identifier: trimmed, not empty). */
export async function enterAuthorization(deps: CareDeps, number: string): Promise<CareResult<AuthorizationView>> {
  const { db, client } = deps;
  const now = deps.now().toISOString();
  const checked = await client.getAuthorization({ authorization_no: number });
  const audit = (outcome: AuditOutcome, cardNo: string, detail = number): void =>
    void recordAudit(
      db,
      { action: 'authorization.check', outcome, subject: cardNo ? maskCardNo(cardNo) : 'unknown card', detail },
      deps,
    );

  const unreachable = !checked.ok && ['offline', 'service-broken'].includes(errorCategory(checked.error));
  if (!checked.ok && !unreachable) {
    try {
      writeTransaction(db, () => audit(auditOutcomeOf(checked.error), '', `${number}, ${checked.error.kind}`));
    } catch (error) {
      return storeFailure(error, 'authorization');
    }
    return remoteFailure(checked.error, {
      'not-found': say('care.noSuchAuthorization'),
    });
  }
  if (checked.ok && checked.value.status !== APPROVED) {
    return careFailure({
      code: 'not-approved',
      message: say('care.notApproved', { status: checked.value.status }),
    });
  }
  const record: AuthorizationRecord = checked.ok
    ? {
        authorizationNo: number,
        cardNo: checked.value.card_no,
        benefitCode: checked.value.policy_benefit_code,
        status: APPROVED,
        source: 'manual',
        obtainedAt: now,
        checkedAt: now,
        checkOutcome: 'approved',
      }
    : {
        authorizationNo: number,
        cardNo: '',
        benefitCode: '',
        status: UNVERIFIED,
        source: 'manual',
        obtainedAt: now,
        checkedAt: null,
        checkOutcome: null,
      };
  try {
    writeTransaction(db, () => {
      const existing = getAuthorizationRecord(db, number);
      // An offline entry never downgrades an authorization already confirmed.
      if (!(existing?.verified && !checked.ok)) upsertAuthorization(db, record);
      audit(checked.ok ? 'ok' : 'offline', record.cardNo, checked.ok ? number : `${number}, stored unverified`);
    });
  } catch (error) {
    return storeFailure(error, 'authorization');
  }
  const view = getAuthorizationRecord(db, number);
  if (!view) throw new Error(`authorization ${number} vanished after its write`);
  return { ok: true, value: view };
}

/**
 * Checks every authorization typed in while offline. Confirmed ones become
 * verified; ones the service does not know keep their row (a claim may name them)
 * with check_outcome 'not-found'. Stops at the first failure to reach the service.
 * Every sync run calls it first (main/core/core.ts wires it as a sync task).
 */
export async function recheckAuthorizations(
  deps: Omit<CareDeps, 'client'> & { readonly client: Pick<RemoteClient, 'getAuthorization'> },
): Promise<CareResult<{ checked: number; approved: number; refused: number }>> {
  const { db, client } = deps;
  const pending = uncheckedAuthorizations(db);
  const tally = { checked: 0, approved: 0, refused: 0 };
  for (const authorization_no of pending) {
    const checked = await client.getAuthorization({ authorization_no });
    if (!checked.ok && checked.error.kind !== 'not-found') return remoteFailure(checked.error);
    const now = deps.now().toISOString();
    const approved = checked.ok && checked.value.status === APPROVED;
    try {
      writeTransaction(db, () => {
        upsertAuthorization(db, {
          authorizationNo: authorization_no,
          cardNo: checked.ok ? checked.value.card_no : '',
          benefitCode: checked.ok ? checked.value.policy_benefit_code : '',
          status: checked.ok ? checked.value.status : 'NOT FOUND',
          source: 'manual',
          obtainedAt: now,
          checkedAt: now,
          checkOutcome: approved ? 'approved' : checked.ok ? 'not-approved' : 'not-found',
        });
        recordAudit(
          db,
          {
            action: 'authorization.check',
            outcome: approved ? 'ok' : 'refused',
            subject: checked.ok ? maskCardNo(checked.value.card_no) : 'unknown card',
            detail: authorization_no,
          },
          deps,
        );
      });
    } catch (error) {
      return storeFailure(error, 'authorizationCheck');
    }
    tally.checked += 1;
    if (approved) tally.approved += 1;
    else tally.refused += 1;
  }
  return { ok: true, value: tally };
}

/** The newest authorizations first, with the member, the benefit's name and the block (co-payment) if any. */
export function recentAuthorizations({ db }: Pick<CareDeps, 'db'>, limit = 20): AuthorizationPick[] {
  return recentAuthorizationPicks(db, listLimit(limit));
}
