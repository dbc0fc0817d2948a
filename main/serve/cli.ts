/**
 * `npm run serve`: ClaimDesk in a browser on this computer. Prints the address
 * (with this run's access token) on a line starting `ClaimDesk browser mode:`
 * only once the server listens, for people and for the end-to-end tests to wait
 * on: the data folder is then taken, and the desk starts behind the server (its
 * calls wait for it), so the page loads while the store opens; what the desk runs
 * on (the demo, or the insurer's address) follows once it does. A desk that cannot
 * start is said on stderr and the process ends. Stops cleanly on SIGINT/SIGTERM. Exit code 2 on bad options, 1 when it cannot start
 * (another ClaimDesk on the data folder among the reasons: main/core/data-folder-lock.ts).
 * It logs to <data folder>/logs/claimdesk.log (errors also on stderr, until its pipes are gone:
 * main/log/console-guard.ts), uncaught errors included: they are logged and told to staff, and
 * the server keeps running (main/log/uncaught.ts).
 */
import path from 'node:path';
import { describeException } from '../operations/describe-exception';
import { createLogger, LOG_DIR } from '../log/logger';
import { runtimeVersions } from '../log/runtime';
import { createStaffAlerts } from '../log/staff-alerts';
import { catchUncaught } from '../log/uncaught';
import { policyFileFor, regQuery } from '../desk/policy/policy-sources';
import { openBrowserMode, READY_PREFIX, type OpenBrowserMode } from './browser-mode';
import { PAGE_FIRST } from './desk-start-gate';
import { parseServeCommand, USAGE } from './options';

/** The desk's first background runs (retention, sync, the tariff check) wait this long: the first screen comes first. */
const FIRST_RUNS_AFTER_MS = 2_000;

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
  const logger = createLogger({ dir: path.join(config.dataDir, LOG_DIR), console: 'error' });
  const alerts = createStaffAlerts();
  const running: { app?: OpenBrowserMode } = {};
  // Ready to stop cleanly before the ready line: whoever waits for it may send SIGTERM at once.
  let stopping = false;
  const stop = (): void => {
    if (stopping || !running.app) return;
    stopping = true;
    logger.info('ClaimDesk stops');
    running.app.stop().then(
      () => out('ClaimDesk stopped.'),
      (error: unknown) => {
        logger.error('could not stop cleanly', error);
        err(`serve: could not stop cleanly: ${describeException(error)}`);
        process.exitCode = 1;
      },
    );
  };
  catchUncaught(process, {
    log: logger.scope('main'),
    alerts,
    quit: () => {
      process.exitCode = 1;
      stop();
    },
  });
  logger.info('ClaimDesk starts (browser mode)', { ...runtimeVersions(), dataFolder: config.dataDir });
  const policyFile = policyFileFor(process.platform, process.env);
  const policyRegistry = process.platform === 'win32' ? regQuery() : undefined;
  const opened = await openBrowserMode({
    ...config,
    core: { policyFile, policyRegistry, firstRunsAfterMs: FIRST_RUNS_AFTER_MS },
    logger,
    alerts,
    deskWaitsForPage: PAGE_FIRST,
  });
  if (!opened.ok) {
    err(`serve: ${opened.message}`);
    process.exitCode = 1;
    return;
  }
  const app = (running.app = opened.value);
  logger.info(`listening on http://127.0.0.1:${app.port}/`);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  out(`Data folder: ${config.dataDir}`);
  out(`${READY_PREFIX}${app.url}`);
  out('Open this address in a browser on this computer. Press Ctrl+C to stop.');
  const started = await app.started;
  if (!started.ok) {
    err(`serve: ${started.message}`);
    process.exitCode = 1;
    stop();
    return;
  }
  if (started.value.mode === 'demo') {
    out('DEMO: no insurer service is configured (set CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN to use one).');
    out('      ClaimDesk runs on its built-in simulated service with demo members; try card CD-1000017.');
    out(`Simulated service (test hooks under /__sim/): ${started.value.serviceUrl}`);
  } else {
    out(`Insurer service: ${started.value.serviceUrl}`);
  }
}

main().catch((error: unknown) => {
  err(`serve: ${describeException(error)}`);
  process.exitCode = 1;
});
