/**
 * The core, started with its log: both hosts start it through here. What an IT person
 * needs, and nothing staff typed: opening the store (its integrity check, a restore, a
 * migration, a backup, with timings), each request to the insurer's service (method,
 * route template, status, outcome, duration: never a body or a filled-in path), each
 * sync run (started, done or failed, with the counts left) and the service going
 * online or offline, the store's notices, and the core's background failures, which
 * staff are told about too (staff-alerts.ts). The token the core starts with is given
 * to the logger first, so it is never written even if a message were to quote it.
 */
import type { Core, CoreOptions } from './core';
import { startCore } from './core';
import type { Settings } from '../desk/settings/service-settings';
import type { RemoteLogEntry } from '../remote/client';
import type { SyncStatus } from '../../shared/domain/sync';
import type { Log, Logger } from '../log/logger';
import type { StaffAlerts } from '../log/staff-alerts';

export interface CoreLogging {
  readonly logger: Logger;
  readonly alerts: StaffAlerts;
}

function logRequest(log: Log, entry: RemoteLogEntry): void {
  const line = `${entry.method} ${entry.route} → ${entry.status ?? 'no answer'}, ${entry.outcome} (${entry.durationMs} ms)`;
  if (entry.outcome === 'ok') log.info(line);
  else log.warn(line);
}

const leftCounts = (status: SyncStatus): string =>
  `waiting ${status.pendingCount} (unconfirmed ${status.unconfirmedCount}, on a referral letter ${status.waitingOnDocumentCount}), needing attention ${status.needsAttentionCount}, ` +
  `documents waiting ${status.pendingDocumentCount} (needing attention ${status.documentsNeedingAttentionCount}), ` +
  `batches whose statuses could not be read ${status.unreadBatchCount}`;

/** Logs each run of the sync engine (not each claim: the audit trail has those) and each change of connectivity. */
function watchSync(core: Core, log: Log): void {
  let last = core.sync.status();
  let progress = last.progress;
  if (last.phase === 'syncing') log.info(`run started: ${progress?.total ?? 0} item(s) due`);
  core.sync.onStatus((status) => {
    if (status.connectivity !== last.connectivity && status.connectivity !== 'unknown') {
      log.info(`the service is ${status.connectivity}`);
    }
    if (status.phase !== last.phase) {
      if (status.phase === 'syncing') {
        log.info(`run started: ${status.progress?.total ?? 0} item(s) due`);
      } else {
        const settled = progress ? `${progress.done} of ${progress.total} settled; ` : '';
        if (status.phase === 'failed')
          log.warn(`run failed: ${status.lastError?.message ?? ''} (${settled}${leftCounts(status)})`);
        else log.info(`run done (${settled}${leftCounts(status)})`);
      }
    }
    progress = status.progress ?? progress;
    if (status.phase !== 'syncing') progress = undefined;
    last = status;
  });
}

export async function startLoggedCore(
  settings: Settings,
  options: CoreOptions,
  { logger, alerts }: CoreLogging,
): ReturnType<typeof startCore> {
  if (settings.service) logger.remember(settings.service.token, 'secret');
  const store = logger.scope('store');
  const service = logger.scope('service');
  const started = await startCore(settings, {
    ...options,
    storeLog: (entry) => store.info(`${entry.event}: ${entry.detail} (${Math.round(entry.durationMs)} ms)`),
    client: { ...options.client, log: (entry) => logRequest(service, entry) },
    retention: { ...options.retention, log: (message) => logger.scope('retention').info(message) },
    offsite: { ...options.offsite, log: (message) => logger.scope('offsite-backup').warn(message) },
    onLogLevel: (level) => {
      logger.setLevel(level);
      options.onLogLevel?.(level);
    },
    onProblem: (problem) => {
      logger.scope(problem.source).error(problem.message, problem.error);
      alerts.raise(problem.source);
      options.onProblem?.(problem);
    },
  });
  if (!started.ok) {
    store.error(`the store did not open (${started.error.code}): ${started.error.message}`);
    return started;
  }
  const core = started.value;
  logger.info(
    `core started: ${core.mode === 'demo' ? 'demo, on the built-in simulated service' : 'insurer service'} at ${core.serviceUrl}; data in ${options.dataDir}`,
  );
  const { policy } = core;
  if (policy.kind === 'refused') logger.scope('policy').warn(policy.message);
  if (policy.kind === 'applied') logger.scope('policy').info(`the policy of ${policy.file} is applied`);
  if (core.serviceRefused !== null) logger.scope('policy').warn(core.serviceRefused);
  for (const notice of core.notices) {
    if (notice.level === 'warning') store.warn(notice.message);
    else store.info(notice.message);
  }
  if (core.recoveryKeyMissing())
    logger
      .scope('recovery')
      .warn('no recovery key was issued for this desk: its backups cannot be moved to another PC');
  watchSync(core, logger.scope('sync'));
  return started;
}
