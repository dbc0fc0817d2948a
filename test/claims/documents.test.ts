import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attachDocument,
  getDocumentSummary,
  listDocuments,
  readDocument,
  removeDocument,
  toDataUri,
} from '../../main/claims/documents';
import { retryDocument } from '../../main/claims/in-doubt';
import { getClaim } from '../../main/claims/read';
import { purgeExpired } from '../../main/retention/purge';
import { DEFAULT_DOCUMENT_SIZE_LIMIT, DEFAULT_RETENTION, DOCUMENT_SIZE_LIMITS } from '../../shared/domain/settings';
import { DESK_TIME_ZONE, formatDateTime } from '../../shared/i18n/format';
import { saveDraft } from '../../main/claims/save';
import { DocumentUpload } from '../../shared/wire/claims';
import { ClaimInput } from '../../shared/domain/claims';
import { claimContext, completeClaim, openTempDb, rowCounts, testClock, type TempDb } from '../support/claims-fixtures';

let store: TempDb;
let claimId: string;
const ctx = claimContext(testClock().now);
/** The claim use cases\' dependencies: the store of the test running now, and `ctx`. */
const deps = () => ({ ...ctx, db: store.db });

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const TIFF = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]);
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);

beforeEach(() => {
  store = openTempDb();
  const saved = saveDraft(deps(), ClaimInput.parse(completeClaim()));
  if (!saved.ok) throw new Error(saved.error.message);
  claimId = saved.value.id;
});
afterEach(() => store.close());

describe('attachDocument', () => {
  it.each([
    ['scan.pdf', PDF, 'application/pdf'],
    ['photo.PNG', PNG, 'image/png'],
    ['xray.jpg', JPEG, 'image/jpeg'],
    ['fax.tif', TIFF, 'image/tiff'],
    ['no-extension', PDF, 'application/pdf'],
  ])('stores %s as pending, typed by its content', (fileName, content, mediaType) => {
    const result = attachDocument(deps(), claimId, { fileName, content });
    expect(result.ok && [result.value.fileName, result.value.mediaType, result.value.state, result.value.size]).toEqual(
      [fileName, mediaType, 'pending', content.length],
    );
    const stored = result.ok ? readDocument(store, result.value.id) : undefined;
    expect(stored?.ok && stored.value.content.equals(content)).toBe(true);
    expect(getClaim(store, claimId)?.documents).toHaveLength(1);
  });

  it.each([
    ['scan.docx', DOCX, 'scan.docx is a Word document; attach a PDF, PNG, JPEG or TIFF.'],
    [
      'renamed.pdf',
      DOCX,
      'renamed.pdf is not a readable PDF or image (it may be damaged); attach a PDF, PNG, JPEG or TIFF.',
    ],
    ['notes', Buffer.from('hello'), 'notes is not a file type the insurer accepts; attach a PDF, PNG, JPEG or TIFF.'],
    ['empty.pdf', Buffer.alloc(0), 'empty.pdf is empty; attach a PDF, PNG, JPEG or TIFF.'],
  ])('refuses %s with a clear message', (fileName, content, message) => {
    const result = attachDocument(deps(), claimId, {
      fileName,
      content,
      mediaType: 'application/pdf',
    });
    expect(result.ok || [result.error.code, result.error.message]).toEqual(['document-refused', message]);
    expect(rowCounts(store.db).claim_documents).toBe(0);
  });

  it("refuses a PDF over the desk's limit (1 MB by default), naming its size and the limit", () => {
    const pdfOf = (bytes: number): Buffer => {
      const content = Buffer.alloc(bytes);
      PDF.copy(content);
      return content;
    };
    const result = attachDocument(deps(), claimId, {
      fileName: 'C:\\scans\\big.pdf',
      content: pdfOf(1.5 * 1024 * 1024),
    });
    expect(result.ok || result.error.message).toBe(
      'big.pdf is 1.5 MB, above the 1 MB this desk allows for a document (Settings › Documents). Scan it again at a lower resolution, or split it into smaller PDFs.',
    );
    const atLimit = pdfOf(DEFAULT_DOCUMENT_SIZE_LIMIT);
    expect(attachDocument(deps(), claimId, { fileName: 'limit.pdf', content: atLimit }).ok).toBe(true);
    // The desk's setting moves the limit, up to the insurer's 10 MB.
    const wide = { ...deps(), documentSizeLimit: DOCUMENT_SIZE_LIMITS.max };
    expect(attachDocument(wide, claimId, { fileName: 'b.pdf', content: pdfOf(1.5 * 1024 * 1024) }).ok).toBe(true);
    const over = attachDocument(wide, claimId, { fileName: 'c.pdf', content: pdfOf(14.2 * 1024 * 1024) });
    expect(over.ok || over.error.message).toContain('c.pdf is 14.2 MB, above the 10 MB');
  });

  it('attaches to a claim in any state, but not to a missing one', () => {
    store.db.prepare("UPDATE claims SET state = 'submitted', claim_no = 'CLM-1' WHERE id = ?").run(claimId);
    expect(attachDocument(deps(), claimId, { fileName: 'late.pdf', content: PDF }).ok).toBe(true);
    const missing = attachDocument(deps(), 'no-such-claim', { fileName: 'a.pdf', content: PDF });
    expect(missing.ok || missing.error.code).toBe('not-found');
  });

  it('removes a document only while it is pending', () => {
    const first = attachDocument(deps(), claimId, { fileName: 'a.pdf', content: PDF });
    const second = attachDocument(deps(), claimId, { fileName: 'b.png', content: PNG });
    if (!first.ok || !second.ok) throw new Error('attach failed');
    expect(removeDocument(deps(), first.value.id).ok).toBe(true);
    store.db.prepare("UPDATE claim_documents SET state = 'uploaded' WHERE id = ?").run(second.value.id);
    const refused = removeDocument(deps(), second.value.id);
    expect(refused.ok || refused.error.code).toBe('claim-locked');
    expect(listDocuments(store, claimId).map((d) => d.fileName)).toEqual(['b.png']);
  });

  it('gives the upload a base64 data URI the insurer accepts', () => {
    const attached = attachDocument(deps(), claimId, { fileName: 'scan.pdf', content: PDF });
    const read = attached.ok ? readDocument(store, attached.value.id) : undefined;
    if (!read?.ok) throw new Error('not stored');
    const stored = read.value;
    const uri = toDataUri(stored);
    expect(DocumentUpload.parse({ claim_no: 'CLM-1', attachment: uri }).attachment).toBe(uri);
    expect(Buffer.from(uri.split(',')[1] ?? '', 'base64').equals(PDF)).toBe(true);
  });
});

