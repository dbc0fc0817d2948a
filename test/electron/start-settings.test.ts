import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../main/desk/settings/service-settings';
import { createFileSetupStore, startSettings } from '../../main/electron/start-settings';
import { tempDir } from '../support/sync-world';

const DEMO: Settings = { service: null };
const FROM_ENV: Settings = { service: { url: 'https://env.insurer.example', token: 'env-token' } };
const CHOSEN = { kind: 'service', url: 'https://chosen.insurer.example' } as const;

describe('the service the app starts on', () => {
  it("is the environment's when it names one, whatever was chosen", () => {
    expect(startSettings(FROM_ENV, CHOSEN, 'saved-token')).toEqual(FROM_ENV);
    expect(startSettings(FROM_ENV, null, null)).toEqual(FROM_ENV);
  });

  it('under required enrolment, is the service enrolled here over the environment’s, else still the environment’s', () => {
    const enrolled = { service: { url: CHOSEN.url, token: 'saved-token' } };
    expect(startSettings(FROM_ENV, CHOSEN, 'saved-token', true)).toEqual(enrolled);
    // Nothing enrolled: the environment's, which the policy then refuses with its reason (service-gate.ts).
    expect(startSettings(FROM_ENV, null, null, true)).toEqual(FROM_ENV);
    expect(startSettings(FROM_ENV, CHOSEN, 'saved-token', false)).toEqual(FROM_ENV);
  });

  it('is the chosen service with the stored token otherwise', () => {
    expect(startSettings(DEMO, CHOSEN, 'saved-token')).toEqual({
      service: { url: CHOSEN.url, token: 'saved-token' },
    });
  });

  it('is the demo when nothing was chosen, the demo was, the token is gone or the pair no longer valid', () => {
    expect(startSettings(DEMO, null, 'saved-token')).toEqual(DEMO);
    expect(startSettings(DEMO, { kind: 'demo' }, 'saved-token')).toEqual(DEMO);
    expect(startSettings(DEMO, CHOSEN, null)).toEqual(DEMO);
    expect(startSettings(DEMO, { kind: 'service', url: 'http://insurer.example' }, 'saved-token')).toEqual(DEMO);
  });
});

describe('the first-run choice on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is none until written, then what was written last, across instances', () => {
    const file = path.join(dir, 'nested', 'service-choice.json');
    expect(createFileSetupStore(file).read()).toBeNull();
    createFileSetupStore(file).write({ kind: 'demo' });
    expect(createFileSetupStore(file).read()).toEqual({ kind: 'demo' });
    createFileSetupStore(file).write(CHOSEN);
    expect(createFileSetupStore(file).read()).toEqual(CHOSEN);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['service-choice.json']);
  });

  it('is none when the file cannot be read as a choice', () => {
    const file = path.join(dir, 'service-choice.json');
    for (const text of ['{"kind":"service"}', '{"kind":"later"}', 'not json', '']) {
      fs.writeFileSync(file, text);
      expect(createFileSetupStore(file).read(), text).toBeNull();
    }
  });
});
