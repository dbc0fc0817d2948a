/**
 * Authorizations: obtained by OTP (visits.ts), or typed in by staff after a
 * phone call to the insurer. A typed-in number is stored only when the service
 * confirms it is APPROVED, or, while the service cannot be reached, stored as
 * unverified (checked_at NULL) so the claim can still be written offline; such
 * numbers are re-checked by `recheckAuthorizations` at the next sync run that
 * reaches the service.
 * A number the service does not know is refused and not stored.
 */
import type { Db } from '../store/database';
import { writeTransaction } from '../store/database';
import { maskCardNo, recordAudit } from '../store/audit';
import { BenefitList } from '../../shared/wire/members';
import {
  AuthorizationSource,
  CheckOutcome,
  type AuthorizationPick,
  type AuthorizationView,
  type CareResult,
} from '../../shared/domain/care';
import type { RemoteClient } from '../remote/client';
import { errorCategory } from '../remote/errors';
import type { CareDeps } from './deps';
import { say } from '../i18n/words';
import { auditOutcomeOf, careFailure, remoteFailure, storeFailure } from './failures';
import type { AuditOutcome } from '../../shared/domain/audit';
import { toBlockView, type BlockRow } from './block-view';
import { listLimit } from './list-limit';

interface AuthorizationRow {
  authorization_no: string;
  card_no: string;
  benefit_code: string;
  member_name: string;
  status: string;
  source: string;
  obtained_at: string;
  checked_at: string | null;
  check_outcome: string | null;
}

const APPROVED = 'APPROVED';
const UNVERIFIED = 'UNVERIFIED';

const toAuthorizationView = (row: AuthorizationRow): AuthorizationView => ({
  authorizationNo: row.authorization_no,
  cardNo: row.card_no,
  benefitCode: row.benefit_code,
  memberName: row.member_name,
  status: row.status,
  source: AuthorizationSource.parse(row.source),
  obtainedAt: row.obtained_at,
  checkedAt: row.checked_at,
  checkOutcome: row.check_outcome === null ? null : CheckOutcome.parse(row.check_outcome),
  verified: row.check_outcome === 'approved',
});

export function getAuthorizationRecord(db: Db, authorizationNo: string): AuthorizationView | undefined {
  const row = db.prepare('SELECT * FROM authorizations WHERE authorization_no = ?').get(authorizationNo) as
    AuthorizationRow | undefined;
  return row && toAuthorizationView(row);
}

interface AuthorizationRecord {
  readonly authorizationNo: string;
  readonly cardNo: string;
  readonly benefitCode: string;
  readonly status: string;
  readonly source: AuthorizationSource;
  readonly obtainedAt: string;
  readonly checkedAt: string | null;
  readonly checkOutcome: CheckOutcome | null;
}

/** Inserts or refreshes an authorization; the member name comes from the member cache. Call inside a transaction. */
export function upsertAuthorization(db: Db, record: AuthorizationRecord): void {
  db.prepare(
    `INSERT INTO authorizations (authorization_no, card_no, benefit_code, member_name, status, source, obtained_at,
       checked_at, check_outcome)
     VALUES (@authorizationNo, @cardNo, @benefitCode,
       coalesce((SELECT name FROM recent_members WHERE card_no = @cardNo), ''),
       @status, @source, @obtainedAt, @checkedAt, @checkOutcome)
     ON CONFLICT (authorization_no) DO UPDATE SET
       card_no = CASE WHEN excluded.card_no = '' THEN card_no ELSE excluded.card_no END,
       benefit_code = CASE WHEN excluded.benefit_code = '' THEN benefit_code ELSE excluded.benefit_code END,
       member_name = CASE WHEN excluded.member_name = '' THEN member_name ELSE excluded.member_name END,
       status = excluded.status, checked_at = excluded.checked_at, check_outcome = excluded.check_outcome`,
  ).run(record);
}

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
 * Every sync run calls it first (main/app/core.ts wires it as a sync task).
 */
export async function recheckAuthorizations(
  deps: Omit<CareDeps, 'client'> & { readonly client: Pick<RemoteClient, 'getAuthorization'> },
): Promise<CareResult<{ checked: number; approved: number; refused: number }>> {
  const { db, client } = deps;
  const pending = db
    .prepare('SELECT authorization_no FROM authorizations WHERE checked_at IS NULL ORDER BY obtained_at')
    .all() as { authorization_no: string }[];
  const tally = { checked: 0, approved: 0, refused: 0 };
  for (const { authorization_no } of pending) {
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
export function recentAuthorizations(db: Db, limit = 20): AuthorizationPick[] {
  const rows = db
    .prepare(
      `SELECT a.*, m.benefits_json,
         b.authorization_no AS block_authorization_no, b.benefit AS block_benefit, b.requested_units,
         b.covered_units, b.blocked_at
       FROM authorizations a
       LEFT JOIN recent_members m ON m.card_no = a.card_no
       LEFT JOIN blocks b ON b.id = (SELECT max(id) FROM blocks WHERE authorization_no = a.authorization_no)
       ORDER BY a.obtained_at DESC, a.authorization_no
       LIMIT ?`,
    )
    .all(listLimit(limit)) as (AuthorizationRow & {
    benefits_json: string | null;
    block_authorization_no: string | null;
    block_benefit: string | null;
    requested_units: number | null;
    covered_units: number | null;
    blocked_at: string | null;
  })[];
  return rows.map((row) => {
    const benefits = row.benefits_json === null ? [] : BenefitList.parse(JSON.parse(row.benefits_json));
    const block: BlockRow | null =
      row.block_authorization_no === null
        ? null
        : {
            authorization_no: row.block_authorization_no,
            benefit: row.block_benefit ?? '',
            requested_units: row.requested_units ?? 0,
            covered_units: row.covered_units ?? 0,
            blocked_at: row.blocked_at ?? '',
          };
    return {
      ...toAuthorizationView(row),
      benefitName: benefits.find((benefit) => benefit.code === row.benefit_code)?.name ?? '',
      block: block && toBlockView(block),
    };
  });
}
