/** documents.*: attach (the page sends the file as base64), list, remove, and settle an upload that needs a person. */
import {
  attachDocument,
  confirmDocumentUploaded,
  getDocumentSummary,
  listDocuments,
  removeDocument,
  retryDocument,
} from '../../claims';
import { say } from '../../i18n/words';
import type { Core } from '../core';
import { fail, found, ok, type HandlerResult, type HandlersOf } from './handler';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function settled(core: Core, changed: boolean, id: number) {
  if (!changed) return fail('not-flagged', say('documents.notWaiting'));
  core.sync.runSoon();
  return found(getDocumentSummary(core.db, id), say('documents.noLongerAttached'));
}

export const documentHandlers: HandlersOf<'documents'> = {
  'documents.attach': ({ claimId, fileName, contentBase64 }, core) => {
    const base64 = contentBase64.replace(/\s+/g, '');
    if (!BASE64.test(base64)) return fail('document-refused', say('documents.notWhole', { file: fileName }));
    const content = Buffer.from(base64, 'base64');
    const attached = attachDocument(core.db, claimId, { fileName, content }, core.claimContext());
    if (attached.ok) core.sync.runSoon();
    return attached;
  },
  'documents.list': ({ claimId }, core) => ok(listDocuments(core.db, claimId)),
  'documents.remove': ({ id }, core): HandlerResult<{ removed: true }> => {
    const removed = removeDocument(core.db, id, core.claimContext());
    return removed.ok ? ok({ removed: true }) : removed;
  },
  'documents.confirmUploaded': ({ id }, core) =>
    settled(core, confirmDocumentUploaded(core.db, id, core.claimContext()), id),
  'documents.retry': ({ id }, core) => settled(core, retryDocument(core.db, id, core.claimContext()), id),
};
