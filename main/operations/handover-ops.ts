/**
 * handover.*: hand this desk's unsent claims to another desk, and read such a file (main/handover). The file
 * crosses as base64 both ways, in browser mode and the desktop app alike (the page downloads it, and uploads it
 * in parts: main/handover/uploads.ts), so there is one path to test. A file imported wakes the sync engine,
 * which sends its queued claims. Either way the status bar's counts are told at once (an export leaves no run to
 * tell them, and a run may wait for the service).
 */
import {
  createHandoverUploads,
  exportHandover,
  handoverRecordsOf,
  keptHandoverFile,
  type HandoverDeps,
} from '../handover';
import { say } from '../i18n/words';
import type { Core } from '../core/core';
import { fail, ok, type HandlersOf } from './handler';

const deps = (core: Core): HandoverDeps => ({ ...core.claims(), demo: core.mode === 'demo' });

export function handoverHandlers(dataDir: string): HandlersOf<'handover'> {
  const uploads = createHandoverUploads(dataDir);
  return {
    'handover.export': async ({ passphrase }, core) => {
      const made = await exportHandover(deps(core), passphrase);
      if (!made.ok) return made;
      core.sync.notify();
      const { handoverId, fileName, file, claims } = made.value;
      return ok({ handoverId, fileName, contentBase64: file.toString('base64'), claims: [...claims] });
    },
    'handover.upload': ({ uploadId, contentBase64 }, core) => uploads.add(core.store(), uploadId, contentBase64),
    'handover.import': async (input, core) => {
      const imported = await uploads.importFile(deps(core), input);
      if (imported.ok) {
        core.sync.notify();
        core.sync.runSoon();
      }
      return imported;
    },
    'handover.list': (_input, core) => ok(handoverRecordsOf(core.store())),
    'handover.file': ({ id }, core) => {
      const kept = keptHandoverFile(core.store(), id);
      if (!kept) return fail('not-found', say('handover.noFile'));
      return ok({ fileName: kept.fileName, contentBase64: kept.file.toString('base64') });
    },
  };
}
