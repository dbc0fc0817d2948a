/**
 * The desk's settings in the `settings` table, one JSON value per key.
 * Reading never fails on a stored value: one that is not valid JSON or fails its
 * schema is replaced by the default and reported. Writing validates every value
 * first and stores all of them in one transaction, or none.
 */
import {
  DEFAULT_SETTINGS,
  DeskSettings,
  SETTING_KEYS,
  type SettingKey,
  type SettingProblem,
} from '../../shared/domain/settings';
import { overSettings, type Policy } from '../../shared/domain/policy';
import { problemsOf } from '../../shared/domain/problems';
import { recordAudit, type AuditContext } from './audit';
import { writeTransaction, type Db } from './database';
import type { StoreFailure } from './store-failure';
import { storeResult } from './store-errors';

const LABELS: Record<SettingKey, string> = {
  clinicName: 'clinic name',
  deskName: 'desk name',
  staffName: 'staff name',
  batchRule: 'batch number rule',
  serviceUrl: 'service address',
  claimPath: 'claim submission path',
  serviceTimeZone: 'service time zone',
  lineAmounts: 'line amounts sent as',
  countryCode: 'country code for phone numbers',
  language: 'language',
  updates: 'updates',
  retention: 'retention periods',
  lock: 'screen lock',
  statusFollowUp: 'insurer status follow-up',
  severalClaimsPerAuthorization: 'several claims per authorization',
  documentSizeLimit: 'document size limit',
  referralLetter: 'referral letter rule',
  quantityThreshold: 'quantity threshold of the checks before sending',
  tariffDropHoldPercent: 'share of the tariff cache a full download may remove unconfirmed',
  handoverUploadLimit: 'largest hand-over file taken in',
  backup: 'copies of the backups to the IT folder',
  log: 'log level',
};

const isKey = (key: string): key is SettingKey => (SETTING_KEYS as string[]).includes(key);

function parseStored<K extends SettingKey>(key: K, json: string): DeskSettings[K] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = DeskSettings.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as DeskSettings[K]) : undefined;
}

interface SettingsRead {
  readonly settings: DeskSettings;
  /** Stored values that could not be read; their defaults are in `settings`. */
  readonly problems: SettingProblem[];
}

// The policy file's values per open database (main/desk/policy): every reader below sees them over the stored ones.
const policies = new WeakMap<Db, Policy>();

/** From now on this database's settings read as the policy sets them (the core places it once, as it opens). */
export function placePolicy(db: Db, policy: Policy): void {
  policies.set(db, policy);
}

const inForce = (db: Db, settings: DeskSettings): DeskSettings => {
  const policy = policies.get(db);
  return policy ? overSettings(settings, policy) : settings;
};

/** Every setting in force: the policy's, else the stored value, else the default (none stored, or unreadable). */
export function readSettings(db: Db): SettingsRead {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const problems: SettingProblem[] = [];
  const rows = db.prepare('SELECT key, value_json FROM settings').all() as { key: string; value_json: string }[];
  for (const { key, value_json } of rows) {
    if (!isKey(key)) continue; // a key retired by an older version
    const value = parseStored(key, value_json);
    if (value === undefined) {
      problems.push({
        key,
        message: `The saved ${LABELS[key]} could not be read; the default is used until it is saved again.`,
      });
    } else {
      settings[key] = value;
    }
  }
  return { settings: inForce(db, settings as DeskSettings), problems };
}

/** One setting (see readSettings). */
export function readSetting<K extends SettingKey>(db: Db, key: K): DeskSettings[K] {
  const row = db.prepare('SELECT value_json FROM settings WHERE key = ?').get(key) as
    { value_json: string } | undefined;
  const stored = (row && parseStored(key, row.value_json)) ?? DEFAULT_SETTINGS[key];
  // Without a policy (most desks) the stored value as it is: no whole settings object built per read.
  if (!policies.has(db)) return stored;
  return inForce(db, { ...DEFAULT_SETTINGS, [key]: stored })[key];
}

type SettingsFailure = StoreFailure | { readonly code: 'invalid-setting'; readonly message: string };
type SettingsWriteResult = { ok: true; value: DeskSettings } | { ok: false; error: SettingsFailure };

const SettingsPatch = DeskSettings.partial().strict();

/**
 * Validates and stores the given settings together; answers the settings now in force. With an audit
 * context, every value that changes is recorded in the audit trail in the same transaction.
 */
export function writeSettings(
  db: Db,
  patch: Partial<Record<SettingKey, unknown>>,
  audit?: AuditContext,
): SettingsWriteResult {
  const parsed = SettingsPatch.safeParse(patch);
  if (!parsed.success) {
    const message = problemsOf(parsed.error, patch)
      .map((problem) => problem.message)
      .join(' ');
    return { ok: false, error: { code: 'invalid-setting', message } };
  }
  const upsert = db.prepare(
    `INSERT INTO settings (key, value_json) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json`,
  );
  const written = storeResult(
    () =>
      writeTransaction(db, () => {
        const before = readSettings(db).settings;
        for (const [key, value] of Object.entries(parsed.data) as [SettingKey, unknown][]) {
          const json = JSON.stringify(value);
          if (upsert.run(key, json).changes !== 1) throw new Error(`setting ${key} was not stored`);
          const was = JSON.stringify(before[key]);
          if (audit && was !== json) {
            recordAudit(
              db,
              { action: 'settings.change', outcome: 'ok', subject: LABELS[key], detail: `${was} → ${json}` },
              audit,
            );
          }
        }
      }),
    'settings',
  );
  return written.ok ? { ok: true, value: readSettings(db).settings } : written;
}
