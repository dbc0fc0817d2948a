/**
 * Whether the core refused an operation because the desk was locked (`locked`: only the lock, the frame and
 * sync answer then; shared/ops/define.ts). A page loaded while locked asks for the desk's data and is refused;
 * once staff unlock, the desk's screens load again (stores/lock-actions.ts). A desk locked with its data
 * already shown stays as it was, its work kept (the claim being written is still stashed while locked).
 */
import type { OperationResult } from '../../shared/ops/define';

let refused = false;

/** Notes an answer that was refused because the desk was locked. */
export function noteLockedRefusal(result: OperationResult<unknown>): void {
  if (!result.ok && result.error.code === 'locked') refused = true;
}

/** Whether an answer was refused that way since the last time this was asked. */
export function takeLockedRefusals(): boolean {
  const was = refused;
  refused = false;
  return was;
}
