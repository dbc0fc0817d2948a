/**
 * The core behind the operation table: createOperationHost gives both hosts
 * (Electron IPC, the browser mode's HTTP) one `invoke` that
 *   1. refuses a name that is not in the table (`unknown-operation`),
 *   2. refuses, while the desk is locked, every operation the table does not mark
 *      WHILE_LOCKED (`locked`; shared/ops/define.ts),
 *   3. refuses text that is not well-formed Unicode anywhere in the raw input
 *      (`invalid-input`; well-formed.ts), then parses the raw input with the
 *      table's schema (`invalid-input`, per field),
 *   4. runs the domain's handler, whose failures pass through as data,
 *   5. parses the output with the table's schema, so nothing the table does not
 *      declare (the token above all) leaves, and
 *   6. turns any exception or invalid output into `internal` with what to do,
 *      logged by operation name and error kind only — never input or output.
 * It never throws.
 */
import type { z } from 'zod';
import type { OperationError, OperationResult } from '../../shared/ops/define';
import { operations, type EventName, type EventPayload, type OperationName } from '../../shared/ops/operations';
import { say } from '../i18n/words';
import { nodeHostVersions, type HostVersions } from '../desk/about';
import type { Core } from '../core/core';
import type { Settings } from '../desk/settings/service-settings';
import type { SetupStore } from '../desk/setup-choice';
import { appHandlers } from './app-ops';
import { authorizationHandlers, benefitHandlers, doctorHandlers, visitHandlers } from './care-ops';
import { claimHandlers } from './claim-ops';
import { createStaffAlerts } from '../log/staff-alerts';
import { silentLogger } from '../log/logger';
import { demoHandlers } from './demo-ops';
import { diagnosticsHandlers, type DiagnosticsHostDeps } from './diagnostics-ops';
import { diagnosisHandlers } from './diagnosis-ops';
import { documentHandlers } from './document-ops';
import { followUpHandlers } from './follow-up-ops';
import { forgetHandlers } from './forget-ops';
import { recoveryHandlers, type RecoveryHost } from './recovery-ops';
import { handoverHandlers } from './handover-ops';
import type { ForgetHost } from '../desk/forget-device';
import type { DomainError, Handler, Handlers } from './handler';
import type { IsOperationName, OperationHost } from './host-api';
import { describeException } from './describe-exception';
import { illFormedInput, invalidInput } from './input-errors';
import { illFormedAt } from './well-formed';
import { createLockService, type LockService } from '../desk/lock/lock-service';
import { lockHandlers, peopleHandlers } from './lock-ops';
import { memberHandlers } from './member-ops';
import { noticeHandlers } from './notice-ops';
import { reportHandlers } from './report-ops';
import { settingsHandlers } from './settings-ops';
import { syncHandlers } from './sync-ops';
import { tariffHandlers } from './tariff-ops';
import { createMemoryTokenStore, type TokenStore } from '../desk/settings/token-store';
import { updateHandlers } from './update-ops';
import type { UpdateService } from '../desk/updates/service';

/** What staff read when an operation failed unexpectedly (logged apart, without its input). */
export const internalMessage = (): string => say('host.internal');

export interface OperationLogEntry {
  readonly operation: OperationName;
  readonly problem: 'exception' | 'invalid-output';
  /** The error's class and message, or the output's failing paths and issue codes; never values. */
  readonly detail: string;
}

interface OperationHostDeps {
  /** Where the service token is kept; in memory (empty) when absent. */
  readonly tokenStore?: TokenStore;
  /** Restarts the core on new service settings; without it, settings report `restartNeeded`. */
  readonly restartWithSettings?: (settings: Settings) => void;
  /** The data folder, as settings.get shows it; the store's folder when absent. */
  readonly dataDir?: string;
  /** The desktop app's updater; without it (browser mode) updates are `unavailable`. */
  readonly updates?: UpdateService;
  /** Where the host keeps the first-run choice (setup-choice.ts); without one, no setup is asked. */
  readonly setup?: SetupStore;
  /** The host's versions for the About dialog; this Node process's when absent (browser mode). */
  readonly host?: HostVersions;
  readonly log?: (entry: OperationLogEntry) => void;
  /** The log, the problems staff are told about, the save dialog; a silent log and a list of its own when absent. */
  readonly diagnostics?: DiagnosticsHostDeps;
  /** Stops the core, erases this computer's ClaimDesk data and starts the first run; without it, forget.confirm is refused. */
  readonly forget?: ForgetHost;
  /** The locked screen's use cases; one of its own (on the system clock) when absent. */
  readonly lock?: LockService;
  /** This computer's desk data folder and key source, for moving a desk here from a backup (recovery-ops.ts). */
  readonly recovery?: RecoveryHost;
}

export const isOperationName: IsOperationName = (name): name is OperationName => Object.hasOwn(operations, name);

