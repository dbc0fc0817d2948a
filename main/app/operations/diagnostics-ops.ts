/**
 * diagnostics.*: the archive for support, shown before it is saved, and the problems
 * staff are told about.
 *
 * `preview` builds the archive (main/app/diagnostics.ts) and keeps it; `export` saves
 * that same archive, so what is saved is exactly what staff saw. The desktop host
 * offers `saveArchive` (its save dialog); without one (the browser mode) the archive
 * comes back to the page to download. A cancelled dialog keeps the archive for another try.
 */
import { randomUUID } from 'node:crypto';
import { say } from '../../i18n/words';
import type { Logger } from '../../log/logger';
import { runtimeVersions } from '../../log/runtime';
import type { StaffAlerts } from '../../log/staff-alerts';
import { collectDiagnostics, listDiagnostics, zipDiagnostics } from '../diagnostics';
import { fail, ok, type HandlersOf } from './handler';
import type { TokenStore } from './token-store';

export type SaveOutcome = { readonly kind: 'saved'; readonly path: string } | { readonly kind: 'cancelled' };
/** Asks staff where to save the archive and writes it there. */
export type SaveArchive = (fileName: string, bytes: Uint8Array) => Promise<SaveOutcome>;

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

interface Built {
  readonly id: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export function diagnosticsHandlers(deps: DiagnosticsDeps): HandlersOf<'diagnostics'> {
  const { logger, alerts, saveArchive } = deps;
  const now = deps.now ?? (() => new Date());
  let built: Built | undefined;

  return {
    'diagnostics.preview': (_input, core) => {
      const at = now();
      const archive = collectDiagnostics({
        core,
        hasToken: deps.tokenStore.get() !== null,
        runtime: runtimeVersions(),
        logFiles: logger.files(),
        redact: (text) => logger.redact(text),
        now: at,
      });
      const bytes = zipDiagnostics(archive, at);
      built = { id: randomUUID(), fileName: archive.fileName, bytes };
      return ok({
        id: built.id,
        fileName: built.fileName,
        bytes: bytes.byteLength,
        files: listDiagnostics(archive),
        savedBy: saveArchive ? 'dialog' : 'download',
      });
    },

    'diagnostics.export': async ({ id }) => {
      const archive = built;
      if (archive?.id !== id) return fail('not-found', say('diagnostics.previewAgain'));
      if (!saveArchive) {
        built = undefined;
        return ok({
          kind: 'download',
          fileName: archive.fileName,
          contentBase64: Buffer.from(archive.bytes).toString('base64'),
        });
      }
      let outcome: SaveOutcome;
      try {
        outcome = await saveArchive(archive.fileName, archive.bytes);
      } catch (error) {
        return fail('not-saved', say('diagnostics.notSaved', { reason: error instanceof Error ? error.message : '' }));
      }
      if (outcome.kind === 'saved') built = undefined;
      return ok(outcome);
    },

    'diagnostics.alerts': () => ok(alerts.list()),
    'diagnostics.dismissAlert': ({ id }) => {
      alerts.dismiss(id);
      return ok(alerts.list());
    },
  };
}
