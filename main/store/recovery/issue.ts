/**
 * Issuing a recovery key: a new one, its envelope written in the data folder (replacing the one there, so an
 * earlier recovery key opens the store no more; backups taken before keep the envelope they were taken with),
 * and the audit trail says so, never the key. The key is answered once, to be shown once: nothing keeps it.
 * Only someone who can open the desk can issue one: it takes the store's key, which only the open store has.
 */
import { recordAudit, type AuditContext } from '../audit';
import type { Db } from '../database';
import type { StoreKey } from '../store-key';
import { hasEnvelope, writeEnvelope } from './envelope';
import { RecoveryKey } from './recovery-key';

export interface IssueOptions {
  readonly db: Db;
  readonly dataDir: string;
  readonly key: StoreKey;
  readonly audit: AuditContext;
  /** Why: the first one (setup), or one replacing it (Settings). */
  readonly reason: 'setup' | 'replace';
}

/** The new key; undefined at setup when the desk has one already (a desk moved here keeps the key IT holds). */
export function issueRecoveryKey(options: IssueOptions): RecoveryKey | undefined {
  if (options.reason === 'setup' && hasEnvelope(options.dataDir)) return undefined;
  const recovery = RecoveryKey.generate();
  writeEnvelope(options.dataDir, options.key, recovery, options.audit.now());
  recordAudit(
    options.db,
    {
      action: 'recovery.issue',
      outcome: 'ok',
      subject: 'recovery key',
      detail:
        options.reason === 'setup'
          ? 'issued at setup; shown once'
          : 'a new recovery key replaces the previous one; shown once',
    },
    options.audit,
  );
  return recovery;
}
