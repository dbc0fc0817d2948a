/**
 * The locked screen as the page sees it: the core's lock status, kept current by every lock.statusChanged
 * event (so a lock in another window locks this one too), and the lock's parts once loaded. Only this is on the
 * first screen, which has little room left; reading and following the status, locking, unlocking and setting
 * the PIN are in lock-actions.ts, loaded with the parts (components/LockScreen.tsx).
 */
import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { LockStatus } from '../../shared/domain/lock';

export interface LockPartProps {
  /** The "Lock now" button; without it, the lock over the desk. */
  readonly button?: boolean;
}

export interface LockStoreState {
  /** Absent until read; null when it could not be read (the desk is shown rather than left blank). */
  readonly status?: LockStatus | null;
  /** The desk has been shown unlocked in this page. */
  readonly shown?: boolean;
  /**
   * Counts the loads of the desk after a page loaded while locked was refused its data (api/locked-refusals.ts)
   * and then unlocked; the desk's screens are keyed on it, so they load again.
   */
  readonly reloads?: number;
  /** The lock over the desk, or "Lock now" (components/LockScreenParts.tsx), once loaded. */
  readonly Part?: ComponentType<LockPartProps>;
}

export const useLock = create<LockStoreState>()(() => ({}));
