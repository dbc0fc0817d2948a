/**
 * The recovery key's calls: issue one (Settings; answered once, kept by the page only while it is on screen) and
 * move a desk here from a backup (Setup). Each answers what the core answered.
 */
import type { OperationResult } from '../../../shared/ops/define';
import type { OperationOutput } from '../../../shared/ops/operations';
import { callOp } from '../../api';

export const issueRecoveryKey = (
  reason: 'setup' | 'replace',
): Promise<OperationResult<OperationOutput<'recovery.issue'>>> => callOp('recovery.issue', { reason });

export const moveDeskHere = (
  backupFile: string,
  recoveryKey: string,
): Promise<OperationResult<OperationOutput<'recovery.restore'>>> =>
  callOp('recovery.restore', { backupFile, recoveryKey });
