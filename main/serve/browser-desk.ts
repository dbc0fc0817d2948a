/**
 * Browser mode's desk (main/host/desk-host.ts), started on the data folder browser-mode.ts took, behind a server
 * that already listens. Its own module, loaded only then, with everything the desk runs on (the core, the store,
 * the operations, the words): the server answers the page while they load.
 */
import path from 'node:path';
import type { FolderLock } from '../core/data-folder-lock';
import { startDeskHost } from '../host/desk-host';
import { createMemoryTokenStore } from '../desk/settings/token-store';
import { createMemorySetupStore } from '../desk/setup-choice';
import { LOG_DIR, silentLogger, type Logger } from '../log/logger';
import { createStaffAlerts, type StaffAlerts } from '../log/staff-alerts';
import { fileKeySource } from '../store/store-key';
import type { CoreOptions } from '../core/core';
import type { ServeConfig } from './options';

/** What the desk takes of browser mode's options (browser-mode.ts BrowserModeOptions). */
export interface DeskOptions extends Pick<ServeConfig, 'dataDir' | 'settings' | 'keys' | 'setup'> {
  readonly core?: Omit<CoreOptions, 'dataDir' | 'onProblem' | 'keys'>;
  readonly logger?: Logger;
  readonly alerts?: StaffAlerts;
}

/** The desk on the folder already taken (`anotherFolder`: the flag that runs browser mode on another one). */
export async function startDesk(options: DeskOptions, lock: FolderLock, anotherFolder: string) {
  // Loading this module held this thread: the page's requests that came meanwhile are answered first.
  await new Promise((resolve) => setImmediate(resolve));
  const logger = options.logger ?? silentLogger;
  const alerts = options.alerts ?? createStaffAlerts();
  const { dataDir, settings } = options;
  try {
    return await startDeskHost(settings, {
      logging: { logger, alerts },
      dataFolders: [dataDir],
      dataDirFor: () => dataDir,
      anotherFolder,
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
