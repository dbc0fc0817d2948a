import { describe, expect, it } from 'vitest';
import { loadSettings, type SettingsResult } from '../../main/desk/settings/service-settings';

const TOKEN = 'sk-live-4f7c2a9e';

function errorOf(result: SettingsResult): string {
  if (result.ok) throw new Error('expected the settings to be refused');
  return result.error.message;
}

describe('settings from the environment', () => {
  it('run the demo when no service is configured', () => {
    expect(loadSettings({})).toEqual({ ok: true, value: { service: null } });
    expect(loadSettings({ CLAIMDESK_SERVICE_URL: '', CLAIMDESK_TOKEN: '' })).toEqual({
      ok: true,
      value: { service: null },
    });
  });

  it('use the configured https service, without a trailing slash', () => {
    const result = loadSettings({
      CLAIMDESK_SERVICE_URL: ' https://api.insurer.example/gateway/ ',
      CLAIMDESK_TOKEN: TOKEN,
    });
    expect(result).toEqual({
      ok: true,
      value: { service: { url: 'https://api.insurer.example/gateway', token: TOKEN } },
    });
  });

  it('allow plain http only to this machine', () => {
    const local = loadSettings({ CLAIMDESK_SERVICE_URL: 'http://127.0.0.1:8787', CLAIMDESK_TOKEN: TOKEN });
    expect(local.ok).toBe(true);

    const remote = loadSettings({ CLAIMDESK_SERVICE_URL: 'http://api.insurer.example', CLAIMDESK_TOKEN: TOKEN });
    expect(errorOf(remote)).toMatch(/CLAIMDESK_SERVICE_URL must start with https:\/\//);
  });

  it('refuse half a configuration instead of silently running the demo', () => {
    expect(errorOf(loadSettings({ CLAIMDESK_SERVICE_URL: 'https://api.insurer.example' }))).toMatch(
      /Set both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN/,
    );
    expect(errorOf(loadSettings({ CLAIMDESK_TOKEN: TOKEN }))).toMatch(/Set both/);
  });

  it('refuse an address that is not one, or that carries credentials', () => {
    expect(errorOf(loadSettings({ CLAIMDESK_SERVICE_URL: 'insurer', CLAIMDESK_TOKEN: TOKEN }))).toMatch(
      /must be a full address/,
    );
    const withCredentials = loadSettings({
      CLAIMDESK_SERVICE_URL: 'https://user:secret@api.insurer.example',
      CLAIMDESK_TOKEN: TOKEN,
    });
    expect(errorOf(withCredentials)).toMatch(/must not contain a user name, password/);
  });

  it.each([
    ['a path that reads as another address', 'https://api.insurer.example//elsewhere.example/'],
    ['an escaped slash', 'https://api.insurer.example/gateway%2F..%2Fadmin'],
    ['an escaped dot', 'https://api.insurer.example/%2e%2e%2fadmin'],
    ['a scheme in the path', 'https://api.insurer.example/https:/elsewhere.example'],
    ['an @ in the path', 'https://api.insurer.example/@elsewhere.example'],
  ])('refuse a base path with %s: the token must reach the service alone', (_label, url) => {
    expect(errorOf(loadSettings({ CLAIMDESK_SERVICE_URL: url, CLAIMDESK_TOKEN: TOKEN }))).toMatch(
      /The path of CLAIMDESK_SERVICE_URL may hold only letters, digits/,
    );
  });

  it('refuse a malformed token without repeating it', () => {
    const token = 'two words';
    const message = errorOf(
      loadSettings({ CLAIMDESK_SERVICE_URL: 'https://api.insurer.example', CLAIMDESK_TOKEN: token }),
    );
    expect(message).toMatch(/CLAIMDESK_TOKEN must be a single word/);
    expect(message).not.toContain(token);
  });
});
