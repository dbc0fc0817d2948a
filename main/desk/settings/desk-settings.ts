/** The desk's settings as staff read and change them (settings.*, updates.*): each change is audited under the staff member on duty. */
import type { DeskSettings, UpdateSettings, UpdateSettingsPart } from '../../../shared/domain/settings';
import { readSettings, writeSettings } from '../../store/settings-store';
import type { StoreDeps } from '../../store/store-deps';

export const deskSettings = ({ db }: Pick<StoreDeps, 'db'>): DeskSettings => readSettings(db).settings;

export const changeSettings = (deps: StoreDeps, patch: Partial<DeskSettings>): ReturnType<typeof writeSettings> =>
  writeSettings(deps.db, patch, deps);

/** The stored update settings with the parts a change names over them: a change naming only `enabled` keeps the channel and deferral. */
export const mergedUpdates = (stored: UpdateSettings, change: UpdateSettingsPart): UpdateSettings => ({
  enabled: change.enabled ?? stored.enabled,
  channel: change.channel ?? stored.channel,
  deferDays: change.deferDays ?? stored.deferDays,
});
