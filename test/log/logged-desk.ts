/**
 * A core started as the hosts start it, with its real log file and the logging operation host
 * (main/core/core-log.ts, main/operations/operation-log.ts), in a core testbed's data folder; the caller stops the core.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { Core } from '../../main/core/core';
import { startLoggedCore } from '../../main/core/core-log';
import { createLoggedOperationHost } from '../../main/operations/operation-log';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import { createLogger, LOG_DIR, type Logger } from '../../main/log/logger';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import type { CoreTestbed } from '../core/core-harness';
import { testKeys } from '../support/store-access';

export interface LoggedDesk {
  readonly logger: Logger;
  readonly core: Core;
  readonly host: ReturnType<typeof createLoggedOperationHost>;
}

/** `service`: the insurer's address and token, or none (the demo). */
export async function startLoggedDesk(
  bed: CoreTestbed,
  service: { readonly url: string; readonly token: string } | null,
): Promise<LoggedDesk> {
  const logger = createLogger({ dir: path.join(bed.dataDir, LOG_DIR) });
  const alerts = createStaffAlerts();
  const started = await startLoggedCore({ service }, { dataDir: bed.dataDir, keys: testKeys }, { logger, alerts });
  if (!started.ok) expect.fail(started.error.message);
  const core = started.value;
  const host = createLoggedOperationHost(
    core,
    {
      tokenStore: createMemoryTokenStore(service?.token ?? null),
      dataDir: bed.dataDir,
      diagnostics: { logger, alerts },
    },
    logger,
  );
  return { logger, core, host };
}
