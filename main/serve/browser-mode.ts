/**
 * The browser mode put together: the desk (main/host/desk-host.ts: the data folder locked, the core on it with the
 * embedded simulator when no service is configured, the operation host with the token kept in memory for this
 * run) and the HTTP server in front, both logging to the log given (main/log). What is browser mode's own: one
 * data folder, its service from flags and environment (a new one in Settings waits for a restart), the memory
 * token and first-run choice, and the server. stop() closes the server first, then the desk.
 *
 * It starts in two steps, so that the page loads while the store opens: openBrowserMode takes the data folder and
 * listens, its calls waiting for the desk (main/host/starting-host.ts); the desk, its modules loaded only then,
 * starts behind it (`started`). startBrowserMode does both and answers once the desk runs.
 */
import path from 'node:path';
import type { ServiceMode } from '../../shared/core-status';
import type { CoreOptions } from '../core/core';
import type { FolderLock } from '../core/data-folder-lock';
import { createStartingHost } from '../host/starting-host';
import type { OperationHost } from '../operations/host-api';
import { takeDataFolder } from '../host/take-folder';
import { createMemoryTokenStore } from '../desk/settings/token-store';
import { createMemorySetupStore } from '../desk/setup-choice';
import { LOG_DIR, silentLogger, type Logger } from '../log/logger';
import { createStaffAlerts, type StaffAlerts } from '../log/staff-alerts';
import { keepPrivate } from '../store/private-files';
import { fileKeySource } from '../store/store-key';
import type { ServeConfig } from './options';
import { startServer, type RunningServer } from './server';

/** How staff run browser mode on another data folder, when its folder is in use. */
const ANOTHER_FOLDER = '--data-dir';

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

/** The desk behind the server, once it runs. */
export interface DeskRunning {
  readonly mode: ServiceMode;
  /** The insurer service in use: the embedded simulator's address (with its /__sim hooks) in demo mode. */
  readonly serviceUrl: string;
}

export type DeskStart = { ok: true; value: DeskRunning } | { ok: false; message: string };

export interface OpenBrowserMode {
  readonly port: number;
  /** The address to open, with this run's access token in the fragment. */
  readonly url: string;
  /** Settles once the desk runs or could not start (its calls then answer why); never rejects. */
  readonly started: Promise<DeskStart>;
  /** Closes the server, then stops the desk (once its start has settled). */
  stop(): Promise<void>;
}

export interface BrowserMode extends DeskRunning {
  readonly port: number;
  /** The address to open, with this run's access token in the fragment. */
  readonly url: string;
  stop(): Promise<void>;
}

export type OpenBrowserModeResult = { ok: true; value: OpenBrowserMode } | { ok: false; message: string };
export type StartBrowserModeResult = { ok: true; value: BrowserMode } | { ok: false; message: string };

async function listen(options: BrowserModeOptions, host: OperationHost) {
  try {
    const server = await startServer({
      host,
      staticDir: options.staticDir,
      port: options.port,
      heartbeatMs: options.heartbeatMs,
    });
    return { ok: true as const, server };
  } catch (error) {
    (options.logger ?? silentLogger).error(`could not listen on port ${options.port}`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false as const,
      message: `ClaimDesk could not listen on port ${options.port} (${reason}). Choose another port.`,
    };
  }
}

/** The data folder taken and the server listening; the desk starts behind it. */
export async function openBrowserMode(options: BrowserModeOptions): Promise<OpenBrowserModeResult> {
  const { dataDir } = options;
  // 0700, everything in it repaired to 0700/0600 (main/store/private-files.ts).
  keepPrivate(dataDir);
  const taken = takeDataFolder(dataDir, ANOTHER_FOLDER);
  if (!taken.ok) return taken;
  const starting = createStartingHost();
  const listening = await listen(options, starting.host);
  if (!listening.ok) {
    taken.lock.release();
    return listening;
  }
  const desk = startDesk(options, taken.lock);
  const started = desk.then((result): DeskStart => {
    if (result.ok) {
      starting.started(result.value);
      return { ok: true, value: { mode: result.core.mode, serviceUrl: result.core.serviceUrl } };
    }
    starting.failed(result.message);
    return result;
  });
  const server: RunningServer = listening.server;
  return {
    ok: true,
    value: {
      port: server.port,
      url: server.url,
      started,
      stop: async () => {
        await server.close();
        const result = await desk;
        if (result.ok) await result.value.stop();
      },
    },
  };
}

/** The desk on the folder already taken; its modules (the core, the store, the operations) load only now. */
async function startDesk(options: BrowserModeOptions, lock: FolderLock) {
  const { startDeskHost } = await import('../host/desk-host');
  // Loading those modules held this thread: the page's requests that came meanwhile are answered first.
  await new Promise((resolve) => setImmediate(resolve));
  const logger = options.logger ?? silentLogger;
  const alerts = options.alerts ?? createStaffAlerts();
  const { dataDir, settings } = options;
  try {
    return await startDeskHost(settings, {
      logging: { logger, alerts },
      dataFolders: [dataDir],
      dataDirFor: () => dataDir,
      anotherFolder: ANOTHER_FOLDER,
      taken: { dataDir, lock },
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
  } catch (error) {
    logger.error('The desk could not start', error);
    lock.release();
    return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Browser mode, answered once its desk runs (or why it cannot). */
export async function startBrowserMode(options: BrowserModeOptions): Promise<StartBrowserModeResult> {
  const opened = await openBrowserMode(options);
  if (!opened.ok) return opened;
  const { value: open } = opened;
  const started = await open.started;
  if (!started.ok) {
    await open.stop();
    return started;
  }
  return { ok: true, value: { ...started.value, port: open.port, url: open.url, stop: () => open.stop() } };
}
