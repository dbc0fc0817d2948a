/**
 * The offline route's install (offline.ts checks the folder): `ClaimDesk --update-from=<folder>`, for IT with a USB
 * disk or a share. The folder is checked first, on the channel the policy file sets (stable otherwise); a refusal
 * is shown and nothing runs; a folder that passes is installed only after the install dialog's yes, by the
 * installer's own silent switches (the same as electron-updater's), and ClaimDesk quits for it.
 */
import type { PolicyRead } from '../policy/policy-file';
import { checkUpdateFolder, type OfflineOptions } from './offline';
import type { ConfirmInstall } from './port';

const ARG = '--update-from=';

/** The folder named on the command line, if any. */
export function updateFolderArg(argv: readonly string[]): string | undefined {
  const found = argv
    .find((arg) => arg.startsWith(ARG))
    ?.slice(ARG.length)
    .trim();
  return found === undefined || found === '' ? undefined : found;
}

/** The command that installs a checked installer silently, or undefined where ClaimDesk cannot run it itself. */
export function installerCommand(
  platform: NodeJS.Platform,
  installer: string,
): { readonly command: string; readonly args: readonly string[] } | undefined {
  if (platform === 'win32') return { command: installer, args: ['--updated', '/S', '--force-run'] };
  if (platform === 'linux' && installer.endsWith('.deb')) return { command: 'pkexec', args: ['dpkg', '-i', installer] };
  return undefined;
}

export interface OfflineInstallDeps {
  readonly check: Omit<OfflineOptions, 'channel'>;
  readonly policy: PolicyRead;
  readonly confirm: ConfirmInstall;
  /** Shows a refusal (a native error box in the app). */
  readonly refuse: (message: string) => void;
  /** Starts the installer detached and quits ClaimDesk. */
  readonly run: (command: string, args: readonly string[]) => void;
}

export type OfflineOutcome = 'installing' | 'refused' | 'declined' | 'not-supported';

export async function installFromFolder(folder: string, deps: OfflineInstallDeps): Promise<OfflineOutcome> {
  const channel = (deps.policy.kind === 'applied' ? deps.policy.policy.updates?.channel : undefined) ?? 'stable';
  const verdict = await checkUpdateFolder(folder, { ...deps.check, channel });
  if (!verdict.ok) {
    deps.refuse(verdict.message);
    return 'refused';
  }
  const command = installerCommand(deps.check.platform, verdict.installer);
  if (command === undefined) {
    deps.refuse(
      `${verdict.installer}: install it by hand (ClaimDesk installs only Windows installers and debs itself)`,
    );
    return 'not-supported';
  }
  if (!(await deps.confirm(verdict.version))) return 'declined';
  deps.run(command.command, command.args);
  return 'installing';
}
