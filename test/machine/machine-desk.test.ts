/**
 * A machine-wide desk's parts that need no other OS account: the policy key that chooses it, where it lives, the
 * checks of its folder (Linux modes and membership; a Windows ACL read by SID, from PowerShell's output), the
 * machine protection of its key and token (DPAPI through a stand-in PowerShell), and the modes of what the desk
 * writes in a set-group-id folder (two-os-users.test.ts opens it as other accounts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockedPaths, overSettings, Policy } from '../../shared/domain/policy';
import { DEFAULT_SETTINGS } from '../../shared/domain/settings';
import {
  checkPosixFolder,
  checkWindowsAcl,
  machineFolderFor,
  parseAcl,
  READ_ACL_SCRIPT,
} from '../../main/desk/machine/machine-folder';
import { placeDesk } from '../../main/electron/desk-place';
import {
  DPAPI_PROTECT,
  DPAPI_UNPROTECT,
  folderModesOnly,
  machineDpapi,
  machineFolderCheck,
  machineProtectionFor,
} from '../../main/electron/machine-protection';
import { createSafeTokenStore } from '../../main/electron/token-store';
import { ensurePrivateDir, ensurePrivateFile, keepPrivate, writePrivateFile } from '../../main/store/private-files';
import { DATABASE_FILE } from '../../main/store/open-store';

const posix = process.platform !== 'win32';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-machine-unit-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const modeOf = (target: string): number => fs.statSync(target).mode & 0o7777;

describe('the desk.scope policy key', () => {
  it('takes user or machine, refuses anything else, and is not a setting Settings locks or shows', () => {
    const policy = Policy.parse({ desk: { scope: 'machine' }, deskName: 'Front' });
    expect(policy.desk).toEqual({ scope: 'machine' });
    expect(lockedPaths(policy)).toEqual(['deskName']);
    expect(overSettings(DEFAULT_SETTINGS, policy)).not.toHaveProperty('desk');
    expect(Policy.safeParse({ desk: { scope: 'everyone' } }).success).toBe(false);
    expect(Policy.safeParse({ desk: { where: 'machine' } }).success).toBe(false);
  });
});

describe('where the desk lives', () => {
  const machine = (scope: 'user' | 'machine') =>
    ({ kind: 'applied', file: '/etc/claimdesk/policy.json', policy: { desk: { scope } } }) as const;

  it('names the machine folder per OS', () => {
    expect(machineFolderFor('linux', {})).toBe('/var/lib/claimdesk');
    expect(machineFolderFor('win32', { ProgramData: 'D:\\PD' })).toBe('D:\\PD\\ClaimDesk\\Desk');
  });

  it("is the account's without a policy, or with scope user; the machine folder's with scope machine once checked", () => {
    const userData = path.join(dir, 'user');
    const machineFolder = path.join(dir, 'machine');
    const ok = () => ({ ok: true }) as const;
    expect(placeDesk({ userData, machineFolder, policy: { kind: 'none' }, check: ok })).toEqual({
      ok: true,
      value: { scope: 'user', root: userData },
    });
    expect(placeDesk({ userData, machineFolder, policy: machine('user'), check: ok })).toMatchObject({
      value: { scope: 'user' },
    });
    expect(placeDesk({ userData, machineFolder, policy: machine('machine'), check: ok })).toEqual({
      ok: true,
      value: { scope: 'machine', root: machineFolder },
    });
    const refused = { ok: false, message: 'not in the group' } as const;
    expect(placeDesk({ userData, machineFolder, policy: machine('machine'), check: () => refused })).toEqual(refused);
  });

  it("names the account's own desk it leaves behind", () => {
    const userData = path.join(dir, 'user');
    fs.mkdirSync(path.join(userData, 'desk'), { recursive: true });
    fs.writeFileSync(path.join(userData, 'desk', DATABASE_FILE), '');
    const placed = placeDesk({ userData, machineFolder: dir, policy: machine('machine'), check: () => ({ ok: true }) });
    expect(placed).toMatchObject({ value: { leftBehind: path.join(userData, 'desk') } });
  });

  it('refuses to start when the policy is refused and a machine folder exists; the account’s desk otherwise', () => {
    const policy = { kind: 'refused', file: 'p.json', message: 'The policy file p.json is refused' } as const;
    const userData = path.join(dir, 'user');
    const placed = placeDesk({ userData, machineFolder: dir, policy, check: () => ({ ok: true }) });
    expect(placed.ok).toBe(false);
    if (!placed.ok) expect(placed.message).toMatch(/refused.*desk for all its accounts/);
    const none = placeDesk({ userData, machineFolder: path.join(dir, 'none'), policy, check: () => ({ ok: true }) });
    expect(none).toEqual({ ok: true, value: { scope: 'user', root: userData } });
  });
});

describe.skipIf(!posix)('the Linux machine folder check', () => {
  const me = { uid: 1000, groups: [4242], name: 'amina' };

  it('refuses a missing folder, one open to others, one not set-group-id, and an account outside the group', () => {
    expect(checkPosixFolder(path.join(dir, 'missing'), me)).toMatchObject({ ok: false, message: /is missing/ });
    const folder = path.join(dir, 'machine');
    fs.mkdirSync(folder);
    const gid = fs.statSync(folder).gid;
    const member = { uid: 1000, groups: [gid], name: 'amina' };
    fs.chmodSync(folder, 0o2777);
    expect(checkPosixFolder(folder, member)).toMatchObject({ ok: false, message: /every account .*2777/ });
    fs.chmodSync(folder, 0o770);
    expect(checkPosixFolder(folder, member)).toMatchObject({ ok: false, message: /set-group-id/ });
    fs.chmodSync(folder, 0o2770);
    expect(checkPosixFolder(folder, member)).toEqual({ ok: true });
    expect(checkPosixFolder(folder, { uid: 1000, groups: [gid + 1], name: 'amina' })).toMatchObject({
      ok: false,
      message: /usermod -aG claimdesk amina\)/,
    });
    expect(checkPosixFolder(folder, { uid: 0, groups: [], name: 'root' })).toEqual({ ok: true });
  });
});

describe('the Windows machine folder check', () => {
  const output = (lines: string[]): string => lines.join('\r\n') + '\r\n';
  const good = output([
    'protected|True',
    'S-1-5-18|FullControl|Allow',
    'S-1-5-32-544|FullControl|Allow',
    'S-1-5-21-1-2-3-1005|Modify, Synchronize|Allow',
  ]);

  it("reads PowerShell's lines by SID, and takes inheritance off with only SYSTEM, Administrators and the group", () => {
    expect(parseAcl(good)).toEqual({
      isProtected: true,
      entries: [
        { sid: 'S-1-5-18', rights: 'FullControl', allow: true },
        { sid: 'S-1-5-32-544', rights: 'FullControl', allow: true },
        { sid: 'S-1-5-21-1-2-3-1005', rights: 'Modify, Synchronize', allow: true },
      ],
    });
    expect(checkWindowsAcl('C:\\PD\\ClaimDesk\\Desk', parseAcl(good))).toEqual({ ok: true });
    expect(parseAcl('Get-Acl : Cannot find path')).toBeUndefined();
  });

  it('refuses a folder Everyone, Users or Authenticated Users may enter, an inherited ACL, and a missing folder', () => {
    for (const [sid, who] of [
      ['S-1-1-0', 'Everyone'],
      ['S-1-5-32-545', 'Users'],
      ['S-1-5-11', 'Authenticated Users'],
    ] as const) {
      const acl = parseAcl(good + `${sid}|ReadAndExecute, Synchronize|Allow\r\n`);
      expect(checkWindowsAcl('D', acl)).toMatchObject({ ok: false, message: new RegExp(`let ${who} in`) });
    }
    // A Deny for Users keeps them out: not a reason to refuse.
    expect(checkWindowsAcl('D', parseAcl(good + 'S-1-5-32-545|FullControl|Deny\r\n'))).toEqual({ ok: true });
    const inherited = parseAcl(good.replace('protected|True', 'protected|False'));
    expect(checkWindowsAcl('D', inherited)).toMatchObject({ ok: false, message: /inherits/ });
    expect(checkWindowsAcl('D', undefined)).toMatchObject({ ok: false, message: /missing or unreadable/ });
  });

  it('runs the ACL script with the folder on its standard input, and refuses when PowerShell fails', () => {
    const asked: [string, string][] = [];
    const check = machineFolderCheck('win32', (script, input) => {
      asked.push([script, input]);
      return good;
    });
    expect(check('C:\\ProgramData\\ClaimDesk\\Desk')).toEqual({ ok: true });
    expect(asked).toEqual([[READ_ACL_SCRIPT, 'C:\\ProgramData\\ClaimDesk\\Desk']]);
    const failing = machineFolderCheck('win32', () => {
      throw new Error('powershell.exe not found');
    });
    expect(failing('D')).toMatchObject({ ok: false });
  });
});

describe("a machine-wide desk's key and token protection", () => {
  /** A stand-in PowerShell: DPAPI as a reversible scramble of the bytes it is given in base64. */
  const fakePowerShell = (calls: string[]) => (script: string, input: string) => {
    calls.push(script);
    const bytes = Buffer.from(input, 'base64');
    return Buffer.from(bytes.map((byte) => byte ^ 0x5a)).toString('base64') + '\r\n';
  };

  it('wraps with DPAPI machine scope on Windows: the file never holds the token, and reads back', () => {
    const calls: string[] = [];
    const file = path.join(dir, 'service-token.bin');
    const tokens = createSafeTokenStore(machineDpapi(fakePowerShell(calls)), file);
    tokens.set('tok-secret-123');
    expect(fs.readFileSync(file).toString('latin1')).not.toContain('tok-secret');
    expect(tokens.get()).toBe('tok-secret-123');
    // Read again as the desk starts: PowerShell is not started again for the same file.
    expect(tokens.get()).toBe('tok-secret-123');
    expect(calls).toEqual([DPAPI_PROTECT, DPAPI_UNPROTECT]);
    tokens.set('tok-other-456');
    expect(tokens.get()).toBe('tok-other-456');
    expect(calls).toEqual([DPAPI_PROTECT, DPAPI_UNPROTECT, DPAPI_PROTECT, DPAPI_UNPROTECT]);
    expect(DPAPI_PROTECT).toContain('DataProtectionScope]::LocalMachine');
    expect(machineProtectionFor('win32', fakePowerShell([]))).not.toBe(folderModesOnly);
    expect(machineProtectionFor('linux')).toBe(folderModesOnly);
  });
});

