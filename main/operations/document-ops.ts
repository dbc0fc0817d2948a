/** documents.*: attach (the page sends the file as base64), list, remove, and settle an upload that needs a person. */
import {
  attachFittedDocument,
  confirmDocumentUploaded,
  getDocumentSummary,
  listDocuments,
  removeDocument,
  retryDocument,
} from '../claims';
import type { ClaimDeps } from '../claims/context';
import { say } from '../i18n/words';
import type { Core } from '../core/core';
import { fail, found, ok, type HandlerResult, type HandlersOf } from './handler';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A flagged upload settled by `settle`: the sync engine sends or forgets it at once. */
function settled(core: Core, settle: (claims: ClaimDeps, id: number) => boolean, id: number) {
  const claims = core.claims();
  if (!settle(claims, id)) return fail('not-flagged', say('documents.notWaiting'));
  core.sync.runSoon();
  return found(getDocumentSummary(claims, id), say('documents.noLongerAttached'));
}

export const documentHandlers: HandlersOf<'documents'> = {
  'documents.attach': async ({ claimId, fileName, contentBase64, kind }, core) => {
    const base64 = contentBase64.replace(/\s+/g, '');
    if (!BASE64.test(base64)) return fail('document-refused', say('documents.notWhole', { file: fileName }));
    const content = Buffer.from(base64, 'base64');
    const attached = await attachFittedDocument(core.claims(), claimId, { fileName, content, ...(kind && { kind }) });
    if (attached.ok) core.sync.runSoon();
    return attached;
  },
  'documents.list': ({ claimId }, core) => ok(listDocuments(core.claims(), claimId)),
  'documents.remove': ({ id }, core): HandlerResult<{ removed: true }> => {
    const removed = removeDocument(core.claims(), id);
    return removed.ok ? ok({ removed: true }) : removed;
  },
  'documents.confirmUploaded': ({ id }, core) => settled(core, confirmDocumentUploaded, id),
  'documents.retry': ({ id }, core) => settled(core, retryDocument, id),
};
