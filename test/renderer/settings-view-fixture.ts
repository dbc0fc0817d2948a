/** The settings as the page sees them, for component tests: a demo desk named "Front desk"; override what a test needs. */
import type { SettingsView } from '../../shared/ops/operations';

export const settingsView = (patch: Partial<SettingsView> = {}): SettingsView => ({
  mode: 'demo',
  hasToken: false,
  dataDir: '/home/desk/.claimdesk',
  restartNeeded: false,
  deskName: 'Front desk',
  staffName: 'Amina',
  batchRule: { kind: 'monthly', prefix: 'B-' },
  serviceUrl: null,
  claimPath: null,
  serviceTimeZone: 'UTC',
  lineAmounts: 'unit',
  countryCode: '254',
  language: 'en',
  updates: { enabled: false, feedUrl: null },
  lock: { idleMinutes: 5 },
  ...patch,
});
