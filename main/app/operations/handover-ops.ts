/**
 * handover.*: hand this desk's unsent claims to another desk, and read such a file. The file crosses as
 * base64 both ways, in the browser mode and the desktop app alike (the page downloads it, and uploads it in
 * parts: HANDOVER_PART_BYTES), so there is one path to test. The parts of the one upload under way are held
 * here, in order; starting another drops them, and an import always does. A file imported wakes
 * the sync engine, which sends its queued claims.
 */
import { randomUUID } from 'node:crypto';
import { exportHandover, handoverRecordsOf, importHandover, keptHandoverFile, type HandoverDeps } from '../../handover';
import { say } from '../../i18n/words';
import type { Core } from '../core';
import { fail, ok, type HandlersOf } from './handler';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const deps = (core: Core): HandoverDeps => ({ ...core.claims(), demo: core.mode === 'demo' });

export function handoverHandlers(): HandlersOf<'handover'> {
  let upload: { readonly id: string; readonly parts: Buffer[] } | undefined;

  return {
    'handover.export': async ({ passphrase }, core) => {
      const made = await exportHandover(deps(core), passphrase);
      if (!made.ok) return made;
      const { handoverId, fileName, file, claims } = made.value;
      return ok({ handoverId, fileName, contentBase64: file.toString('base64'), claims: [...claims] });
    },
    'handover.upload': ({ uploadId, contentBase64 }) => {
      if (uploadId === undefined) upload = { id: randomUUID(), parts: [] };
      const base64 = contentBase64.replace(/\s+/g, '');
      if (upload === undefined || (uploadId !== undefined && upload.id !== uploadId) || !BASE64.test(base64)) {
        upload = undefined;
        return fail('upload-incomplete', say('handover.uploadAgain'));
      }
      upload.parts.push(Buffer.from(base64, 'base64'));
      return ok({ uploadId: upload.id, bytes: upload.parts.reduce((sum, bytes) => sum + bytes.length, 0) });
    },
    'handover.import': async ({ fileName, uploadId, passphrase }, core) => {
      const uploaded = upload?.id === uploadId ? upload : undefined;
      upload = undefined;
      if (!uploaded) return fail('upload-incomplete', say('handover.uploadAgain'));
      const content = Buffer.concat(uploaded.parts);
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
