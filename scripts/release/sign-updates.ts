/**
 * `tsx scripts/release/sign-updates.ts <release folder>`: the release workflow's signing of the update
 * files, with the Ed25519 private key (PEM) in UPDATE_SIGNING_KEY. Without it the release is left unsigned,
 * with a warning on the run: desks refuse such an update. `--verify <folder>` checks the signatures against
 * the keys the app pins (docs/releasing.md).
 */
import { RELEASE_KEYS } from '../../main/desk/updates/release-key';
import { signFolder, verifyFolder } from './update-signatures';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verify = args[0] === '--verify';
  const folder = verify ? args[1] : args[0];
  if (folder === undefined) {
    console.error('usage: tsx scripts/release/sign-updates.ts [--verify] <release folder>');
    process.exitCode = 2;
    return;
  }
  if (verify) {
    const verdicts = await verifyFolder(folder, RELEASE_KEYS);
    for (const [name, refusal] of verdicts)
      console.log(`${refusal === null ? 'ok     ' : 'REFUSED'} ${name}${refusal ? ` (${refusal})` : ''}`);
    process.exitCode = [...verdicts.values()].every((refusal) => refusal === null) ? 0 : 1;
    return;
  }
  const key = (process.env.UPDATE_SIGNING_KEY ?? '').trim();
  if (key === '') {
    const warning =
      'Update files not signed (no UPDATE_SIGNING_KEY): every ClaimDesk desk will refuse this release as an update.';
    console.log(
      process.env.GITHUB_ACTIONS === 'true' ? `::warning title=Unsigned updates::${warning}` : `WARNING: ${warning}`,
    );
    return;
  }
  const names = await signFolder(folder, `${key}\n`, RELEASE_KEYS);
  console.log(`Signed ${names.length} files in ${folder}: ${names.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
