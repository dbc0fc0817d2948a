/** diagnostics.*: the archive for support, shown before it is saved (main/desk/diagnostics-export.ts), and the problems staff are told about. */
import type { Logger } from '../log/logger';
import type { StaffAlerts } from '../log/staff-alerts';
import { createDiagnosticsExport, type SaveArchive } from '../desk/diagnostics-export';
import { ok, type HandlersOf } from './handler';
import type { TokenStore } from '../desk/settings/token-store';

export type { SaveArchive, SaveOutcome } from '../desk/diagnostics-export';

/** What the host gives: its log, the problems it tells staff about, and how it saves a file. */
export interface DiagnosticsHostDeps {
  readonly logger: Logger;
  readonly alerts: StaffAlerts;
  readonly saveArchive?: SaveArchive;
}

interface DiagnosticsDeps extends DiagnosticsHostDeps {
  readonly tokenStore: TokenStore;
  readonly now?: () => Date;
}

export function diagnosticsHandlers(deps: DiagnosticsDeps): HandlersOf<'diagnostics'> {
  const { alerts, tokenStore } = deps;
  const archive = createDiagnosticsExport({ ...deps, hasToken: () => tokenStore.get() !== null });
  return {
    'diagnostics.preview': (_input, core) => ok(archive.preview(core)),
    'diagnostics.export': ({ id }, core) => archive.save(id, core),
    'diagnostics.alerts': () => ok(alerts.list()),
    'diagnostics.dismissAlert': ({ id }) => {
      alerts.dismiss(id);
      return ok(alerts.list());
    },
  };
}
