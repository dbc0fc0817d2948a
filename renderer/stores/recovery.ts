/**
 * The recovery key issued at setup, once the desk is connected (recovery.issue, reason `setup`: only a desk's
 * first; a desk moved here keeps the one IT holds). The page keeps it only until IT says it is written down.
 */
import { create } from 'zustand';
import { callOp } from '../api';
import { useSettings } from './settings';

interface IssuedAtSetup {
  readonly issued: string | undefined;
  readonly issueAtSetup: () => Promise<void>;
  readonly dismiss: () => void;
}

export const useIssuedAtSetup = create<IssuedAtSetup>()((set) => ({
  issued: undefined,
  issueAtSetup: async () => {
    const result = await callOp('recovery.issue', { reason: 'setup' });
    // A refusal leaves the desk as it was: Settings › Recovery key issues one later.
    set({ issued: result.ok ? (result.value.recoveryKey ?? undefined) : undefined });
    // The settings say whether a key is missing (screens/recovery/RecoveryKeyMissing.tsx): read them again.
    if (result.ok) await useSettings.getState().load();
  },
  dismiss: () => set({ issued: undefined }),
}));
