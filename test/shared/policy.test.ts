/** The policy file's schema: each value checked by its setting's own schema, unknown keys refused, parts allowed. */
import { describe, expect, it } from 'vitest';
import {
  lockedChanges,
  lockedPaths,
  mergePolicies,
  overSettings,
  Policy,
  policyProblems,
} from '../../shared/domain/policy';
import { DEFAULT_SETTINGS } from '../../shared/domain/settings';

const full = {
  updates: { feedUrl: 'https://updates.example/claimdesk', enabled: true },
  language: 'fr',
  lock: { idleMinutes: 10 },
  deskName: 'Reception 1',
  batchRule: { kind: 'weekly', prefix: 'W-' },
  retention: { documentDays: 60, auditDays: 3000 },
};

const problemsOf = (input: unknown): string[] => {
  const parsed = Policy.safeParse(input);
  return parsed.success ? [] : policyProblems(parsed.error);
};

describe('the policy file schema', () => {
  it('takes every key of this step', () => {
    expect(Policy.parse(full)).toEqual(full);
    expect(lockedPaths(Policy.parse(full))).toEqual([
      'updates.feedUrl',
      'updates.enabled',
      'language',
      'lock.idleMinutes',
      'deskName',
      'batchRule',
      'retention.documentDays',
      'retention.auditDays',
    ]);
  });

  it('takes the IT folder for backups, how often, and the log level, each locked on its own', () => {
    const policy = Policy.parse({ backup: { folder: '\\\\nas\\claimdesk', everyHours: 6 }, log: { level: 'debug' } });
    expect(lockedPaths(policy)).toEqual(['backup.folder', 'backup.everyHours', 'log.level']);
    const settings = overSettings(
      { ...DEFAULT_SETTINGS, backup: { folder: null, everyHours: 12 } },
      Policy.parse({ backup: { folder: '/mnt/it' } }),
    );
    expect(settings.backup).toEqual({ folder: '/mnt/it', everyHours: 12 });
    expect(lockedChanges(Policy.parse({ log: { level: 'warn' } }), { log: { level: 'debug' } })).toEqual(['log.level']);
    expect(problemsOf({ backup: { folder: 'relative/folder' } })).toEqual(['backup.folder: backup.folderNotFull']);
    expect(problemsOf({ backup: { everyHours: 0 } })[0]).toMatch(/^backup\.everyHours: /);
    expect(problemsOf({ backup: { everyHours: 169 } })[0]).toMatch(/^backup\.everyHours: /);
    expect(problemsOf({ log: { level: 'trace' } })[0]).toMatch(/^log\.level: /);
    expect(problemsOf({ backup: { keep: 3 } })).toEqual(['unknown key backup.keep']);
  });

  it('takes a partial file, and an empty one', () => {
    expect(Policy.parse({ lock: { idleMinutes: 3 } })).toEqual({ lock: { idleMinutes: 3 } });
    expect(Policy.parse({})).toEqual({});
  });

  it('refuses an unknown key, at the top and inside a part, naming it', () => {
    expect(problemsOf({ langauge: 'fr' })).toEqual(['unknown key langauge']);
    expect(problemsOf({ lock: { idleMinuts: 3 } })).toEqual(['unknown key lock.idleMinuts']);
    expect(problemsOf({ updates: { chanel: 'pilot' } })).toEqual(['unknown key updates.chanel']);
  });

  it('refuses a value its setting refuses, naming the key', () => {
    expect(problemsOf({ lock: { idleMinutes: 0 } })[0]).toMatch(/^lock\.idleMinutes: /);
    expect(problemsOf({ retention: { auditDays: 30 } })[0]).toMatch(/^retention\.auditDays: /);
    expect(problemsOf({ language: 'de' })[0]).toMatch(/^language: /);
    expect(problemsOf({ updates: { channel: 'beta' } })[0]).toMatch(/^updates\.channel: /);
    expect(problemsOf({ updates: { deferDays: 31 } })[0]).toMatch(/^updates\.deferDays: /);
    expect(problemsOf({ updates: { feedUrl: 'http://updates.example' } })).toEqual([
      'updates.feedUrl: updates.feedUrlNotHttps',
    ]);
    // Not a policy key yet: refused, not half applied (docs/it-guide.md, "Not done yet").
    expect(problemsOf({ serviceUrl: 'https://insurer.example/api' })).toEqual(['unknown key serviceUrl']);
  });

  it('puts its values over the settings, part by part', () => {
    const settings = overSettings(
      { ...DEFAULT_SETTINGS, deskName: 'Mine', retention: { ...DEFAULT_SETTINGS.retention, corruptDays: 7 } },
      Policy.parse({ deskName: 'Theirs', retention: { documentDays: 60 }, updates: { feedUrl: 'https://u.example' } }),
    );
    expect(settings.deskName).toBe('Theirs');
    expect(settings.retention).toEqual({ ...DEFAULT_SETTINGS.retention, corruptDays: 7, documentDays: 60 });
    expect(settings.updates).toEqual({ enabled: false, channel: 'stable', deferDays: 7 });
  });

  it('finds the locked values a change would move, not those it sends unchanged', () => {
    const policy = Policy.parse({ lock: { idleMinutes: 10 }, deskName: 'Theirs' });
    expect(lockedChanges(policy, { lock: { idleMinutes: 10 }, staffName: 'Amina' })).toEqual([]);
    expect(lockedChanges(policy, { lock: { idleMinutes: 11 }, deskName: 'Theirs' })).toEqual(['lock.idleMinutes']);
  });
});

describe('the service part and the contact', () => {
  const policy = Policy.parse({
    deskName: 'Reception 1',
    service: { url: 'https://insurer.example', enrolment: 'required' },
    contact: 'IT desk, ext. 214',
  });

  it('locks the service parts, never the contact, and puts neither over the settings', () => {
    expect(lockedPaths(policy)).toEqual(['deskName', 'service.url', 'service.enrolment']);
    const settings = overSettings({ ...DEFAULT_SETTINGS, serviceUrl: 'https://old.example' }, policy);
    expect(settings.serviceUrl).toBe('https://old.example');
    expect(settings).not.toHaveProperty('service');
    expect(settings).not.toHaveProperty('contact');
  });

  it('refuses another enrolment word and an empty or long contact', () => {
    expect(problemsOf({ service: { enrolment: 'always' } })[0]).toMatch(/^service\.enrolment: /);
    expect(problemsOf({ contact: ' ' })[0]).toMatch(/^contact: /);
    expect(problemsOf({ contact: 'x'.repeat(201) })[0]).toMatch(/^contact: /);
    expect(problemsOf({ service: { url: 'https://a.example', code: 'x' } })).toEqual(['unknown key service.code']);
  });

  it('merges two policies per key and per part, the second winning', () => {
    const under = Policy.parse({ deskName: 'A', lock: { idleMinutes: 5 }, updates: { enabled: false } });
    const over = Policy.parse({
      lock: { idleMinutes: 10 },
      updates: { feedUrl: 'https://m.example/cd' },
      batchRule: { kind: 'daily', prefix: 'D-' },
    });
    expect(mergePolicies(under, over)).toEqual({
      deskName: 'A',
      lock: { idleMinutes: 10 },
      updates: { enabled: false, feedUrl: 'https://m.example/cd' },
      batchRule: { kind: 'daily', prefix: 'D-' },
    });
  });
});
