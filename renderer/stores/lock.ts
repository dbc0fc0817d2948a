/**
 * The locked screen as the page sees it: the core's lock status (read once, then kept current by every
 * lock.statusChanged event, so a lock in another window locks this one too), "Lock now", unlocking and setting
 * the PIN. `watchIdle` is the page's idle detection: any key, click, pointer move, wheel or touch is activity;
 * after `idleMs` without any it calls `onIdle`, once.
 */
import { create } from 'zustand';
import { callOp, onEvent } from '../api';
import type { LockStatus } from '../../shared/domain/lock';
import type { OperationError } from '../../shared/ops/define';

interface LockStoreState {
  readonly status: LockStatus | undefined;
  /** The status could not be read: the desk is shown rather than left blank (the core's lock still holds). */
  readonly unknown: boolean;
  /** Reads the status and follows its changes; answers the unsubscribe. */
  readonly follow: () => () => void;
  readonly lockNow: () => Promise<void>;
  /** Answers the refusal (a wrong PIN, or a wait), or undefined once unlocked. */
  readonly unlock: (pin: string) => Promise<OperationError | undefined>;
  readonly setPin: (current: string, pin: string) => Promise<OperationError | undefined>;
  readonly load: () => Promise<void>;
}

export const useLock = create<LockStoreState>()((set, get) => {
  const answer = (result: { ok: true; value: LockStatus } | { ok: false; error: OperationError }) => {
    if (result.ok) set({ status: result.value, unknown: false });
    // A refusal may have started a wait: the status says until when.
    else void get().load();
    return result.ok ? undefined : result.error;
  };
  return {
    status: undefined,
    unknown: false,
    load: async () => {
      const result = await callOp('lock.status', {});
      set(result.ok ? { status: result.value, unknown: false } : { unknown: get().status === undefined });
    },
    follow: () => {
      const stop = onEvent('lock.statusChanged', (status) => set({ status, unknown: false }));
      void get().load();
      return stop;
    },
    lockNow: async () => {
      answer(await callOp('lock.lock', {}));
    },
    unlock: async (pin) => answer(await callOp('lock.unlock', { pin })),
    setPin: async (current, pin) => answer(await callOp('lock.setPin', { current, pin })),
  };
});

const ACTIVITY = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once `idleMs` pass with no activity on `target`; answers the stop. Activity only notes the
 * time (a pointer move is frequent); one timer wakes at the earliest moment the desk can be idle, and sleeps on
 * when there was activity meanwhile.
 */
export function watchIdle(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let last = Date.now();
  const active = (): void => {
    last = Date.now();
  };
  let timer: ReturnType<typeof setTimeout>;
  const wake = (): void => {
    const left = last + idleMs - Date.now();
    if (left <= 0) onIdle();
    else timer = setTimeout(wake, left);
  };
  timer = setTimeout(wake, idleMs);
  for (const type of ACTIVITY) target.addEventListener(type, active, { passive: true, capture: true });
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) target.removeEventListener(type, active, { capture: true });
  };
}
