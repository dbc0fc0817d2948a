/**
 * The diagnostics archive shown, then saved: `preview` builds it (diagnostics.ts) and keeps it; `save` writes
 * that same archive, so what is saved is exactly what staff saw. The desktop host offers `saveArchive` (its save
 * dialog); without one (browser mode) the archive comes back to the page to download. A cancelled dialog keeps
 * the archive for another try; anything else ends it. When IT chose a folder (`backup.folder`), "Send to IT" writes
 * the archive into this desk's folder there instead (the one the backups' copies go to), and no one has to find it.
 */
import { randomUUID } from 'node:crypto';
import type { DiagnosticsPreview, DiagnosticsSaved } from '../../shared/domain/diagnostics';
import { say } from '../i18n/words';
import type { Logger } from '../log/logger';
import { runtimeVersions } from '../log/runtime';
import { collectDiagnostics, listDiagnostics, zipDiagnostics, type DiagnosedCore } from './diagnostics';
import { offsiteStatus } from '../store/offsite-backup';
import { sendToIt } from './send-to-it';

export type SaveOutcome = { readonly kind: 'saved'; readonly path: string } | { readonly kind: 'cancelled' };
/** Asks staff where to save the archive and writes it there. */
export type SaveArchive = (fileName: string, bytes: Uint8Array) => Promise<SaveOutcome>;

export interface DiagnosticsExportDeps {
  readonly logger: Pick<Logger, 'files' | 'redact'>;
  readonly saveArchive?: SaveArchive;
  /** Whether a service token is saved (the archive says only that). */
  readonly hasToken: () => boolean;
  readonly now?: () => Date;
}

export type SaveResult =
  { ok: true; value: DiagnosticsSaved } | { ok: false; error: { code: 'not-found' | 'not-saved'; message: string } };

export interface DiagnosticsExport {
  preview(core: DiagnosedCore): DiagnosticsPreview;
  /** Saves the archive previewed as `id` (into the IT folder when `core` has one set); a later preview replaces it. */
  save(id: string, core?: DiagnosedCore): Promise<SaveResult>;
}

interface Built {
  readonly id: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The IT folder and this desk's folder in it, when IT chose one. */
function itFolderOf(core: DiagnosedCore, at: Date): { folder: string; deskFolder: string } | undefined {
  const { folder, deskFolder } = offsiteStatus(core.store().db, at);
  return folder === null ? undefined : { folder, deskFolder };
}

export function createDiagnosticsExport(deps: DiagnosticsExportDeps): DiagnosticsExport {
  const { logger, saveArchive } = deps;
  const now = deps.now ?? (() => new Date());
  let built: Built | undefined;

  return {
    preview(core) {
      const at = now();
      const archive = collectDiagnostics({
        core,
        hasToken: deps.hasToken(),
        runtime: runtimeVersions(),
        logFiles: logger.files(),
        redact: (text) => logger.redact(text),
        now: at,
      });
      const bytes = zipDiagnostics(archive, at);
      built = { id: randomUUID(), fileName: archive.fileName, bytes };
      return {
        id: built.id,
        fileName: built.fileName,
        bytes: bytes.byteLength,
        files: listDiagnostics(archive),
        savedBy: itFolderOf(core, at) ? 'it-folder' : saveArchive ? 'dialog' : 'download',
      };
    },

    async save(id, core) {
      const archive = built;
      if (archive?.id !== id)
        return { ok: false, error: { code: 'not-found', message: say('diagnostics.previewAgain') } };
      const it = core && itFolderOf(core, now());
      if (it) {
        const sent = await sendToIt(it, archive.fileName, archive.bytes);
        if (!sent.ok) return { ok: false, error: { code: 'not-saved', message: say('diagnostics.notSent', sent) } };
        built = undefined;
        return { ok: true, value: { kind: 'sent', path: sent.path } };
      }
      if (!saveArchive) {
        built = undefined;
        const contentBase64 = Buffer.from(archive.bytes).toString('base64');
        return { ok: true, value: { kind: 'download', fileName: archive.fileName, contentBase64 } };
      }
      let outcome: SaveOutcome;
      try {
        outcome = await saveArchive(archive.fileName, archive.bytes);
      } catch (error) {
        const reason = error instanceof Error ? error.message : '';
        return { ok: false, error: { code: 'not-saved', message: say('diagnostics.notSaved', { reason }) } };
      }
      if (outcome.kind === 'saved') built = undefined;
      return { ok: true, value: outcome };
    },
  };
}
