/**
 * The browser mode put together: the desk (main/host/desk-host.ts: the data folder locked, the core on it with the
 * embedded simulator when no service is configured, the operation host with the token kept in memory for this
 * run) and the HTTP server in front, both logging to the log given (main/log). What is browser mode's own: one
 * data folder, its service from flags and environment (a new one in Settings waits for a restart), the memory
 * token and first-run choice, and the server. stop() closes the server first, then the desk.
 */
import path from 'node:path';
import type { ServiceMode } from '../../shared/core-status';
import type { CoreOptions } from '../core/core';
import { startDeskHost } from '../host/desk-host';
import { createMemoryTokenStore } from '../desk/settings/token-store';
import { createMemorySetupStore } from '../desk/setup-choice';
import { LOG_DIR, silentLogger, type Logger } from '../log/logger';
import { createStaffAlerts, type StaffAlerts } from '../log/staff-alerts';
import { keepPrivate } from '../store/private-files';
import { fileKeySource } from '../store/store-key';
import type { ServeConfig } from './options';
import { startServer } from './server';

/** The line the CLI prints once the server listens, followed by the address; end-to-end tests wait for it. */
export const READY_PREFIX = 'ClaimDesk browser mode: ';

export interface BrowserModeOptions extends ServeConfig {
  readonly core?: Omit<CoreOptions, 'dataDir' | 'onProblem' | 'keys'>;
  readonly heartbeatMs?: number;
  /** Where the core and the host log; nothing is logged when absent. */
  readonly logger?: Logger;
  /** The problems told to staff; a list of its own when absent. */
  readonly alerts?: StaffAlerts;
}

export interface BrowserMode {
  readonly mode: ServiceMode;
  /** The insurer service in use: the embedded simulator's address (with its /__sim hooks) in demo mode. */
  readonly serviceUrl: string;
  readonly port: number;
  /** The address to open, with this run's access token in the fragment. */
  readonly url: string;
  stop(): Promise<void>;
}

export type StartBrowserModeResult = { ok: true; value: BrowserMode } | { ok: false; message: string };

export async function startBrowserMode(options: BrowserModeOptions): Promise<StartBrowserModeResult> {
  const logger = options.logger ?? silentLogger;
  const alerts = options.alerts ?? createStaffAlerts();
  const { dataDir, settings } = options;
  // 0700, everything in it repaired to 0700/0600 (main/store/private-files.ts).
  keepPrivate(dataDir);
  const started = await startDeskHost(settings, {
    logging: { logger, alerts },
    dataFolders: [dataDir],
    dataDirFor: () => dataDir,
    anotherFolder: '--data-dir',
    core: { ...options.core, keys: options.keys ?? fileKeySource() },
    serve: () => ({
      parts: {
        tokenStore: createMemoryTokenStore(settings.service?.token ?? null),
        // The first-run choice is asked only with --setup (again after a forget: a new memory each core).
        setup: options.setup === true ? createMemorySetupStore() : undefined,
        diagnostics: { logger, alerts },
      },
    }),
    // A forget starts again on this run's options: the demo (or the service of flags and environment).
    forget: { logDir: path.join(dataDir, LOG_DIR), alsoErase: [], firstRun: () => settings },
    onFailure: (error) => logger.error('The desk could not start again', error),
  });
  if (!started.ok) return started;
  const { value: desk, core } = started;
  let server;
  try {
    server = await startServer({
      host: desk,
      staticDir: options.staticDir,
      port: options.port,
      heartbeatMs: options.heartbeatMs,
    });
  } catch (error) {
    await desk.stop();
    logger.error(`could not listen on port ${options.port}`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: `ClaimDesk could not listen on port ${options.port} (${reason}). Choose another port.`,
    };
  }
  const running = server;
  return {
    ok: true,
    value: {
      mode: core.mode,
      serviceUrl: core.serviceUrl,
      port: running.port,
      url: running.url,
      stop: async () => {
        await running.close();
        await desk.stop();
      },
    },
  };
}
