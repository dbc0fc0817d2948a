/**
 * The desk's settings as the page sees them (never the token), loaded once and replaced by every save.
 * The page speaks the desk's language from the moment it is read or saved.
 */
import { create } from 'zustand';
import { callOp } from '../api';
import { showLanguage } from '../i18n';
import type { OperationError } from '../../shared/ops/define';
import type { OperationInput, SettingsView } from '../../shared/ops/operations';

interface SettingsState {
  readonly view: SettingsView | undefined;
  readonly loadError: OperationError | undefined;
  readonly load: () => Promise<void>;
  /** Saves and keeps the new view; answers the error (with its fields) when the save was refused. */
  readonly save: (patch: OperationInput<'settings.update'>) => Promise<OperationError | undefined>;
}

/** Whether a service answers at this address with this token (Settings and the first run's choice). */
export const testConnection = (serviceUrl: string, token: string) =>
  callOp('settings.testConnection', { serviceUrl, token });

export const useSettings = create<SettingsState>()((set) => ({
  view: undefined,
  loadError: undefined,
  load: async () => {
    const result = await callOp('settings.get', {});
    if (result.ok) showLanguage(result.value.language);
    set(result.ok ? { view: result.value, loadError: undefined } : { loadError: result.error });
  },
  save: async (patch) => {
    const result = await callOp('settings.update', patch);
    if (!result.ok) return result.error;
    showLanguage(result.value.language);
    set({ view: result.value, loadError: undefined });
    return undefined;
  },
}));
