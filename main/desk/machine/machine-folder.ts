/**
 * A machine-wide desk (docs/it-guide.md, "One desk per PC or one per account"): one desk for every account of the
 * PC that is in ClaimDesk's group, in a machine folder the installer made: /var/lib/claimdesk on Linux (group
 * `claimdesk`, 2770: main/store/private-files.ts gives what the desk writes there 2770/0660), %ProgramData%\ClaimDesk\Desk
 * on Windows (an ACL for the local group `ClaimDesk Users`, inheritance off). The policy file beside it stays IT's
 * alone: that is why the Windows desk is a folder below %ProgramData%\ClaimDesk, which the group may only read.
 *
 * Before anything is read or written there the folder is checked, and the desk refuses clearly when it is missing,
 * open to others than the group, or not open to this account: the check answers what IT must do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from '../../i18n/words';

export const LINUX_MACHINE_FOLDER = '/var/lib/claimdesk';
export const LINUX_GROUP = 'claimdesk';
export const WINDOWS_GROUP = 'ClaimDesk Users';

/** The machine folder: /var/lib/claimdesk, or %ProgramData%\ClaimDesk\Desk on Windows. */
export function machineFolderFor(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): string {
  if (platform === 'win32') return path.win32.join(env.ProgramData ?? 'C:\\ProgramData', 'ClaimDesk', 'Desk');
  return LINUX_MACHINE_FOLDER;
}

/** One entry of a Windows folder's ACL, by SID (names are translated, SIDs are not). */
export interface AclEntry {
  readonly sid: string;
  readonly rights: string;
  readonly allow: boolean;
}

export interface WindowsAcl {
  /** Inheritance off: the folder's entries are its own, none from %ProgramData%. */
  readonly isProtected: boolean;
  readonly entries: readonly AclEntry[];
}

/** Groups any account of the PC belongs to: an Allow for one of them lets everyone in. */
const EVERYONE_SIDS: ReadonlyMap<string, string> = new Map([
  ['S-1-1-0', 'Everyone'],
  ['S-1-5-32-545', 'Users'],
  ['S-1-5-11', 'Authenticated Users'],
  ['S-1-5-4', 'Interactive'],
  ['S-1-2-0', 'Local'],
]);

/**
 * The PowerShell that prints a folder's ACL as lines `protected|True` and `SID|rights|Allow` (the folder's path
 * on its standard input, never in the script's text).
 */
export const READ_ACL_SCRIPT = [
  '$acl = Get-Acl -LiteralPath ([Console]::In.ReadToEnd().Trim())',
  "'protected|' + $acl.AreAccessRulesProtected",
  'foreach ($rule in $acl.Access) {',
  "  $sid = try { $rule.IdentityReference.Translate([Security.Principal.SecurityIdentifier]).Value } catch { '' + $rule.IdentityReference }",
  "  $sid + '|' + $rule.FileSystemRights + '|' + $rule.AccessControlType",
  '}',
].join('\n');

/** READ_ACL_SCRIPT's output read back; undefined when it is not that. */
export function parseAcl(output: string): WindowsAcl | undefined {
  const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
  const head = lines[0]?.split('|');
  if (head?.[0] !== 'protected') return undefined;
  const entries = lines.slice(1).map((line) => {
    const [sid = '', rights = '', type = ''] = line.split('|');
    return { sid: sid.trim(), rights: rights.trim(), allow: type.trim() === 'Allow' };
  });
  return { isProtected: head[1]?.trim() === 'True', entries };
}

export type FolderCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

const refuse = (message: string): FolderCheck => ({ ok: false, message });

/** What this account is: its user id and the groups it is in. */
export interface Account {
  readonly uid: number;
  readonly groups: readonly number[];
  /** Its name, for the command IT runs; the uid where the system has no name for it. */
  readonly name: string;
}

function accountName(uid: number): string {
  try {
    return os.userInfo().username;
  } catch {
    return String(uid);
  }
}

export function thisAccount(): Account {
  const uid = process.getuid?.() ?? -1;
  return { uid, groups: [process.getgid?.() ?? -1, ...(process.getgroups?.() ?? [])], name: accountName(uid) };
}

/** The Linux (POSIX) machine folder: there, set-group-id, nothing for others, and this account in its group. */
export function checkPosixFolder(dir: string, account: Account = thisAccount()): FolderCheck {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat === undefined || !stat.isDirectory()) return refuse(say('machine.missing', { dir, group: LINUX_GROUP }));
  if ((stat.mode & 0o007) !== 0) {
    return refuse(say('machine.openToOthers', { dir, mode: (stat.mode & 0o7777).toString(8) }));
  }
  if ((stat.mode & 0o2000) === 0) return refuse(say('machine.notShared', { dir }));
  if (account.uid !== 0 && !account.groups.includes(stat.gid)) {
    return refuse(say('machine.notInGroup', { gid: stat.gid, group: LINUX_GROUP, account: account.name }));
  }
  return { ok: true };
}

/** The Windows machine folder: inheritance off, and no Allow entry for a group every account is in. */
export function checkWindowsAcl(dir: string, acl: WindowsAcl | undefined): FolderCheck {
  if (acl === undefined) return refuse(say('machine.windowsMissing', { dir }));
  const open = acl.entries.filter((entry) => entry.allow && EVERYONE_SIDS.has(entry.sid));
  if (open.length > 0) {
    const who = open.map((entry) => EVERYONE_SIDS.get(entry.sid)).join(', ');
    return refuse(say('machine.windowsOpen', { dir, who }));
  }
  if (!acl.isProtected) return refuse(say('machine.windowsInherits', { dir }));
  return { ok: true };
}

/** The desk's own writes in a machine folder: nothing for others, whatever the session's umask (files 0660, folders 2770). */
export const MACHINE_UMASK = 0o007;

export function enterMachineFolder(): void {
  if (process.platform !== 'win32') process.umask(MACHINE_UMASK);
}
