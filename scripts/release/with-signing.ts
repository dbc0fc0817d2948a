/**
 * `tsx scripts/release/with-signing.ts <mac|win|linux> [-- command ...]` prints what will be signed
 * and notarized and what will not (as GitHub Actions annotations in CI), then runs the command, if
 * any, without the credential variables that are set but empty: a secret missing from the store
 * reaches the workflow as an empty string, which electron-builder would take for a value.
 */
import { spawnSync } from 'node:child_process';
import { builderArgs, signingReport, withoutEmptyCredentials, type SigningReport } from './signing';

function print(report: SigningReport, inCi: boolean): void {
  for (const note of report.notes) console.log(note);
  for (const warning of report.warnings)
    console.log(inCi ? `::warning title=Unsigned build::${warning}` : `WARNING: ${warning}`);
  for (const error of report.errors)
    console.error(inCi ? `::error title=Signing credentials::${error}` : `ERROR: ${error}`);
}

function main(): void {
  const [target, separator, command, ...args] = process.argv.slice(2);
  if ((target !== 'mac' && target !== 'win' && target !== 'linux') || (separator !== undefined && separator !== '--')) {
    console.error('usage: tsx scripts/release/with-signing.ts <mac|win|linux> [-- command ...]');
    process.exitCode = 2;
    return;
  }
  const report = signingReport(target, process.env);
  print(report, process.env.GITHUB_ACTIONS === 'true');
  if (report.errors.length > 0) {
    process.exitCode = 1;
    return;
  }
  if (command === undefined) return;
  // electron-builder's own command line gets the signed flag (About) and, for hardware or cloud keys, the hook.
  const extra = args.includes('electron-builder') ? builderArgs(target, process.env) : [];
  const run = spawnSync(command, [...args, ...extra], {
    stdio: 'inherit',
    env: withoutEmptyCredentials(process.env),
    // npx is a .cmd script on Windows, which only a shell starts.
    shell: process.platform === 'win32',
  });
  process.exitCode = run.status ?? 1;
}

main();
