/**
 * Saving a claim draft: the claim row and all its lines are written in one
 * transaction, so a failed save (full disk included) leaves the previous version
 * whole. A claim can be changed only while it is a draft, queued or needs
 * attention, and never while its last sending attempt has an unknown outcome
 * (reconciliation matches on the content that was sent). A queued claim stays
 * queued, so an edit to it must still pass the queueing rules. A new claim belongs
 * to the service the desk works with (`deps.service`) for good: an edit keeps it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import { writeTransaction } from '../store/database';
import { recordAudit } from '../store/audit';
import { say } from '../i18n/words';
import { multiplyMoney, parseMoney, sumMoney } from '../../shared/money';
import {
  DEFAULT_BATCH_RULE,
  EDITABLE_CLAIM_STATES,
  type ClaimError,
  type ClaimResult,
  type ClaimState,
  type ClaimView,
  type FieldError,
  type ParsedClaimInput,
} from '../../shared/domain/claims';
import { queueProblems } from '../../shared/domain/claim-rules';
import { problem } from '../../shared/domain/problems';
import { batchNoFor } from './batch-rule';
import { calendarDate } from '../../shared/i18n/calendar';
import { failureOf, Refusal } from './failures';
import { getClaim } from './read';
import { insertDraft, insertLines, rewriteClaim, signClaim, type ClaimContent } from './state';
import { handedOverReason } from './handed-over';
import { moneyText, unitsOf } from './rows';
import type { ClaimDeps } from './context';
import { refreshReferralHold } from './referral';

interface ExistingClaim {
  state: ClaimState;
  outcome_unknown: number;
  claim_no: string | null;
}

const invalidInput = (fields: readonly FieldError[]): { ok: false; error: ClaimError } => ({
  ok: false,
  error: { code: 'invalid-input', message: say('claims.needsCorrecting'), fields },
});

/** Why an existing claim cannot be changed now, or undefined when it can. */
export function lockedReason(existing: ExistingClaim): ClaimError | undefined {
  if (existing.outcome_unknown === 1) {
    return { code: 'claim-locked', message: say('claims.stillChecking') };
  }
  if (EDITABLE_CLAIM_STATES.includes(existing.state)) return undefined;
  return {
    code: 'claim-locked',
    message:
      existing.state === 'sending'
        ? say('claims.beingSent')
        : existing.claim_no
          ? say('claims.alreadySentAs', { claimNo: existing.claim_no })
          : say('claims.alreadySent'),
  };
}

/** Largest claim total that stays exact through SQLite INTEGER and a JSON number. */
const MAX_TOTAL_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

function pricedLines(claim: ParsedClaimInput) {
  return claim.lines.map((line, index) => {
    const price = parseMoney(line.price);
    return { ...line, lineNo: index + 1, price, amount: multiplyMoney(price, line.quantity) };
  });
}

/**
 * Creates a claim (no `id`, or an `id` not yet stored) or replaces a stored one
 * whole, as the ClaimInput schema read it. Answers the claim as stored.
 */
export function saveDraft(deps: ClaimDeps, claim: ParsedClaimInput): ClaimResult<ClaimView> {
  const { db } = deps;
  const lines = pricedLines(claim);
  const total = sumMoney(lines.map((line) => line.amount));
  if (total > MAX_TOTAL_UNITS) return invalidInput([problem('lines', 'claim.total.tooLarge')]);

  try {
    const id = writeTransaction(db, () => {
      const now = deps.now().toISOString();
      const id = claim.id ?? randomUUID();
      const existing = statement(db, 'SELECT state, outcome_unknown, claim_no FROM claims WHERE id = ?').get(id) as
        ExistingClaim | undefined;
      if (existing) {
        const locked = lockedReason(existing) ?? handedOverReason(db, id);
        if (locked) throw new Refusal(locked);
      }
      let batchNo = claim.batchNo ?? '';
      if (existing?.state === 'queued') {
        const rule = deps.batchRule ?? DEFAULT_BATCH_RULE;
        const fields = queueProblems(claim, calendarDate(deps.now(), deps.timeZone));
        if (fields.length > 0) {
          throw new Refusal({
            code: 'not-ready',
            message: say('claims.queuedMustStayComplete'),
            fields,
          });
        }
        if (batchNo === '') batchNo = batchNoFor(rule, claim.attendanceDate);
      }

      const authorization = statement(
        db,
        'SELECT card_no, member_name FROM authorizations WHERE authorization_no = ?',
      ).get(claim.authorizationNo) as { card_no: string; member_name: string } | undefined;
      const row: ClaimContent = {
        id,
        batch_no: batchNo,
        authorization_no: claim.authorizationNo,
        card_no: claim.cardNo ?? authorization?.card_no ?? '',
        member_name: claim.memberName ?? authorization?.member_name ?? '',
        attendance_date: claim.attendanceDate,
        doctor_json: JSON.stringify(claim.doctor),
        complain: claim.complain,
        diagnosis_json: JSON.stringify(claim.diagnoses),
        pre_authorization_no: claim.preAuthorizationNo,
        amount_units: unitsOf(total),
        now,
      };
      if (existing) rewriteClaim(db, row, existing.state);
      else insertDraft(db, row, deps.service);
      signClaim(db, id, deps);
      insertLines(
        db,
        id,
        lines.map(({ lineNo, tariffId, name, type, quantity, price }) => ({
          lineNo,
          tariffId,
          name,
          type,
          quantity,
          priceUnits: unitsOf(price),
        })),
      );
      recordAudit(
        db,
        {
          action: existing ? 'claim.edit' : 'claim.save',
          outcome: 'ok',
          subject: `claim ${id}`,
          detail: `${lines.length} line(s), total ${moneyText(total)}`,
        },
        deps,
      );
      // A queued claim stays queued: its hold follows its (possibly new) authorization.
      refreshReferralHold(deps, id);
      return id;
    });
    return { ok: true, value: mustGet(db, id) };
  } catch (error) {
    return failureOf(error, 'claim', { db, action: 'claim.edit', subject: `claim ${claim.id ?? 'new'}`, ctx: deps });
  }
}

function mustGet(db: Db, id: string): ClaimView {
  const view = getClaim({ db }, id);
  if (!view) throw new Error(`claim ${id} vanished after its write`);
  return view;
}
