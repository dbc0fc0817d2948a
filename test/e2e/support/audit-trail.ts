/**
 * The audit trail of a desk under test, read from its own store: no screen or operation lists the trail, so the
 * test opens the browser-mode data folder's database (keyed with its `claimdesk.key`) read-only beside the running
 * desk, as a support engineer holding the key would, with the store's own code (read-audit.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AuditAction, AuditRecord } from '../../../shared/domain/audit';
import { REPO_ROOT } from './child-process';

/** The desk's audit entries of `action`, newest first. */
export function auditEntries(dataDir: string, action: AuditAction): AuditRecord[] {
  const script = path.join(REPO_ROOT, 'test', 'e2e', 'support', 'read-audit.ts');
  const printed = execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return (JSON.parse(printed) as AuditRecord[]).filter((entry) => entry.action === action);
}
