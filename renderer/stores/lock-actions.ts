/** Reading and following the lock's status, locking, unlocking and setting the PIN (the status is kept in ./lock.ts). */
import { callOp, onEvent } from '../api';
import { takeLockedRefusals } from '../api/locked-refusals';
import type { LockStatus } from '../../shared/domain/lock';
import type { OperationError, OperationResult } from '../../shared/ops/define';
import { useLock } from './lock';

/**
 * Keeps the status. The first unlock of a page loaded while locked, if the core refused it anything meanwhile,
 * loads the desk again; a desk that has been shown keeps its work through every later lock.
 */
function keep(status: LockStatus | null): void {
  const before = useLock.getState();
  const opening = before.status?.locked === true && status?.locked === false;
  const reload = opening && before.shown !== true && takeLockedRefusals();
  useLock.setState({
    status,
    ...(status?.locked === false && { shown: true }),
    ...(reload && { reloads: (before.reloads ?? 0) + 1 }),
  });
}

export async function loadLock(): Promise<void> {
  const result = await callOp('lock.status', {});
  keep(result.ok ? result.value : (useLock.getState().status ?? null));
}

/** Reads the status and follows its changes; answers the unsubscribe. */
export function followLock(): () => void {
  const stop = onEvent('lock.statusChanged', keep);
  void loadLock();
  return stop;
}

/** Keeps the new status; a refusal (a wrong PIN, a wait) is answered, and the status read again: it may say until when to wait. */
function answer(result: OperationResult<LockStatus>): OperationError | undefined {
  if (result.ok) keep(result.value);
  else void loadLock();
  return result.ok ? undefined : result.error;
}

export const lockNow = async (): Promise<void> => void answer(await callOp('lock.lock', {}));

/** `personId`: who signs in, on a desk of two or more people. */
export const unlock = async (pin: string, personId?: number): Promise<OperationError | undefined> =>
  answer(await callOp('lock.unlock', personId === undefined ? { pin } : { pin, personId }));

export const setPin = async (current: string, pin: string): Promise<OperationError | undefined> =>
  answer(await callOp('lock.setPin', { current, pin }));
