/**
 * The protection of a machine-wide desk's store key and token (docs/it-guide.md, "What protects a desk for the
 * whole PC"): they cannot be wrapped by one account's keychain, which the others cannot open. Given to the core as
 * safeStorage is (token-store.ts: the token store, and the key's wrapper through keyWrapperOf):
 * - Windows: DPAPI with the machine's scope (ProtectedData, LocalMachine), called through PowerShell, in files the
 *   machine folder's ACL gives to the group `ClaimDesk Users`: any account of this PC could unwrap them, so the ACL is
 *   what keeps them to the group; a copy of the files alone (a backup, a disk image without the PC's system secrets)
 *   does not open them;
 * - Linux: no machine-wide secret store exists, so the files hold the key and token as they are, and the folder's
 *   modes (2770/0660, group `claimdesk`) are the protection, as a database server's key file is: root and anyone
 *   with a copy of the disk can read them (disk encryption is the clinic's answer to that).
 */
import { execFileSync } from 'node:child_process';
import {
  checkPosixFolder,
  checkWindowsAcl,
  parseAcl,
  READ_ACL_SCRIPT,
  type FolderCheck,
} from '../desk/machine/machine-folder';
import type { SafeStorageLike } from './token-store';

/** Runs a PowerShell script with `input` on its standard input; answers its standard output. */
export type PowerShell = (script: string, input: string) => string;

export const runPowerShell: PowerShell = (script, input) =>
  execFileSync('powershell.exe', ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-Command', script], {
    input,
    encoding: 'utf8',
    windowsHide: true,
  });

const dpapiScript = (verb: 'Protect' | 'Unprotect'): string =>
  [
    'Add-Type -AssemblyName System.Security',
    '$bytes = [Convert]::FromBase64String([Console]::In.ReadToEnd().Trim())',
    `$out = [Security.Cryptography.ProtectedData]::${verb}($bytes, $null, [Security.Cryptography.DataProtectionScope]::LocalMachine)`,
    '[Console]::Out.Write([Convert]::ToBase64String($out))',
  ].join('; ');

export const DPAPI_PROTECT = dpapiScript('Protect');
export const DPAPI_UNPROTECT = dpapiScript('Unprotect');

/**
 * DPAPI, machine scope: what is wrapped on this PC unwraps on this PC, for any of its accounts. Each unwrapping
 * is kept for the process (by the wrapped bytes): a PowerShell start costs about a second, and the token is read
 * several times as the desk starts.
 */
export function machineDpapi(powerShell: PowerShell = runPowerShell): SafeStorageLike {
  const unwrapped = new Map<string, string>();
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) =>
      Buffer.from(powerShell(DPAPI_PROTECT, Buffer.from(text, 'utf8').toString('base64')).trim(), 'base64'),
    decryptString: (wrapped) => {
      const key = wrapped.toString('base64');
      const known = unwrapped.get(key);
      if (known !== undefined) return known;
      const text = Buffer.from(powerShell(DPAPI_UNPROTECT, key).trim(), 'base64').toString('utf8');
      unwrapped.set(key, text);
      return text;
    },
  };
}

/** The folder's modes alone (Linux): the text kept as it is. */
export const folderModesOnly: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(text, 'utf8'),
  decryptString: (kept) => kept.toString('utf8'),
};

export const machineProtectionFor = (platform: NodeJS.Platform, powerShell?: PowerShell): SafeStorageLike =>
  platform === 'win32' ? machineDpapi(powerShell) : folderModesOnly;

/** The machine folder's check for this OS: its ACL read through PowerShell on Windows, its modes elsewhere. */
export function machineFolderCheck(platform: NodeJS.Platform, powerShell: PowerShell = runPowerShell) {
  if (platform !== 'win32') return (dir: string): FolderCheck => checkPosixFolder(dir);
  return (dir: string): FolderCheck => {
    let output: string;
    try {
      output = powerShell(READ_ACL_SCRIPT, dir);
    } catch {
      return checkWindowsAcl(dir, undefined);
    }
    return checkWindowsAcl(dir, parseAcl(output));
  };
}
