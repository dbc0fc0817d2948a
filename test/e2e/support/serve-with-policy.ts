/**
 * Browser mode for the end-to-end tests of the policy: as main/serve/cli.ts, but with the policy file beside the data
 * folder (`<data folder>.policy.json`) in place of /etc/claimdesk/policy.json, which a test may not write. The
 * browser mode's own `core.policyFile` option (CoreOptions.policyFile), not a flag staff could use to escape a policy.
 */
import { READY_PREFIX, startBrowserMode } from '../../../main/serve/browser-mode';
import { parseServeCommand } from '../../../main/serve/options';

async function main(): Promise<void> {
  const command = parseServeCommand(process.argv.slice(2), process.env);
  if (command.kind !== 'run') throw new Error('serve-with-policy: bad options');
  const policyFile = `${command.config.dataDir}.policy.json`;
  const started = await startBrowserMode({ ...command.config, core: { policyFile } });
  if (!started.ok) throw new Error(started.message);
  const app = started.value;
  process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)));
  process.stdout.write(`${READY_PREFIX}${app.url}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`serve-with-policy: ${String(error)}\n`);
  process.exitCode = 1;
});
