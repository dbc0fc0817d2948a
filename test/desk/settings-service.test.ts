/**
 * The settings use cases on their own: a real store, a token store, and a stand-in for the running core that
 * counts what it was asked (the sync engine's runSoon and notify, the host's restart).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSettingsService, type RunningDesk } from '../../main/desk/settings/settings-service';
import { createMemoryTokenStore, type TokenStore } from '../../main/desk/settings/token-store';
import type { Settings } from '../../main/desk/settings/service-settings';
import { placePolicy, readSetting, readSettings, writeSettings } from '../../main/store/settings-store';
import type { PolicyRead } from '../../main/desk/policy/policy-file';
import { Policy } from '../../shared/domain/policy';
import { createSafeTokenStore, type SafeStorageLike } from '../../main/electron/token-store';
import { claimContext, openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

const open: TempDb[] = [];
afterEach(() => {
  for (const temp of open.splice(0)) temp.close();
});

function world(tokenStore: TokenStore = createMemoryTokenStore(), policy?: PolicyRead) {
  const temp = openTempDb();
  open.push(temp);
  const deps = { db: temp.db, ...claimContext(testClock().now) };
  const asked = { runSoon: 0, notify: 0, restarts: [] as Settings[], levels: [] as string[], offsiteChecks: 0 };
  const desk: RunningDesk = {
    mode: 'demo',
    serviceUrl: 'http://127.0.0.1:9',
    policy,
    store: () => deps,
    claims: () => deps,
    setLogLevel: (level) => void asked.levels.push(level),
    offsiteBackupSoon: () => {
      asked.offsiteChecks += 1;
    },
    sync: {
      runSoon: () => {
        asked.runSoon += 1;
      },
      notify: () => {
        asked.notify += 1;
      },
    },
  };
  // As the core does when it opens the store under an applied policy.
  if (policy?.kind === 'applied') placePolicy(temp.db, policy.policy);
  const settings = createSettingsService({
    tokenStore,
    dataDir: temp.dir,
    restartWithSettings: (next) => void asked.restarts.push(next),
  });
  return { db: temp.db, desk, settings, asked, tokenStore };
}

describe('settings use cases', () => {
  it('saves a new address with its token, and asks the host to restart on them', () => {
    const { db, desk, settings, asked, tokenStore } = world();
    const changed = settings.update(desk, { serviceUrl: 'https://insurer.example/', token: ' secret-1 ' });
    expect(changed).toMatchObject({ ok: true, value: { serviceUrl: 'https://insurer.example', restartNeeded: true } });
    expect(readSetting(db, 'serviceUrl')).toBe('https://insurer.example');
    expect(tokenStore.get()).toBe('secret-1');
    expect(asked.restarts).toEqual([{ service: { url: 'https://insurer.example', token: 'secret-1' } }]);
  });

  it('refuses a new address without its token, and keeps the saved one where it was', () => {
    const { db, desk, settings, asked, tokenStore } = world(createMemoryTokenStore('saved-token'));
    settings.update(desk, { serviceUrl: 'https://insurer.example', token: 'saved-token' });
    const moved = settings.update(desk, { serviceUrl: 'https://elsewhere.example' });
    expect(moved).toMatchObject({ ok: false, error: { code: 'invalid-input', fields: [{ field: 'token' }] } });
    expect(readSetting(db, 'serviceUrl')).toBe('https://insurer.example');
    expect(tokenStore.get()).toBe('saved-token');
    expect(asked.restarts).toHaveLength(1);
  });

  it('leaves nothing half-saved when the token store refuses the token', () => {
    const refusing: TokenStore = {
      get: () => null,
      set: () => {
        throw Object.assign(new Error('No protected storage here.'), { code: 'token-not-saved' });
      },
    };
    const { db, desk, settings, asked } = world(refusing);
    const changed = settings.update(desk, { serviceUrl: 'https://insurer.example', token: 'secret-1', deskName: 'B' });
    expect(changed).toEqual({ ok: false, error: { code: 'token-not-saved', message: 'No protected storage here.' } });
    expect(readSetting(db, 'serviceUrl')).toBeNull();
    expect(readSetting(db, 'deskName')).toBe('');
    expect(asked.restarts).toEqual([]);
  });

  it('wakes the sync engine when the referral rule changes, and tells the status bar when amounts change', () => {
    const { desk, settings, asked } = world();
    settings.update(desk, { deskName: 'Front desk' });
    expect(asked).toMatchObject({ runSoon: 0, notify: 0 });
    settings.update(desk, { referralLetter: 'warn' });
    expect(asked.runSoon).toBe(1);
    settings.update(desk, { lineAmounts: 'total' });
    expect(asked.notify).toBe(1);
    expect(asked.restarts).toEqual([]);
  });

  it('hands the log level in force to the log at once, and checks the IT folder copy when its setting changes', () => {
    const { desk, settings, asked } = world();
    settings.update(desk, { deskName: 'Front desk' });
    expect(asked).toMatchObject({ levels: [], offsiteChecks: 0 });
    settings.update(desk, { log: { level: 'debug' } });
    expect(asked.levels).toEqual(['debug']);
    const view = settings.update(desk, { backup: { folder: '/mnt/claimdesk', everyHours: 6 } });
    expect(asked.offsiteChecks).toBe(1);
    expect(view.ok && view.value.offsiteBackup).toMatchObject({
      folder: '/mnt/claimdesk',
      everyHours: 6,
      lastSuccessAt: null,
      stale: true,
      failureWords: null,
    });
    expect(settings.update(desk, { backup: { folder: 'shares/relative', everyHours: 6 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-setting' },
    });
  });

  it('applies the policy’s log level, not the one asked for', () => {
    const policy: PolicyRead = {
      kind: 'applied',
      file: '/etc/claimdesk/policy.json',
      policy: Policy.parse({ log: { level: 'warn' } }),
    };
    const { desk, settings, asked } = world(undefined, policy);
    expect(settings.update(desk, { log: { level: 'debug' } })).toMatchObject({
      ok: false,
      error: { code: 'setting-locked' },
    });
    expect(settings.update(desk, { log: { level: 'warn' } }).ok).toBe(true);
    expect(asked.levels).toEqual(['warn']);
  });

  it('tests the saved token only against the address it was saved with', async () => {
    const { desk, settings } = world();
    settings.update(desk, { serviceUrl: 'https://insurer.example', token: 'secret-1' });
    const report = await settings.testConnection(desk, { serviceUrl: 'https://elsewhere.example', token: '' });
    expect(report.reachable).toBe(false);
    expect(report.message).not.toBe('');
  });
});

describe('settings under a policy file', () => {
  const file = '/etc/claimdesk/policy.json';
  const applied = (policy: unknown): PolicyRead => ({ kind: 'applied', file, policy: Policy.parse(policy) });

  it('reads the policy values over the stored ones, through every read path', () => {
    const { db, desk, settings } = world(undefined, applied({ deskName: 'Reception 1', lock: { idleMinutes: 10 } }));
    expect(writeSettings(db, { deskName: 'Mine', lock: { idleMinutes: 3 }, staffName: 'Amina' }).ok).toBe(true);
    expect(readSetting(db, 'deskName')).toBe('Reception 1');
    expect(readSetting(db, 'lock')).toEqual({ idleMinutes: 10 });
    expect(readSettings(db).settings).toMatchObject({ deskName: 'Reception 1', staffName: 'Amina' });
    expect(settings.view(desk)).toMatchObject({
      deskName: 'Reception 1',
      lock: { idleMinutes: 10 },
      policy: { locked: { deskName: file, 'lock.idleMinutes': file }, problem: null },
    });
  });

  it('refuses a change to a locked value whole, other keys of the same request included', () => {
    const { db, desk, settings } = world(undefined, applied({ deskName: 'Reception 1' }));
    const changed = settings.update(desk, { deskName: 'Mine', staffName: 'Amina' });
    expect(changed).toMatchObject({ ok: false, error: { code: 'setting-locked' } });
    expect(!changed.ok && changed.error.message).toContain(file);
    expect(!changed.ok && changed.error.message).toContain('deskName');
    expect(readSetting(db, 'staffName')).toBe('');
    // The locked value sent back unchanged (the form sends every field) does not stop the others.
    expect(settings.update(desk, { deskName: 'Reception 1', staffName: 'Amina' }).ok).toBe(true);
    expect(readSetting(db, 'staffName')).toBe('Amina');
  });

  it('does not suggest CLAIMDESK_TOKEN when no protected storage is there and enrolment is required', () => {
    // Linux without a keyring: Electron's safeStorage falls back to a constant key, which the store refuses.
    const noKeyring: SafeStorageLike = {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: (text) => Buffer.from(text),
      decryptString: (bytes) => bytes.toString(),
    };
    const saveToken = (policy?: PolicyRead) => {
      const { desk, settings } = world(createSafeTokenStore(noKeyring, `${file}.token`), policy);
      return settings.update(desk, { serviceUrl: 'https://insurer.example', token: 'secret-1' });
    };
    const enrolOnly = saveToken(applied({ service: { url: 'https://insurer.example', enrolment: 'required' } }));
    expect(enrolOnly).toMatchObject({ ok: false, error: { code: 'token-storage-unavailable' } });
    const words = enrolOnly.ok ? '' : enrolOnly.error.message;
    expect(words).not.toContain('CLAIMDESK_TOKEN');
    expect(words).toContain('keyring');
    expect(words).toContain('machine-wide desk');
    // Without the policy the variable is still the way out.
    const free = saveToken();
    expect(free).toMatchObject({ ok: false, error: { code: 'token-storage-unavailable' } });
    expect(free.ok ? '' : free.error.message).toContain('CLAIMDESK_TOKEN');
  });

  it('carries a refused file as a problem, and applies nothing of it', () => {
    const refused: PolicyRead = { kind: 'refused', file, message: `The policy file ${file} is refused: unknown key x` };
    const { desk, settings } = world(undefined, refused);
    expect(settings.view(desk).policy).toMatchObject({ locked: {}, problem: refused.message });
    expect(settings.update(desk, { deskName: 'Mine' }).ok).toBe(true);
    expect(settings.view(desk).deskName).toBe('Mine');
  });
});
