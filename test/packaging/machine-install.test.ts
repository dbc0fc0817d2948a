/**
 * What the installers do for a machine-wide desk (docs/it-guide.md, "One desk per PC or one per account"): the .deb's
 * post-install is electron-builder's own script kept whole (so that an upgrade of electron-builder which changes
 * it shows here) followed by the group and the 2770 folder; the NSIS include, for a per-machine install only, makes
 * the group and two folders with inheritance off and no entry for Users or Everyone. The scripts are not run here
 * (they change the machine's groups; Windows is not at hand): their lines are checked, as the app checks the result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINUX_GROUP, LINUX_MACHINE_FOLDER, WINDOWS_GROUP } from '../../main/desk/machine/machine-folder';
import { loadBuilderConfig, PROJECT_DIR } from '../../scripts/packaging/builder-config';

let config: Configuration;
beforeAll(async () => {
  config = await loadBuilderConfig();
});

const read = (file: string): string => readFileSync(join(PROJECT_DIR, file), 'utf8');

describe('the .deb post-install', () => {
  it("is electron-builder's own, whole, then ClaimDesk's group and machine folder", () => {
    expect(config.deb?.afterInstall).toBe('build/linux/after-install.sh');
    const script = read('build/linux/after-install.sh');
    const builders = read('node_modules/app-builder-lib/templates/linux/after-install.tpl');
    expect(script.startsWith(builders)).toBe(true);
    const ours = script.slice(builders.length);
    expect(ours).toContain(`groupadd --system ${LINUX_GROUP}`);
    expect(ours).toContain(`install -d -m 2770 -o root -g ${LINUX_GROUP} ${LINUX_MACHINE_FOLDER}`);
    expect(ours).toContain(`chmod 2770 ${LINUX_MACHINE_FOLDER}`);
  });
});

describe('the NSIS include', () => {
  const script = read('build/installer.nsh');
  const lines = script.split('\n').filter((line) => line.includes('icacls'));

  it('makes the group and sets both folders, per machine only, by well-known SIDs, inheritance off', () => {
    expect(script).toContain(`net localgroup "${WINDOWS_GROUP}" /add`);
    expect(script).toMatch(/!macro customInstall\n {2}\$\{if\} \$installMode == "all"/);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('/inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F');
      expect(line).not.toMatch(/S-1-1-0|S-1-5-32-545|S-1-5-11|Everyone|Users:(?!\()/);
    }
    expect(lines[0]).toContain(`"${WINDOWS_GROUP}:(OI)(CI)RX"`);
    expect(lines[1]).toContain('\\ClaimDesk\\Desk"');
    expect(lines[1]).toContain(`"${WINDOWS_GROUP}:(OI)(CI)M"`);
  });

  it('never erases a desk on uninstall: only the empty folder, and not on an update', () => {
    const uninstall = script.slice(script.indexOf('!macro customUnInstall'));
    expect(uninstall).toContain('${andIfNot} ${isUpdated}');
    expect(uninstall).not.toMatch(/RMDir \/r/);
  });
});
