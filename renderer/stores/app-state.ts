/**
 * Whether the desk first asks how it starts (app.state): read as the page starts, and again after each choice.
 * A core that cannot say never keeps staff out of the desk: no answer reads as "nothing to ask".
 */
import { create } from 'zustand';
import { callOp } from '../api';
import { followDeskZone } from '../i18n/desk-zone';
import type { OperationError } from '../../shared/ops/define';

interface AppStateStore {
  /** Undefined until the core has answered (or failed to). */
  readonly setupNeeded: boolean | undefined;
  readonly load: () => Promise<void>;
  /** "Try the demo": kept by the core, so later starts go straight in; answers the refusal, if any. */
  readonly tryDemo: () => Promise<OperationError | undefined>;
}

export const useAppState = create<AppStateStore>()((set) => ({
  setupNeeded: undefined,
  load: async () => {
    const result = await callOp('app.state', {});
    if (result.ok) followDeskZone(result.value.timeZone);
    set({ setupNeeded: result.ok && result.value.setupNeeded });
  },
  tryDemo: async () => {
    const result = await callOp('app.tryDemo', {});
    if (!result.ok) return result.error;
    set({ setupNeeded: result.value.setupNeeded });
    return undefined;
  },
}));
