import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/domain/settings';
import { readSetting, readSettings, writeSettings } from '../../main/store/settings-store';
import { useTempDatabase } from './helpers';

describe('the settings store', () => {
  const store = useTempDatabase();

  it('answers the defaults on a new desk', () => {
    expect(readSettings(store.db)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    expect(DEFAULT_SETTINGS.batchRule.kind).toBe('monthly');
    expect(DEFAULT_SETTINGS.serviceTimeZone).toBe('UTC');
  });

  it('stores validated values and reads them back', () => {
    const written = writeSettings(store.db, {
      deskName: ' Front desk ',
      staffName: 'Amina Otieno',
      batchRule: { kind: 'fixed', prefix: '', fixedBatchNo: 'BATCH-2026-11-A' },
      serviceTimeZone: 'Africa/Nairobi',
      claimPath: '/v1/claims/submit',
    });
    expect(written.ok).toBe(true);
    const { settings } = readSettings(store.db);
    expect(settings).toMatchObject({
      deskName: 'Front desk',
      staffName: 'Amina Otieno',
      batchRule: { kind: 'fixed', fixedBatchNo: 'BATCH-2026-11-A' },
      serviceTimeZone: 'Africa/Nairobi',
      claimPath: '/v1/claims/submit',
      serviceUrl: null,
    });
    expect(readSetting(store.db, 'staffName')).toBe('Amina Otieno');
  });

  it('refuses an invalid value with a plain message, and writes none of the patch', () => {
    const result = writeSettings(store.db, { staffName: 'Amina', serviceTimeZone: 'Mars/Olympus' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-setting');
      expect(result.error.message).toMatch(/Service time zone must be a time zone such as UTC/);
    }
    expect(readSetting(store.db, 'staffName')).toBe('');
    expect(writeSettings(store.db, { batchRule: { kind: 'fixed', prefix: '' } }).ok).toBe(false);
    expect(writeSettings(store.db, { token: 'sk-live' } as never).ok).toBe(false);
  });

  it('falls back to the default for a damaged stored value, and reports it', () => {
    writeSettings(store.db, { staffName: 'Amina', serviceTimeZone: 'Africa/Nairobi' });
    store.db.prepare("UPDATE settings SET value_json = '{not json' WHERE key = 'staffName'").run();
    store.db.prepare(`UPDATE settings SET value_json = '"Nowhere/Land"' WHERE key = 'serviceTimeZone'`).run();
    store.db.prepare(`INSERT INTO settings (key, value_json) VALUES ('batchRule', '{"kind":"hourly"}')`).run();
    store.db.prepare(`INSERT INTO settings (key, value_json) VALUES ('retiredKey', '1')`).run();

    const { settings, problems } = readSettings(store.db);
    expect(settings.staffName).toBe('');
    expect(settings.serviceTimeZone).toBe('UTC');
    expect(settings.batchRule).toEqual(DEFAULT_SETTINGS.batchRule);
    expect(problems.map((problem) => problem.key).sort()).toEqual(['batchRule', 'serviceTimeZone', 'staffName']);
    expect(problems.find((problem) => problem.key === 'batchRule')?.message).toMatch(
      /batch number rule could not be read/,
    );
    expect(readSetting(store.db, 'serviceTimeZone')).toBe('UTC');
  });
});
