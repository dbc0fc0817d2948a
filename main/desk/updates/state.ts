/**
 * The updater's states and the only ways between them, as a pure function: an event that does not apply
 * to the current state leaves it as it is (the same object), so a late answer can never move the state
 * somewhere it should not be.
 *
 *   off ⇄ idle → checking → up-to-date (the feed answered: nothing newer)
 *                         → downloading n% → ready → (staff agree) ready, waiting for … → installing
 *   checking, downloading and installing can fail; idle, up-to-date and failed can check again.
 */
import type { InstallBlocker, UpdateFailure, UpdateState } from '../../../shared/domain/updates';

export type UpdateEvent =
  | { readonly type: 'turned-off' }
  | { readonly type: 'turned-on' }
  | { readonly type: 'check-started' }
  | { readonly type: 'nothing-newer'; readonly at: string }
  | { readonly type: 'found'; readonly version: string }
  | { readonly type: 'progress'; readonly percent: number }
  | { readonly type: 'downloaded' }
  /** Staff agreed to install (or what the install waits for changed): install now unless something blocks it. */
  | { readonly type: 'install'; readonly blockers: readonly InstallBlocker[] }
  | { readonly type: 'failed'; readonly failure: UpdateFailure; readonly at: string };

const STAGE_OF = { checking: 'check', downloading: 'download', installing: 'install' } as const;

const sameList = (a: readonly string[] | null, b: readonly string[]): boolean =>
  a !== null && a.length === b.length && a.every((item, index) => item === b[index]);

export function nextState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.type) {
    case 'turned-off':
      return state.phase === 'off' ? state : { phase: 'off' };
    case 'turned-on':
      return state.phase === 'idle' ? state : { phase: 'idle' };
    case 'check-started':
      return state.phase === 'idle' || state.phase === 'up-to-date' || state.phase === 'failed'
        ? { phase: 'checking' }
        : state;
    case 'nothing-newer':
      return state.phase === 'checking' ? { phase: 'up-to-date', checkedAt: event.at } : state;
    case 'found':
      return state.phase === 'checking' ? { phase: 'downloading', version: event.version, percent: 0 } : state;
    case 'progress': {
      if (state.phase !== 'downloading') return state;
      const percent = Math.min(100, Math.max(0, Math.floor(event.percent)));
      return percent === state.percent ? state : { ...state, percent };
    }
    case 'downloaded':
      return state.phase === 'downloading' ? { phase: 'ready', version: state.version, waitingFor: null } : state;
    case 'install': {
      if (state.phase !== 'ready') return state;
      if (event.blockers.length === 0) return { phase: 'installing', version: state.version };
      return sameList(state.waitingFor, event.blockers) ? state : { ...state, waitingFor: [...event.blockers] };
    }
    case 'failed':
      return state.phase === 'checking' || state.phase === 'downloading' || state.phase === 'installing'
        ? { phase: 'failed', stage: STAGE_OF[state.phase], failure: event.failure, failedAt: event.at }
        : state;
  }
}
