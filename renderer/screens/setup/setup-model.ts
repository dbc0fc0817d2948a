/**
 * The first-run screen's model (`useSetup`): connecting to the insurer's service (the address and token tested
 * with the service first, saved only when the test reached it, then the language on screen saved again, since
 * the desk may start on a data folder of its own) or trying the demo, with what each answered. It reaches the
 * core through the app's stores (settings, app state), which own those calls.
 */
import { create } from 'zustand';
import type { Language } from '../../../shared/i18n/languages';
import type { OperationError } from '../../../shared/ops/define';
import { useAppState } from '../../stores/app-state';
import { useIssuedAtSetup } from '../../stores/recovery';
import { testConnection, useSettings } from '../../stores/settings';

/** What "Connect" came to, when it did not simply connect. */
export type ConnectOutcome =
  | { readonly kind: 'unusable'; readonly message: string }
  | { readonly kind: 'refused'; readonly title: 'didNotRun' | 'notSaved'; readonly error: OperationError }
  | { readonly kind: 'restart' };

interface SetupState {
  readonly connecting: boolean;
  readonly outcome: ConnectOutcome | undefined;
  readonly tryingDemo: boolean;
  readonly demoError: OperationError | undefined;
  /** Tests and saves the service; `shown` is the language on screen, saved again once the service is. */
  readonly connect: (serviceUrl: string, token: string, shown: Language) => Promise<void>;
  readonly tryDemo: () => Promise<void>;
  /** A new attempt that needs no core (a field left empty) clears what the last one said. */
  readonly clearOutcome: () => void;
  /** The screen closed: shown again (after "Forget this device"), it starts blank. */
  readonly leave: () => void;
}

const initial = { connecting: false, outcome: undefined, tryingDemo: false, demoError: undefined } as const;

async function testAndSave(serviceUrl: string, token: string, shown: Language): Promise<ConnectOutcome | undefined> {
  const tested = await testConnection(serviceUrl, token);
  if (!tested.ok) return { kind: 'refused', title: 'didNotRun', error: tested.error };
  if (!tested.value.reachable) return { kind: 'unusable', message: tested.value.message };
  const { save } = useSettings.getState();
  const refused = await save({ serviceUrl, token });
  if (refused) return { kind: 'refused', title: 'notSaved', error: refused };
  await save({ language: shown });
  await useAppState.getState().load();
  // Still asked: this host starts its service from elsewhere (browser mode) and takes the new one at its restart.
  if (useAppState.getState().setupNeeded) return { kind: 'restart' };
  // The desk's store exists now: its first recovery key, shown once (App, IssuedAtSetup).
  await useIssuedAtSetup.getState().issueAtSetup();
  return undefined;
}

export const useSetup = create<SetupState>()((set) => ({
  ...initial,
  connect: async (serviceUrl, token, shown) => {
    set({ connecting: true, outcome: undefined });
    const outcome = await testAndSave(serviceUrl, token, shown);
    set({ connecting: false, outcome });
  },
  tryDemo: async () => {
    set({ tryingDemo: true });
    const demoError = await useAppState.getState().tryDemo();
    set({ tryingDemo: false, demoError });
  },
  clearOutcome: () => set({ outcome: undefined }),
  leave: () => set(initial),
}));
