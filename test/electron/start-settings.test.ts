import { describe, expect, it } from 'vitest';
import type { Settings } from '../../main/app/settings';
import { sameService, startSettings } from '../../main/electron/start-settings';

const DEMO: Settings = { service: null };
const FROM_ENV: Settings = { service: { url: 'https://env.insurer.example', token: 'env-token' } };
const SAVED = { url: 'https://saved.insurer.example', token: 'saved-token' };

describe('the service the app starts on', () => {
  it("is the environment's when it names one, whatever was saved", () => {
    expect(startSettings(FROM_ENV, SAVED)).toEqual(FROM_ENV);
  });

  it('is the saved address with the stored token otherwise', () => {
    expect(startSettings(DEMO, SAVED)).toEqual({ service: SAVED });
  });

  it('is the demo when the address or the token is missing, or the saved pair is no longer valid', () => {
    expect(startSettings(DEMO, { url: SAVED.url, token: null })).toEqual(DEMO);
    expect(startSettings(DEMO, { url: null, token: 'saved-token' })).toEqual(DEMO);
    expect(startSettings(DEMO, { url: 'http://insurer.example', token: 'saved-token' })).toEqual(DEMO);
  });
});

describe('comparing services', () => {
  it('tells a change of address or token from none', () => {
    expect(sameService(FROM_ENV, { service: { url: 'https://env.insurer.example', token: 'env-token' } })).toBe(true);
    expect(sameService(DEMO, { service: null })).toBe(true);
    expect(sameService(FROM_ENV, DEMO)).toBe(false);
    expect(sameService(FROM_ENV, { service: { url: 'https://env.insurer.example', token: 'new' } })).toBe(false);
  });
});
