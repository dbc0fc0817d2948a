/**
 * Where the desk lives (docs/it-guide.md, "One desk per PC or one per account"): in the account's data folder
 * (userData, data-folder.ts), or, when the policy file says `"desk": { "scope": "machine" }`, in the machine
 * folder every account in ClaimDesk's group opens (main/desk/machine/machine-folder.ts). Chromium's own files and the
 * window's place stay the account's in either case.
 *
 * A policy file that is refused says nothing of the scope: where a machine folder exists the desk then refuses to
 * start (opening the account's own desk instead would split the PC's claims in two); elsewhere it is the account's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PolicyRead } from '../desk/policy/policy-file';
import { say } from '../i18n/words';
import type { FolderCheck } from '../desk/machine/machine-folder';
import { DATABASE_FILE } from '../store/open-store';

export type DeskScope = 'user' | 'machine';

export interface DeskPlace {
  readonly scope: DeskScope;
  /** The desk's root: its data folders, token, first-run choice and logs. */
  readonly root: string;
  /** For the log: an account's own desk the machine-wide one leaves as it is. */
  readonly leftBehind?: string;
}

export type DeskPlaceResult =
  { readonly ok: true; readonly value: DeskPlace } | { readonly ok: false; readonly message: string };

export interface DeskPlaceInput {
  readonly userData: string;
  readonly machineFolder: string;
  readonly policy: PolicyRead;
  /** The machine folder's check (permissions, this account's membership). */
  readonly check: (dir: string) => FolderCheck;
}

export function placeDesk({ userData, machineFolder, policy, check }: DeskPlaceInput): DeskPlaceResult {
  if (policy.kind === 'refused') {
    if (!fs.existsSync(machineFolder)) return { ok: true, value: { scope: 'user', root: userData } };
    return { ok: false, message: say('machine.policyRefused', { policy: policy.message, dir: machineFolder }) };
  }
  if (policy.kind !== 'applied' || policy.policy.desk?.scope !== 'machine') {
    return { ok: true, value: { scope: 'user', root: userData } };
  }
  const checked = check(machineFolder);
  if (!checked.ok) return checked;
  const own = path.join(userData, 'desk');
  const leftBehind = fs.existsSync(path.join(own, DATABASE_FILE)) ? own : undefined;
  return {
    ok: true,
    value: { scope: 'machine', root: machineFolder, ...(leftBehind !== undefined && { leftBehind }) },
  };
}
