/**
 * The recovery key's calls: issue one (Settings; answered once, kept by the page only while it is on screen) and
 * move a desk here from a backup (Setup). Each answers what the core answered.
 */
import type { OperationResult } from '../../../shared/ops/define';
import type { OperationOutput } from '../../../shared/ops/operations';
import { callOp } from '../../api';
import { useSettings } from '../../stores/settings';

/** Once issued, the settings are read again: the "no recovery key yet" warnings (RecoveryKeyMissing.tsx) go away. */
export async function issueRecoveryKey(
  reason: 'setup' | 'replace',
): Promise<OperationResult<OperationOutput<'recovery.issue'>>> {
  const result = await callOp('recovery.issue', { reason });
  if (result.ok) await useSettings.getState().load();
  return result;
}

export const moveDeskHere = (
  backupFile: string,
  recoveryKey: string,
): Promise<OperationResult<OperationOutput<'recovery.restore'>>> =>
  callOp('recovery.restore', { backupFile, recoveryKey });
