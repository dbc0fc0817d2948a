/** settings.*: the desk's settings, a change, and a connection test (main/desk/settings/settings-service.ts). */
import { createSettingsService, type SettingsServiceDeps } from '../desk/settings/settings-service';
import { ok, type HandlersOf } from './handler';

export function settingsHandlers(deps: SettingsServiceDeps): HandlersOf<'settings'> {
  const settings = createSettingsService(deps);
  return {
    'settings.get': (_input, core) => ok(settings.view(core)),
    'settings.update': (change, core) => settings.update(core, change),
    'settings.testConnection': async (check, core) => ok(await settings.testConnection(core, check)),
  };
}
