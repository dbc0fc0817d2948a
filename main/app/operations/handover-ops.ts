/**
 * handover.*: hand this desk's unsent claims to another desk, and read such a file. The file crosses as
 * base64 both ways, in the browser mode and the desktop app alike (the page downloads it, and uploads it in
 * parts: HANDOVER_PART_BYTES), so there is one path to test. The one upload under way is held by the spool
 * (main/handover/upload-spool.ts: capped, spilled to the data folder, dropped when idle); starting another
 * drops it, and an import always does. A file imported wakes the sync engine, which sends its queued claims.
 */
import { exportHandover, handoverRecordsOf, importHandover, keptHandoverFile, type HandoverDeps } from '../../handover';
import { createUploadSpool, type UploadSpool } from '../../handover/upload-spool';
import { sizeWords } from '../../claims/documents';
import { say } from '../../i18n/words';
import { readSetting } from '../../store/settings-store';
import type { Core } from '../core';
import { fail, ok, type HandlersOf } from './handler';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const deps = (core: Core): HandoverDeps => ({ ...core.claims(), demo: core.mode === 'demo' });

export function handoverHandlers(): HandlersOf<'handover'> {
  let spool: UploadSpool | undefined;
  const spoolOf = (core: Core): UploadSpool => (spool ??= createUploadSpool({ dataDir: core.dataDir }));

  return {
    'handover.export': async ({ passphrase }, core) => {
      const made = await exportHandover(deps(core), passphrase);
      if (!made.ok) return made;
      const { handoverId, fileName, file, claims } = made.value;
      return ok({ handoverId, fileName, contentBase64: file.toString('base64'), claims: [...claims] });
    },
    'handover.upload': ({ uploadId, contentBase64 }, core) => {
      const base64 = contentBase64.replace(/\s+/g, '');
      if (!BASE64.test(base64)) {
        spoolOf(core).drop();
        return fail('upload-incomplete', say('handover.uploadAgain'));
      }
      const limit = readSetting(core.store().db, 'handoverUploadLimit');
      const added = spoolOf(core).add(uploadId, Buffer.from(base64, 'base64'), limit);
      if (added.ok) return ok({ uploadId: added.uploadId, bytes: added.bytes });
      return added.reason === 'too-large'
        ? fail('upload-too-large', say('handover.uploadTooLarge', { limit: sizeWords(added.limit) }))
        : fail('upload-incomplete', say('handover.uploadAgain'));
    },
    'handover.import': async ({ fileName, uploadId, passphrase }, core) => {
      const content = spoolOf(core).take(uploadId);
      if (!content) return fail('upload-incomplete', say('handover.uploadAgain'));
      const imported = await importHandover(deps(core), { fileName, content }, passphrase);
      if (imported.ok) core.sync.runSoon();
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
