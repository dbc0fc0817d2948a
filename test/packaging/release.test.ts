/**
 * The release workflow's own scripts: what the signing report says for each set of credentials
 * in the environment, and the merge of the two macOS update manifests.
 */
import { describe, expect, it } from 'vitest';
import { mergeUpdateInfo } from '../../scripts/release/update-info';
import { signingReport, withoutEmptyCredentials } from '../../scripts/release/signing';

describe('the signing report', () => {
  it('warns, without stopping, when there are no credentials at all', () => {
    const mac = signingReport('mac', {});
    expect(mac.errors).toEqual([]);
    expect(mac.warnings).toEqual([
      expect.stringMatching(/^macOS: not signed/),
      expect.stringMatching(/^macOS: not notarized/),
    ]);
    const win = signingReport('win', { CSC_LINK: '' });
    expect(win.errors).toEqual([]);
    expect(win.warnings).toEqual([expect.stringMatching(/^Windows: not signed/)]);
  });

  it('says what will be signed and notarized when every credential is there', () => {
    const mac = signingReport('mac', {
      CSC_LINK: 'base64-p12',
      CSC_KEY_PASSWORD: 'pw',
      APPLE_API_KEY: '/tmp/key.p8',
      APPLE_API_KEY_ID: 'id',
      APPLE_API_ISSUER: 'issuer',
    });
    expect(mac).toEqual({
      notes: [
        'macOS: the app is signed with the Developer ID certificate in CSC_LINK.',
        'macOS: notarized with APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER.',
      ],
      warnings: [],
      errors: [],
    });
    expect(signingReport('win', { WIN_CSC_LINK: 'pfx', WIN_CSC_KEY_PASSWORD: 'pw' }).warnings).toEqual([]);
  });

  it('stops on a set that is only partly there', () => {
    expect(signingReport('mac', { CSC_LINK: 'p12', CSC_KEY_PASSWORD: 'pw', APPLE_ID: 'a@b.c' }).errors).toEqual([
      'macOS: notarization credentials incomplete: APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID missing.',
    ]);
    expect(signingReport('win', { WIN_CSC_LINK: 'pfx' }).errors).toEqual([
      'Windows: WIN_CSC_LINK is set but WIN_CSC_KEY_PASSWORD is not.',
    ]);
  });

  it('warns that notarization needs a signed app', () => {
    const report = signingReport('mac', { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'T' });
    expect(report.warnings).toContainEqual(expect.stringMatching(/Apple notarizes only signed apps/));
  });

  it('drops credential variables the secret store left empty, and nothing else', () => {
    expect(withoutEmptyCredentials({ CSC_LINK: '', WIN_CSC_LINK: 'pfx', APPLE_ID: '  ', PATH: '' })).toEqual({
      WIN_CSC_LINK: 'pfx',
      PATH: '',
    });
  });
});

describe('the macOS update manifest', () => {
  const arm64 = `version: 1.2.0
files:
  - url: ClaimDesk-1.2.0-arm64-mac.zip
    sha512: aaa
    size: 100
path: ClaimDesk-1.2.0-arm64-mac.zip
sha512: aaa
releaseDate: '2026-11-24T10:00:00.000Z'
`;
  const x64 = arm64.replaceAll('-arm64', '').replaceAll('aaa', 'bbb');

  it('lists both architectures after the merge', () => {
    const merged = mergeUpdateInfo([x64, arm64]);
    expect(merged).toContain('url: ClaimDesk-1.2.0-mac.zip');
    expect(merged).toContain('url: ClaimDesk-1.2.0-arm64-mac.zip');
    expect(merged).toContain('path: ClaimDesk-1.2.0-mac.zip');
    expect(mergeUpdateInfo([x64, x64])).toBe(mergeUpdateInfo([x64]));
  });

  it('refuses manifests of different versions', () => {
    expect(() => mergeUpdateInfo([x64, arm64.replace('version: 1.2.0', 'version: 1.1.0')])).toThrow(/versions differ/);
  });
});
