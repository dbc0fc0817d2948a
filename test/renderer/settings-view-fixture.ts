/** The settings as the page sees them, for component tests: a demo desk named "Front desk"; override what a test needs. */
import {
  DEFAULT_BACKUP,
  DEFAULT_DOCUMENT_SIZE_LIMIT,
  DEFAULT_FOLLOW_UP,
  DEFAULT_RETENTION,
} from '../../shared/domain/settings';
import type { SettingsView } from '../../shared/ops/operations';

export const settingsView = (patch: Partial<SettingsView> = {}): SettingsView => ({
  mode: 'demo',
  hasToken: false,
  dataDir: '/home/desk/.claimdesk',
  restartNeeded: false,
  policy: { locked: {}, problem: null },
  deskName: 'Front desk',
  staffName: 'Amina',
  batchRule: { kind: 'monthly', prefix: 'B-' },
  serviceUrl: null,
  claimPath: null,
  serviceTimeZone: 'UTC',
  lineAmounts: 'unit',
  countryCode: '254',
  language: 'en',
  updates: { enabled: false },
  retention: DEFAULT_RETENTION,
  lock: { idleMinutes: 5 },
  statusFollowUp: DEFAULT_FOLLOW_UP,
  severalClaimsPerAuthorization: false,
  documentSizeLimit: DEFAULT_DOCUMENT_SIZE_LIMIT,
  referralLetter: 'hold',
  quantityThreshold: 30,
  tariffDropHoldPercent: 50,
  handoverUploadLimit: 64 * 1024 * 1024,
  backup: DEFAULT_BACKUP,
  log: { level: 'info' },
  ...patch,
});