describe.skipIf(!posix)('modes in a set-group-id folder', () => {
  it('makes folders 2770 and files 0660 there, and leaves a private folder 0700/0600', () => {
    const shared = path.join(dir, 'machine');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o2770);
    ensurePrivateDir(path.join(shared, 'desk', 'backups'));
    writePrivateFile(path.join(shared, 'desk', 'claimdesk.key'), 'k');
    ensurePrivateFile(path.join(shared, 'desk', 'claimdesk.sqlite'));
    expect(modeOf(path.join(shared, 'desk'))).toBe(0o2770);
    expect(modeOf(path.join(shared, 'desk', 'backups'))).toBe(0o2770);
    expect(modeOf(path.join(shared, 'desk', 'claimdesk.key'))).toBe(0o660);
    expect(modeOf(path.join(shared, 'desk', 'claimdesk.sqlite'))).toBe(0o660);

    const own = path.join(dir, 'own');
    ensurePrivateDir(own);
    writePrivateFile(path.join(own, 'claimdesk.key'), 'k');
    expect(modeOf(own)).toBe(0o700);
    expect(modeOf(path.join(own, 'claimdesk.key'))).toBe(0o600);
  });

  it("repairs others' access away in a shared folder, and gives the group read and write", () => {
    const shared = path.join(dir, 'machine');
    fs.mkdirSync(path.join(shared, 'logs'), { recursive: true });
    fs.chmodSync(shared, 0o2770);
    fs.writeFileSync(path.join(shared, 'logs', 'claimdesk.log'), 'x');
    fs.chmodSync(path.join(shared, 'logs', 'claimdesk.log'), 0o644);
    fs.chmodSync(path.join(shared, 'logs'), 0o755);
    keepPrivate(shared);
    expect(modeOf(path.join(shared, 'logs'))).toBe(0o2770);
    expect(modeOf(path.join(shared, 'logs', 'claimdesk.log'))).toBe(0o660);
    expect(modeOf(shared)).toBe(0o2770);
  });
});
