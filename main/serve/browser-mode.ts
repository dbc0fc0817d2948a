/**
 * The browser mode put together: the core on the data folder (the embedded
 * simulator when no service is configured), the operation host on it (the token
 * kept in memory for this run), and the HTTP server in front, both logging to the
 * log given (main/log). stop() closes the server first, so no operation starts on
 * a core that is stopping. "Forget this device" restarts the core, in place, on
 * the emptied data folder (forgetAndRestart below).
 */
import path from 'node:path';
import type { ServiceMode } from '../../shared/core-status';
import type { Core, CoreOptions } from '../core/core';
import { eraseTargets, storeTargets } from '../desk/forget-device';
import type { OperationHost } from '../operations';
import { createMemoryTokenStore } from '../desk/settings/token-store';
import { createMemorySetupStore } from '../desk/setup-choice';
import { startLoggedCore } from '../core/core-log';
import { LOG_DIR, silentLogger, type Logger } from '../log/logger';
import type { StoreFailure } from '../store/store-failure';
import { createLoggedOperationHost } from '../operations/operation-log';
import { createStaffAlerts, type StaffAlerts } from '../log/staff-alerts';
import { keepPrivate } from '../store/private-files';
import { fileKeySource } from '../store/store-key';
import type { ServeConfig } from './options';
import { startServer } from './server';
import { lockDataFolder } from '../core/data-folder-lock';

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

interface Desk {
  readonly core: Core;
  readonly host: OperationHost;
}

export async function startBrowserMode(options: BrowserModeOptions): Promise<StartBrowserModeResult> {
  // 0700, everything in it repaired to 0700/0600 (main/store/private-files.ts).
  keepPrivate(options.dataDir);
  // One browser mode per data folder (data-folder-lock.ts): a second would sync the same outbox.
  const lock = lockDataFolder(options.dataDir);
  if (!lock.ok) return lock;
  let started: StartBrowserModeResult;
  try {
    started = await startLocked(options);
  } catch (error) {
    lock.value.release();
    throw error;
  }
  if (!started.ok) {
    lock.value.release();
    return started;
  }
  const app = started.value;
  return { ok: true, value: { ...app, stop: () => app.stop().finally(() => lock.value.release()) } };
}

async function startLocked(options: BrowserModeOptions): Promise<StartBrowserModeResult> {
  const logger = options.logger ?? silentLogger;
  const alerts = options.alerts ?? createStaffAlerts();

  /** The core on the data folder and the operation host on it, as the run's options say (so also after a forget). */
  async function startDesk(): Promise<{ ok: true; value: Desk } | { ok: false; error: StoreFailure }> {
    const started = await startLoggedCore(
      options.settings,
      { ...options.core, dataDir: options.dataDir, keys: options.keys ?? fileKeySource() },
      { logger, alerts },
    );
    if (!started.ok) return started;
    const core = started.value;
    const host = createLoggedOperationHost(
      core,
      {
        tokenStore: createMemoryTokenStore(options.settings.service?.token ?? null),
        dataDir: options.dataDir,
        // Browser mode takes its service from flags and environment; the first-run choice is asked only with --setup.
        setup: options.setup === true ? createMemorySetupStore() : undefined,
        diagnostics: { logger, alerts },
        forget: { forgetAndRestart: () => forgetAndRestart(core) },
      },
      logger,
    );
    return { ok: true, value: { core, host } };
  }

  /**
   * Forget this device: operations from now on wait for the fresh desk; the core stops, the data folder's
   * ClaimDesk files go (the log folder is made again, empty, for the log to go on), and a new core starts on
   * the emptied folder with this run's options: the demo (or the service given by flags and environment), and
   * the first-run choice with --setup. The page reloads into it (renderer/screens/settings/ForgetDevice.tsx).
   */
  function forgetAndRestart(core: Core): Promise<readonly string[]> {
    let left: readonly string[] = [];
    const restarted = (async (): Promise<Desk> => {
      logger.info('Forget this device: the core stops and the data folder is erased');
      await core.stop();
      left = eraseTargets(storeTargets(options.dataDir), path.join(options.dataDir, LOG_DIR));
      logger.info('Forget this device: erased; ClaimDesk starts again at its first run', { left: left.length });
      const fresh = await startDesk();
      if (!fresh.ok) throw new Error(fresh.error.message);
      return fresh.value;
    })();
    current = restarted;
    return restarted.then((desk) => {
      live = desk;
      return left;
    });
  }

  const first = await startDesk();
  if (!first.ok) return { ok: false, message: first.error.message };
  let live = first.value;
  let current: Promise<Desk> = Promise.resolve(live);
  // The server's host follows the desk of the moment; calls made while it restarts wait for the new one.
  const host: OperationHost = {
    invoke: (name, input) => current.then((desk) => desk.host.invoke(name, input)),
    subscribe: (event, listener) => live.host.subscribe(event, listener),
  };
  let server;
  try {
    server = await startServer({
      host,
      staticDir: options.staticDir,
      port: options.port,
      heartbeatMs: options.heartbeatMs,
    });
  } catch (error) {
    await live.core.stop();
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
      mode: live.core.mode,
      serviceUrl: live.core.serviceUrl,
      port: running.port,
      url: running.url,
      stop: async () => {
        await running.close();
        await current.then(
          (desk) => desk.core.stop(),
          () => undefined,
        );
      },
    },
  };
}
