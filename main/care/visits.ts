/**
 * Visits and OTP verification. The OTP itself is passed straight to the service
 * and never stored, logged or audited. otp_expire_at is converted from the
 * service's zone-less timestamp to ISO UTC before it is stored.
 */
import type { Db } from '../store/database';
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { maskCardNo } from '../store/masking';
import { codeSentTo, DEFAULT_COUNTRY_CODE, internationalPhone } from '../../shared/domain/typed-input';
import type {
  AuthorizationView,
  CareResult,
  StartVisitInput,
  VerifyOtpInput,
  VisitView,
} from '../../shared/domain/care';
import { mayHaveBeenApplied, type RemoteError } from '../remote/errors';
import { parseServiceTimestamp } from '../../shared/service-time';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, careFailure, storeFailure } from './failures';
import { remoteFailure } from '../remote/remote-failure';
import type { AuditOutcome } from '../../shared/domain/audit';
import {
  approveLatestVisit,
  getAuthorizationRecord,
  latestUnauthorizedVisit,
  upsertAuthorization,
  upsertServiceVisit,
  upsertStartedVisit,
  visitById,
  toVisitView,
  type VisitRow,
} from './rows';

export const getLocalVisit = ({ db }: Pick<CareDeps, 'db'>, visitRequestId: string): VisitView | undefined =>
  visitById(db, visitRequestId);

/** Starts a visit; a phone number typed the local way gets the desk's country code (typed-input.ts). */
export async function startVisit(deps: CareDeps, input: StartVisitInput): Promise<CareResult<VisitView>> {
  const { cardNo, benefitCode } = input;
  const phone = internationalPhone(input.phone, deps.countryCode ?? DEFAULT_COUNTRY_CODE);
  const { db, client } = deps;
  const audit = (outcome: AuditOutcome, detail?: string): void =>
    void recordAudit(db, { action: 'visit.start', outcome, subject: maskCardNo(cardNo), detail }, deps);

  const started = await client.startVisit({ card_no: cardNo, policy_benefit_code: benefitCode, phone });
  if (!started.ok) {
    const error = started.error;
    const pendingId = error.kind === 'rejected' ? error.data?.visit_request_id : undefined;
    const pending = pendingId === undefined ? undefined : await client.getVisit({ visit_request_id: pendingId });
    try {
      writeTransaction(db, () =>
        audit(
          auditOutcomeOf(error),
          pendingId ? `${benefitCode}, visit already pending` : `${benefitCode}, ${error.kind}`,
        ),
      );
    } catch (storeError) {
      return storeFailure(storeError, 'visit');
    }
    if (pendingId === undefined) return remoteFailure(error);
    if (pending?.ok) {
      const { status, authorization_number } = pending.value;
      try {
        recordServiceVisit(deps, { visitRequestId: pendingId, cardNo, benefitCode, status, authorization_number });
      } catch (storeError) {
        return storeFailure(storeError, 'visit');
      }
    }
    return careFailure({
      code: 'visit-pending',
      message: say('care.visitPending'),
      serviceMessages: error.serviceMessages,
      visitRequestId: pendingId,
      pendingVisit: pending?.ok
        ? { status: pending.value.status, authorizationNo: pending.value.authorization_number || null }
        : undefined,
    });
  }

  let otpExpireAt: string;
  try {
    otpExpireAt = parseServiceTimestamp(started.value.otp_expire_at, deps.serviceTimeZone).toISOString();
  } catch {
    return careFailure({
      code: 'service-error',
      message: say('care.unreadableExpiry'),
    });
  }
  const row: VisitRow = {
    visit_request_id: started.value.visit_request_id,
    card_no: cardNo,
    benefit_code: benefitCode,
    otp_expire_at: otpExpireAt,
    started_at: deps.now().toISOString(),
    status: 'PENDING',
    authorization_no: null,
    phone,
    sent_to: codeSentTo(started.messages) ?? '',
  };
  try {
    writeTransaction(db, () => {
      upsertStartedVisit(db, row);
      audit('ok', benefitCode);
    });
  } catch (error) {
    return storeFailure(error, 'visit', `${say('care.codeSent')} `);
  }
  return { ok: true, value: toVisitView(row) };
}

