/**
 * electron-builder.yml as electron-builder reads it (its own loader and schema check): the
 * choices docs/releasing.md ("How the installers are built") describes. What only a real build can show is left to
 * .github/workflows/release.yml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Configuration, TargetConfiguration } from 'app-builder-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveNativeBinding } from '../../main/core/native-binding';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';
import { loadBuilderConfig, PROJECT_DIR, validateBuilderConfig } from '../../scripts/packaging/builder-config';
import { configFuseProblems, REQUIRED_FUSES } from '../../scripts/packaging/fuses';

let config: Configuration;

beforeAll(async () => {
  config = await loadBuilderConfig();
});

const targets = (value: unknown): TargetConfiguration[] =>
  (Array.isArray(value) ? value : [value]).map((target: string | TargetConfiguration) =>
    typeof target === 'string' ? { target } : target,
  );

/** Every key anywhere in a nested value. */
const keysIn = (value: unknown): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)])
    : [];

describe('electron-builder.yml', () => {
  it("passes electron-builder's schema, which rejects an option it does not know", async () => {
    expect(config.appId).toBe('org.claimdesk.desk');
    expect(config.productName).toBe('ClaimDesk');
    await expect(
      validateBuilderConfig({ ...config, nsis: { ...config.nsis, perMachin: true } as never }),
    ).rejects.toThrow(/configuration\.nsis/);
  });

  it('sets the seven fuses as issue 11 asks, and the check notices one that differs', () => {
    expect(configFuseProblems(config.electronFuses)).toEqual([]);
    expect(configFuseProblems({ ...REQUIRED_FUSES, runAsNode: true })).toEqual([
      'electronFuses.runAsNode is true, must be false',
    ]);
    expect(configFuseProblems(undefined)).toHaveLength(7);
  });

  it('holds no signing or notarization credential: those come from the environment', () => {
    const credentialKeys =
      /^(cscLink|cscKeyPassword|cscInstallerLink|cscInstallerKeyPassword|certificateFile|certificatePassword|certificateSubjectName|certificateSha1|identity|azureSignOptions|appleId|appleIdPassword|teamId|keychain)$/;
    expect(keysIn(config).filter((key) => credentialKeys.test(key))).toEqual([]);
  });

  it('Windows: an NSIS installer for one user by default, for every user of the machine on request; an MSI beside it', () => {
    expect(targets(config.win?.target).map((target) => target.target)).toEqual(['nsis', 'msi']);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      selectPerMachineByDefault: false,
      allowElevation: true,
      deleteAppDataOnUninstall: false,
    });
  });

  it('macOS: dmg, and the zip electron-updater installs from, for x64 and arm64, with the hardened runtime', () => {
    const mac = targets(config.mac?.target);
    expect(mac.map((target) => [target.target, target.arch])).toEqual([
      ['dmg', ['x64', 'arm64']],
      ['zip', ['x64', 'arm64']],
    ]);
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    expect(config.mac?.entitlementsInherit).toBe(config.mac?.entitlements);
  });

  it('macOS: the entitlements allow only the JIT that V8 needs', () => {
    const plist = readFileSync(join(PROJECT_DIR, config.mac?.entitlements ?? ''), 'utf8');
    expect([...plist.matchAll(/<key>([^<]+)<\/key>\s*<(true|false)\/>/g)].map((match) => [match[1], match[2]])).toEqual(
      [['com.apple.security.cs.allow-jit', 'true']],
    );
  });

  it('Linux: AppImage and deb, with a desktop entry', () => {
    expect(targets(config.linux?.target).map((target) => target.target)).toEqual(['AppImage', 'deb']);
    expect(config.linux?.desktop?.entry).toMatchObject({
      Name: 'ClaimDesk',
      Categories: 'Office;MedicalSoftware;',
      StartupWMClass: 'ClaimDesk',
    });
  });

  it('points each OS at the generated icons', () => {
    for (const icon of [config.win?.icon, config.mac?.icon, config.linux?.icon]) {
      expect(icon).toBeTypeOf('string');
      expect(existsSync(join(PROJECT_DIR, icon ?? '')), `${icon} exists`).toBe(true);
    }
  });

  it("ships the SQLite library's prebuild for the target where the app loads it, and unpacks what the store's workers load", () => {
    const resources = '/opt/ClaimDesk/resources';
    expect(config.extraResources).toEqual([
      {
        from: `node_modules/${SQLITE_PACKAGE}/prebuilds/\${platform}-\${arch}.node`,
        to: relative(resources, resolveNativeBinding(resources) ?? ''),
      },
    ]);
    for (const target of ['linux-x64', 'darwin-x64', 'darwin-arm64', 'win32-x64']) {
      const prebuild = join(PROJECT_DIR, 'node_modules', SQLITE_PACKAGE, 'prebuilds', `${target}.node`);
      expect(existsSync(prebuild), `the ${target} prebuild the installers need`).toBe(true);
    }
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining([
        '**/*.node',
        `**/node_modules/${SQLITE_PACKAGE}/package.json`,
        `**/node_modules/${SQLITE_PACKAGE}/lib/**`,
      ]),
    );
    expect(config.npmRebuild).toBe(false);
  });
});

describe('docs/releasing.md', () => {
  const releasing = readFileSync(join(PROJECT_DIR, 'docs', 'releasing.md'), 'utf8');
  const heading = '## How the installers are built';
  const start = releasing.indexOf(heading);
  const end = releasing.indexOf('\n## ', start + 1);
  const packaging = releasing.slice(start, end === -1 ? undefined : end);

  it('has its section on how the installers are built', () => {
    expect(start).toBeGreaterThan(-1);
  });

  it('names the Electron version the desktop build targets, as node_modules/electron says, and why one binary serves it', () => {
    const electronDir = join(PROJECT_DIR, 'node_modules', 'electron');
    const version = (JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as { version: string })
      .version;
    expect(packaging).toContain(`Electron ${version}`);
    expect(packaging).toContain('Node-API');
  });
});
