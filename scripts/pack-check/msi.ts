/**
 * The MSI's configuration, as electron-builder resolved it from electron-builder.yml (pack:check reads it from
 * the stand-in pack's context). An MSI cannot be built on Linux (WiX runs on Windows): what is checked here is
 * what the configuration promises IT (docs/it-guide.md, "Installing"), not the MSI's tables; the release
 * workflow's Windows job builds the real one.
 */
import type { Configuration } from 'electron-builder';

/** Pinned for ever: a new upgrade code makes the next MSI install beside the old one instead of upgrading it. */
export const MSI_UPGRADE_CODE = '02C22310-AB65-5930-BF74-9D80C8C868F4';

const targetNames = (config: Configuration): string[] => {
  const target = config.win?.target;
  const list = Array.isArray(target) ? target : target === undefined || target === null ? [] : [target];
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.target));
};

export function msiConfigProblems(config: Configuration): string[] {
  const problems: string[] = [];
  const targets = targetNames(config);
  if (!targets.includes('msi')) problems.push('win.target has no msi (IT deploys the MSI by Group Policy or Intune)');
  if (!targets.includes('nsis')) problems.push('win.target has no nsis (the installer that updates itself)');
  const msi = config.msi ?? {};
  if (msi.perMachine !== true)
    problems.push('msi.perMachine is not true (Group Policy and Intune install per machine)');
  if (msi.oneClick === false) problems.push('msi.oneClick is false (a silent deployment has no wizard to answer)');
  if (msi.runAfterFinish !== false)
    problems.push('msi.runAfterFinish is not false (a silent install runs as SYSTEM: ClaimDesk must not start as it)');
  if ((msi.upgradeCode ?? '').toUpperCase() !== MSI_UPGRADE_CODE)
    problems.push(`msi.upgradeCode is not ${MSI_UPGRADE_CODE} (every MSI must upgrade the one before it)`);
  return problems;
}
