/** The desk's settings as staff read and change them (settings.*, updates.*): each change is audited under the staff member on duty. */
import type { DeskSettings } from '../../../shared/domain/settings';
import { readSettings, writeSettings } from '../../store/settings-store';
import type { StoreDeps } from '../../store/store-deps';

export const deskSettings = ({ db }: Pick<StoreDeps, 'db'>): DeskSettings => readSettings(db).settings;

export const changeSettings = (deps: StoreDeps, patch: Partial<DeskSettings>): ReturnType<typeof writeSettings> =>
  writeSettings(deps.db, patch, deps);
