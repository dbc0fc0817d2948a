/**
 * The browser mode put together: the core on the data folder (the embedded
 * simulator when no service is configured), the operation host on it (the token
 * kept in memory for this run), and the HTTP server in front, both logging to the
 * log given (main/log). stop() closes the server first, so no operation starts on
 * a core that is stopping.
 */
import type { ServiceMode } from '../../shared/core-status';
import type { CoreOptions } from '../app/core';
import { createMemoryTokenStore } from '../app/operations/token-store';
import { createMemorySetupStore } from '../app/setup-choice';
import { startLoggedCore } from '../log/core-log';
import { silentLogger, type Logger } from '../log/logger';
import { createLoggedOperationHost } from '../log/operation-log';
import { createStaffAlerts, type StaffAlerts } from '../log/staff-alerts';
import { keepPrivate } from '../store/private-files';
import type { ServeConfig } from './options';
import { startServer } from './server';

/** The line the CLI prints once the server listens, followed by the address; end-to-end tests wait for it. */
export const READY_PREFIX = 'ClaimDesk browser mode: ';

export interface BrowserModeOptions extends ServeConfig {
  readonly core?: Omit<CoreOptions, 'dataDir' | 'onProblem'>;
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
  // 0700, everything in it repaired to 0700/0600 (main/store/private-files.ts).
  keepPrivate(options.dataDir);
  const logger = options.logger ?? silentLogger;
  const alerts = options.alerts ?? createStaffAlerts();
  const started = await startLoggedCore(
    options.settings,
    { ...options.core, dataDir: options.dataDir },
    { logger, alerts },
  );
  if (!started.ok) return { ok: false, message: started.error.message };
  const core = started.value;
  const host = createLoggedOperationHost(
    core,
    {
      tokenStore: createMemoryTokenStore(options.settings.service?.token ?? null),
      dataDir: options.dataDir,
      // Browser mode takes its service from flags and environment; the first-run choice is asked only with --setup.
      setup: options.setup === true ? createMemorySetupStore() : undefined,
      diagnostics: { logger, alerts },
    },
    logger,
  );
  let server;
  try {
    server = await startServer({
      host,
      staticDir: options.staticDir,
      port: options.port,
      heartbeatMs: options.heartbeatMs,
    });
  } catch (error) {
    await core.stop();
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
        await core.stop();
      },
    },
  };
}