/** An authorization the service approved for a visit's code, confirmed as of `now`; inside a transaction. */
function recordOtpAuthorization(
  db: Db,
  visit: { readonly authorizationNo: string; readonly cardNo: string; readonly benefitCode: string },
  now: string,
): void {
  upsertAuthorization(db, {
    authorizationNo: visit.authorizationNo,
    cardNo: visit.cardNo,
    benefitCode: visit.benefitCode,
    status: 'APPROVED',
    source: 'otp',
    obtainedAt: now,
    checkedAt: now,
    checkOutcome: 'approved',
  });
}

/**
 * A visit the service holds for this member and benefit (pending, or approved) that this desk may not have
 * started itself: recorded as it stands there, open again, so the Visit screen resumes it
 * (visit-in-progress.ts). An approved one brings its authorization, obtained by OTP, not typed in. Its
 * code's expiry is unknown ('') when the visit was started elsewhere.
 */
function recordServiceVisit(
  deps: CareDeps,
  visit: {
    visitRequestId: string;
    cardNo: string;
    benefitCode: string;
    status: string;
    authorization_number: string | null;
  },
): void {
  const { db } = deps;
  const now = deps.now().toISOString();
  const authorizationNo = visit.status === 'APPROVED' && visit.authorization_number ? visit.authorization_number : null;
  writeTransaction(db, () => {
    if (authorizationNo) recordOtpAuthorization(db, { authorizationNo, ...visit }, now);
    upsertServiceVisit(db, visit, visit.status, authorizationNo, now);
  });
}

/**
 * After a verification whose answer was lost (or a retry the service refuses
 * because the visit is already approved), the visit itself tells whether it was
 * approved and with which authorization.
 */
async function authorizationOfLatestVisit(
  deps: CareDeps,
  cardNo: string,
  benefitCode: string,
  error: RemoteError,
): Promise<string | undefined> {
  if (error.kind !== 'rejected' && !mayHaveBeenApplied(error)) return undefined;
  const visitRequestId = latestUnauthorizedVisit(deps.db, cardNo, benefitCode);
  if (visitRequestId === undefined) return undefined;
  const read = await deps.client.getVisit({ visit_request_id: visitRequestId });
  return read.ok && read.value.status === 'APPROVED' && read.value.authorization_number
    ? read.value.authorization_number
    : undefined;
}

export async function verifyOtp(deps: CareDeps, input: VerifyOtpInput): Promise<CareResult<AuthorizationView>> {
  const { cardNo, benefitCode, otp } = input;
  const { db, client } = deps;
  const audit = (outcome: AuditOutcome, detail?: string): void =>
    void recordAudit(db, { action: 'otp.verify', outcome, subject: maskCardNo(cardNo), detail }, deps);

  const verified = await client.verifyOtp({ card_no: cardNo, policy_benefit_code: benefitCode, otp_code: otp });
  let authorizationNo: string;
  if (verified.ok) authorizationNo = verified.value.authorization_no;
  else {
    const recovered = await authorizationOfLatestVisit(deps, cardNo, benefitCode, verified.error);
    if (recovered === undefined) {
      try {
        writeTransaction(db, () => audit(auditOutcomeOf(verified.error), `${benefitCode}, ${verified.error.kind}`));
      } catch (error) {
        return storeFailure(error, 'verification');
      }
      if (verified.error.kind !== 'rejected') return remoteFailure(verified.error);
      return careFailure({
        code: 'otp-invalid-or-expired',
        message: say('care.wrongCode'),
        serviceMessages: verified.error.serviceMessages,
      });
    }
    authorizationNo = recovered;
  }

  const now = deps.now().toISOString();
  try {
    writeTransaction(db, () => {
      recordOtpAuthorization(db, { authorizationNo, cardNo, benefitCode }, now);
      approveLatestVisit(db, cardNo, benefitCode, authorizationNo);
      audit('ok', `${benefitCode} → ${authorizationNo}`);
    });
  } catch (error) {
    return storeFailure(error, 'authorization', `${say('care.granted', { authorizationNo })} `);
  }
  const view = getAuthorizationRecord(db, authorizationNo);
  if (!view) throw new Error(`authorization ${authorizationNo} vanished after its write`);
  return { ok: true, value: view };
}
