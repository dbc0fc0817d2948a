/**
 * Endpoints 3–6: starting a visit (OTP by SMS), verifying it, reading visits and
 * authorizations. A member has at most one PENDING visit (any benefit) at a time;
 * verification looks at the member's latest visit for that card and benefit.
 */
import type { SimMember } from '../seed/members';
import { nextId, visitStatus, type SimState, type SimVisit } from '../state';
import type { SimClock } from '../clock';
import type { Handler } from './outcome';
import { fail, noRecord, ok } from './outcome';

export const startVisit: Handler<'startVisit'> = ({ body }, { state, clock }) => {
  const member = state.members.get(body.card_no);
  if (!member) return noRecord(`no member with card number ${body.card_no}`);
  if (!member.benefits.some((benefit) => benefit.code === body.policy_benefit_code)) {
    return fail(422, `Benefit ${body.policy_benefit_code} is not on this member's policy`);
  }
  const now = clock.now();
  const pending = [...state.visits.values()].find(
    (visit) => visit.card_no === member.card_no && visitStatus(visit, now) === 'PENDING',
  );
  if (pending) {
    return fail(422, 'The member has a pending visit request', { visit_request_id: pending.id });
  }
  const visit: SimVisit = {
    id: nextId(state, 'visit'),
    card_no: member.card_no,
    benefit_code: body.policy_benefit_code,
    otp: String(state.otpPrng.int(0, 999_999)).padStart(6, '0'),
    // Whole seconds, so the visit expires exactly at the otp_expire_at it announces.
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + state.config.otpTtlSeconds * 1000),
    approved: false,
    wrongCodes: 0,
    spent: false,
    authorization_no: '',
  };
  state.visits.set(visit.id, visit);
  sendOtpSms(state, clock, member, body.phone, visit);
  return ok(
    { otp_expire_at: clock.timestamp(visit.expiresAt), visit_request_id: visit.id },
    `OTP sent by SMS to ${member.name} on ${maskPhone(body.phone)}`,
  );
};

export const verifyOtp: Handler<'verifyOtp'> = ({ body }, { state, clock }) => {
  const latest = [...state.visits.values()]
    .reverse()
    .find((visit) => visit.card_no === body.card_no && visit.benefit_code === body.policy_benefit_code);
  const status = latest && visitStatus(latest, clock.now());
  if (!latest || status === 'APPROVED')
    return fail(422, 'Invalid OTP: no pending visit request for this card and benefit');
  if (status === 'EXPIRED') return fail(422, 'The OTP has expired; start a new visit request');
  if (latest.otp !== body.otp_code) return wrongCode(latest, state.config.otpAttempts);
  latest.approved = true;
  latest.authorization_no = nextId(state, 'authorization');
  state.authorizations.set(latest.authorization_no, latest);
  return ok({ authorization_no: latest.authorization_no }, 'OTP accepted: the visit is authorized');
};

/** A wrong code: with an attempt limit, counted, the answer saying how many are left, and the last one spends the visit. */
function wrongCode(visit: SimVisit, limit: number) {
  if (limit === 0) return fail(422, 'Invalid OTP');
  visit.wrongCodes += 1;
  const left = limit - visit.wrongCodes;
  if (left > 0) return fail(422, `Invalid OTP: ${left} ${left === 1 ? 'attempt' : 'attempts'} left`);
  visit.spent = true;
  return fail(422, 'Invalid OTP: no attempts left; start a new visit request');
}

export const getVisit: Handler<'getVisit'> = ({ params }, { state, clock }) => {
  const visit = state.visits.get(params.visit_request_id);
  if (!visit) return noRecord(`no visit request ${params.visit_request_id}`);
  return ok(visitRecord(visit, clock), 'Visit request found');
};

export const getAuthorization: Handler<'getAuthorization'> = ({ params }, { state, clock }) => {
  const visit = state.authorizations.get(params.authorization_no);
  if (!visit) return noRecord(`no authorization ${params.authorization_no}`);
  return ok(visitRecord(visit, clock), 'Authorization found');
};

function visitRecord(visit: SimVisit, clock: SimClock) {
  return {
    card_no: visit.card_no,
    policy_benefit_code: visit.benefit_code,
    status: visitStatus(visit, clock.now()),
    authorization_number: visit.authorization_no,
  };
}

function sendOtpSms(state: SimState, clock: SimClock, member: SimMember, phone: string, visit: SimVisit): void {
  state.sms.push({
    phone,
    card_no: member.card_no,
    code: visit.otp,
    text: `Dear ${member.name}, your visit verification code is ${visit.otp}. It is valid until ${clock.timestamp(visit.expiresAt)}.`,
    sent_at: clock.now().toISOString(),
  });
}

/** "+254712345678" → "+2547*****678": the country code and first digit, then the last three. */
export function maskPhone(phone: string): string {
  const visible = 5;
  if (phone.length <= visible + 3) return phone;
  return phone.slice(0, visible) + '*'.repeat(phone.length - visible - 3) + phone.slice(-3);
}
