/**
 * The locked screen in the frame. The lock is the core's (renderer/stores/lock.ts); the page only shows it:
 * while locked the desk stays mounted — the claim being written, an OTP countdown, the Visit screen's member
 * all go on as they were — but is inert and not shown, and the
 * lock dialog alone is on screen. The dialog, "Lock now", what locks the desk and the lock's words are in
 * LockScreenParts.tsx, loaded as the page starts but apart from the first screen's code, which has little room
 * left; the frame shows nothing until they have read the core's status.
 */
import { useEffect } from 'react';
import { useLock, type LockStoreState } from '../stores/lock';
import { loadCode } from './code-loads';
import './LockScreen.css';

export function useLockFrame(): LockStoreState {
  useEffect(() => {
    const started = loadCode(() => import('./LockScreenParts')).then((parts) => parts.startLock());
    return () => void started.then((stop) => stop());
  }, []);
  return useLock();
}