const toOperationError = (error: DomainError): OperationError => ({
  code: error.code,
  message: error.message,
  ...(error.fields && {
    fields: error.fields.map(({ field, code, params, message }) => ({ field, code, params, message })),
  }),
  ...(error.serviceMessages && { serviceMessages: [...error.serviceMessages] }),
  ...(error.visitRequestId !== undefined && { visitRequestId: error.visitRequestId }),
  ...(error.claim && { claim: { ...error.claim } }),
});

const locked = (): OperationResult<never> => ({ ok: false, error: { code: 'locked', message: say('host.locked') } });

const internal = (): OperationResult<never> => ({ ok: false, error: { code: 'internal', message: internalMessage() } });

const describeOutputIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`).join('; ');

/** The host's dependencies, with the defaults (diagnostics, the lock) filled in. */
type HostDeps = OperationHostDeps & { readonly diagnostics: DiagnosticsHostDeps; readonly lock: LockService };

type Subscribers = {
  readonly [E in EventName]: (core: Core, listener: (payload: EventPayload<E>) => void, deps: HostDeps) => () => void;
};

const subscribers: Subscribers = {
  'sync.statusChanged': (core, listener) => core.sync.onStatus(listener),
  'tariffs.refreshProgress': (core, listener) => core.onTariffProgress(listener),
  // The desktop shell's own events (its menu); the core never raises them.
  'app.openSettings': () => () => undefined,
  'app.openAbout': () => () => undefined,
  'app.exportDiagnostics': () => () => undefined,
  'updates.statusChanged': (_core, listener, deps) => deps.updates?.onStatus(listener) ?? (() => undefined),
  'diagnostics.alertsChanged': (_core, listener, deps) => deps.diagnostics.alerts.onChange(listener),
  'lock.statusChanged': (_core, listener, deps) => deps.lock.onChange(listener),
};

const withDefaults = (deps: OperationHostDeps): HostDeps => ({
  ...deps,
  diagnostics: deps.diagnostics ?? { logger: silentLogger, alerts: createStaffAlerts() },
  lock: deps.lock ?? createLockService(),
});

/** One handler per operation of the table; the type makes a missing one a compile error. */
export function createHandlers(core: Core, deps: OperationHostDeps = {}): Handlers {
  const dataDir = deps.dataDir ?? core.dataDir;
  const tokenStore = deps.tokenStore ?? createMemoryTokenStore();
  const lock = deps.lock ?? createLockService();
  return {
    ...settingsHandlers({
      tokenStore,
      dataDir,
      restartWithSettings: deps.restartWithSettings,
    }),
    ...memberHandlers,
    ...visitHandlers,
    ...authorizationHandlers,
    ...benefitHandlers,
    ...doctorHandlers,
    ...claimHandlers,
    ...documentHandlers,
    ...tariffHandlers,
    ...syncHandlers,
    ...demoHandlers,
    ...diagnosisHandlers,
    ...updateHandlers(deps.updates),
    ...appHandlers({ setup: deps.setup, host: deps.host ?? nodeHostVersions(), dataDir }),
    ...noticeHandlers,
    ...diagnosticsHandlers({ ...withDefaults(deps).diagnostics, tokenStore }),
    ...forgetHandlers(deps.forget),
    ...recoveryHandlers(deps.recovery),
    ...lockHandlers(lock),
    ...peopleHandlers(lock),
    ...reportHandlers,
    ...handoverHandlers(core.dataDir),
    ...followUpHandlers,
  };
}

export function createOperationHost(core: Core, given: OperationHostDeps = {}): OperationHost {
  const deps = withDefaults(given);
  const handlers = createHandlers(core, deps);

  async function run(name: OperationName, rawInput: unknown): Promise<OperationResult<unknown>> {
    const spec = operations[name];
    if (!spec.whileLocked && deps.lock.isLocked(core.store())) return locked();
    const illFormed = illFormedAt(rawInput);
    if (illFormed !== undefined) return { ok: false, error: toOperationError(illFormedInput(illFormed)) };
    const input = spec.input.safeParse(rawInput ?? {});
    if (!input.success) return { ok: false, error: toOperationError(invalidInput(input.error, rawInput ?? {})) };
    const handler: Handler<OperationName> = handlers[name];
    const result = await handler(input.data, core);
    if (!result.ok) return { ok: false, error: toOperationError(result.error) };
    const output = spec.output.safeParse(result.value);
    if (output.success) return { ok: true, value: output.data };
    deps.log?.({ operation: name, problem: 'invalid-output', detail: describeOutputIssues(output.error) });
    return internal();
  }

  return {
    async invoke(name, rawInput) {
      if (!isOperationName(name)) {
        return {
          ok: false,
          error: { code: 'unknown-operation', message: say('host.unknownOperation') },
        };
      }
      try {
        return await run(name, rawInput);
      } catch (error) {
        deps.log?.({ operation: name, problem: 'exception', detail: describeException(error) });
        return internal();
      }
    },
    subscribe(event, listener) {
      return subscribers[event](core, listener, deps);
    },
  };
}
