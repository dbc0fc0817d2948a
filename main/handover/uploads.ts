/**
 * A hand-over file as the page sends it: base64 parts into the one upload under way (upload-spool.ts), capped
 * by the desk's `handoverUploadLimit`, then read whole by the import. A part that is not base64 drops the
 * upload (the file would not be the one staff chose); an import always ends it.
 */
import { sizeWords } from '../claims/documents';
import { say } from '../i18n/words';
import { readSetting } from '../store/settings-store';
import type { HandoverImported } from '../../shared/domain/handover';
import type { HandoverDeps } from './export';
import { importHandover } from './import';
import { refused, type HandoverResult } from './refusal';
import { createUploadSpool, type UploadSpool } from './upload-spool';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface HandoverUploads {
  /** Starts an upload (no `uploadId`) or adds its next part. */
  add(
    deps: Pick<HandoverDeps, 'db'>,
    uploadId: string | undefined,
    contentBase64: string,
  ): HandoverResult<{ uploadId: string; bytes: number }>;
  /** Imports the upload `uploadId`, whole. */
  importFile(
    deps: HandoverDeps,
    input: { fileName: string; uploadId: string; passphrase: string },
  ): Promise<HandoverResult<HandoverImported>>;
}

export function createHandoverUploads(dataDir: string): HandoverUploads {
  let spool: UploadSpool | undefined;
  const spoolOf = (): UploadSpool => (spool ??= createUploadSpool({ dataDir }));
  const incomplete = () => refused('upload-incomplete', say('handover.uploadAgain'));

  return {
    add({ db }, uploadId, contentBase64) {
      const base64 = contentBase64.replace(/\s+/g, '');
      if (!BASE64.test(base64)) {
        spoolOf().drop();
        return incomplete();
      }
      const added = spoolOf().add(uploadId, Buffer.from(base64, 'base64'), readSetting(db, 'handoverUploadLimit'));
      if (added.ok) return { ok: true, value: { uploadId: added.uploadId, bytes: added.bytes } };
      return added.reason === 'too-large'
        ? refused('upload-too-large', say('handover.uploadTooLarge', { limit: sizeWords(added.limit) }))
        : incomplete();
    },

    async importFile(deps, { fileName, uploadId, passphrase }) {
      const content = spoolOf().take(uploadId);
      if (!content) return incomplete();
      return importHandover(deps, { fileName, content }, passphrase);
    },
  };
}
