/**
 * The desktop app's updater as the page sees it: read once with updates.status, then kept current by every
 * updates.statusChanged event. The page's part of "may the install start now" is whether the claim editor
 * is open (the Claim screen is showing): it is sent with staff's agreement, and again whenever it changes
 * while the install waits, so the core never installs under a claim being written.
 */
import { create } from 'zustand';
import { callOp, onEvent } from '../api';
import type { UpdateSettingsChange } from '../../shared/domain/settings';
import type { UpdateStatus } from '../../shared/domain/updates';
import type { OperationError } from '../../shared/ops/define';
import { useNavigation } from './navigation';

export const claimEditorOpen = (): boolean => useNavigation.getState().screen === 'claim';

/** Staff agreed, and the install waits for something (a claim being sent or edited). */
export const installWaiting = (status: UpdateStatus | undefined): boolean =>
  status?.state.phase === 'ready' && status.state.waitingFor !== null;

interface UpdatesState {
  readonly status: UpdateStatus | undefined;
  /** Why the status, a check or an install could not be asked for. */
  readonly error: OperationError | undefined;
  /** The version staff put off with "Later" (the notice stays away for it until the page reloads). */
  readonly putOff: string | undefined;
  /** Whether the claim editor was open when the page last told the core (undefined: not since it loaded). */
  readonly sentEditorOpen: boolean | undefined;
  /** Loads the status and follows its changes; answers the unsubscribe. */
  readonly follow: () => () => void;
  /** Saves the settings; answers the refusal (with its fields) when they were not saved. */
  readonly configure: (settings: UpdateSettingsChange) => Promise<OperationError | undefined>;
  readonly checkNow: () => Promise<void>;
  /**
   * Staff ask to install (the main process confirms in its own dialog); also how the page tells the core the
   * claim editor opened or closed.
   */
  readonly install: () => Promise<void>;
  readonly later: (version: string) => void;
}

export const useUpdates = create<UpdatesState>()((set) => {
  const take = (result: Awaited<ReturnType<typeof callOp<'updates.status'>>>): OperationError | undefined => {
    set(result.ok ? { status: result.value, error: undefined } : { error: result.error });
    return result.ok ? undefined : result.error;
  };
  return {
    status: undefined,
    error: undefined,
    putOff: undefined,
    sentEditorOpen: undefined,
    follow: () => {
      const stop = onEvent('updates.statusChanged', (status) => set({ status, error: undefined }));
      // An event that came first is newer than this answer.
      void callOp('updates.status', {}).then((result) =>
        set((state) => (result.ok ? { status: state.status ?? result.value } : { error: result.error })),
      );
      return stop;
    },
    configure: async (settings) => {
      const result = await callOp('updates.configure', settings);
      if (result.ok) set({ status: result.value, error: undefined });
      return result.ok ? undefined : result.error;
    },
    checkNow: async () => void take(await callOp('updates.checkNow', {})),
    install: async () => {
      const open = claimEditorOpen();
      set({ sentEditorOpen: open });
      const result = await callOp('updates.install', { claimEditorOpen: open });
      // Staff said "Not now" in ClaimDesk's own dialog: nothing went wrong.
      if (!result.ok && result.error.code === 'update-not-confirmed') return;
      take(result);
    },
    later: (version) => set({ putOff: version }),
  };
});