describe('a document whose contents retention removed', () => {
  const clock = testClock('2026-11-22T09:00:00.000Z');
  const purgeCtx = claimContext(clock.now);

  /** An uploaded scan of a sent claim, its upload confirmed on 2026-10-01; purged at the clock's time. */
  function purgedScan(): number {
    const attached = attachDocument(deps(), claimId, { fileName: 'xray.pdf', content: PDF });
    if (!attached.ok) throw new Error(attached.error.message);
    store.db.prepare("UPDATE claims SET state = 'submitted', claim_no = 'CLM-1' WHERE id = ?").run(claimId);
    store.db
      .prepare("UPDATE claim_documents SET state = 'uploaded', uploaded_at = '2026-10-01T10:00:00.000Z' WHERE id = ?")
      .run(attached.value.id);
    expect(purgeExpired(store.db, DEFAULT_RETENTION, purgeCtx, 0).documents).toBe(1);
    return attached.value.id;
  }

  it('is still listed, with when its contents were removed', () => {
    const id = purgedScan();
    const expected = {
      fileName: 'xray.pdf',
      state: 'uploaded',
      size: PDF.length,
      uploadedAt: '2026-10-01T10:00:00.000Z',
      contentPurgedAt: '2026-11-22T09:00:00.000Z',
    };
    expect(listDocuments(store, claimId)).toEqual([expect.objectContaining(expected)]);
    expect(getClaim(store, claimId)?.documents).toEqual([expect.objectContaining(expected)]);
    expect(getDocumentSummary(store, id)).toEqual(expect.objectContaining(expected));
  });

  it('refuses a read of its contents, saying when and why they went, instead of empty bytes', () => {
    const id = purgedScan();
    const read = readDocument(store, id);
    const removed = formatDateTime('2026-11-22T09:00:00.000Z', 'en', DESK_TIME_ZONE);
    expect(read.ok || read.error).toEqual({
      code: 'document-purged',
      message: `The contents of xray.pdf were removed from this computer on ${removed}, as set in Settings › How long data is kept. The record of its upload stays; ask the insurer if you need the document again.`,
    });
  });

  it('is never put back in the upload queue', () => {
    const id = purgedScan();
    // Out of reach by the states (only a flagged document is retried, only an uploaded one purged): forced here.
    store.db.prepare("UPDATE claim_documents SET state = 'needs-attention' WHERE id = ?").run(id);
    expect(retryDocument({ ...purgeCtx, db: store.db }, id)).toBe(false);
    expect(getDocumentSummary(store, id)?.state).toBe('needs-attention');
  });
});
