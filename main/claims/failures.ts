/** Turning a failed write into data: a refusal raised inside the transaction, or a store failure. */
import type { ClaimError } from '../../shared/domain/claims';
import type { AuditAction } from '../../shared/domain/audit';
import { writeTransaction, type Db } from '../store/database';
import { recordAudit, type AuditContext } from '../store/audit';
import { storeErrorFromSqlite } from '../store/store-errors';

/** Thrown inside a write transaction to roll it back and answer `error`. */
export class Refusal extends Error {
  constructor(readonly error: ClaimError) {
    super(error.message);
  }
}

interface RefusalAudit {
  readonly db: Db;
  readonly action: AuditAction;
  readonly subject: string;
  readonly ctx: AuditContext;
}

/**
 * The answer for an error thrown by a write of `what` ("the claim"): a refusal as is (recorded in the
 * audit trail when `audit` is given), an SQLite failure as `store-failed`.
 * Anything else is a bug and is rethrown.
 */
export function failureOf(error: unknown, what: string, audit?: RefusalAudit): { ok: false; error: ClaimError } {
  if (error instanceof Refusal) {
    if (audit) {
      try {
        writeTransaction(audit.db, () =>
          recordAudit(
            audit.db,
            { action: audit.action, outcome: 'refused', subject: audit.subject, detail: error.error.code },
            audit.ctx,
          ),
        );
      } catch (auditError) {
        if (!storeErrorFromSqlite(auditError)) throw auditError;
      }
    }
    return { ok: false, error: error.error };
  }
  const store = storeErrorFromSqlite(error, what);
  if (!store) throw error;
  return { ok: false, error: { code: 'store-failed', message: store.message } };
}

/**
 * A transition of the claims table (state/) changed `changes` rows where it meant one: the row was no longer what
 * the caller read, which its own transaction rules out. A bug, thrown.
 */
export function expectOne(changes: number, id: string, transition: string): void {
  if (changes !== 1) throw new Error(`claim ${id}: ${transition} changed ${changes} rows instead of 1`);
}
