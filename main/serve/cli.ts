/**
 * `npm run serve`: ClaimDesk in a browser on this computer. Prints the address
 * (with this run's access token) on a line starting `ClaimDesk browser mode:`
 * only once the server listens, for people and for the end-to-end tests to wait
 * on; stops cleanly on SIGINT/SIGTERM. Exit code 2 on bad options, 1 when it cannot start.
 */
import { describeException } from '../app/operations';
import { READY_PREFIX, startBrowserMode } from './browser-mode';
import { parseServeCommand, USAGE } from './options';

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const err = (line: string): void => void process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const command = parseServeCommand(process.argv.slice(2), process.env);
  if (command.kind === 'help') {
    out(USAGE);
    return;
  }
  if (command.kind === 'error') {
    err(`serve: ${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { config } = command;
  const started = await startBrowserMode({
    ...config,
    onProblem: (problem) => err(`ClaimDesk: ${problem.message} (${describeException(problem.error)})`),
    onOperationProblem: (entry) =>
      err(`ClaimDesk: ${entry.operation} failed unexpectedly (${entry.problem}: ${entry.detail})`),
  });
  if (!started.ok) {
    err(`serve: ${started.message}`);
    process.exitCode = 1;
    return;
  }
  const app = started.value;
  // Ready to stop cleanly before the ready line: whoever waits for it may send SIGTERM at once.
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    app.stop().then(
      () => out('ClaimDesk stopped.'),
      (error: unknown) => {
        err(`serve: could not stop cleanly: ${describeException(error)}`);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (app.mode === 'demo') {
    out('DEMO: no insurer service is configured (set CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN to use one).');
    out('      ClaimDesk runs on its built-in simulated service with demo members; try card CD-1000017.');
    out(`Simulated service (test hooks under /__sim/): ${app.serviceUrl}`);
  } else {
    out(`Insurer service: ${app.serviceUrl}`);
  }
  out(`Data folder: ${config.dataDir}`);
  out(`${READY_PREFIX}${app.url}`);
  out('Open this address in a browser on this computer. Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  err(`serve: ${describeException(error)}`);
  process.exitCode = 1;
});
