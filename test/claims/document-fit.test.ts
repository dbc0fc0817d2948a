import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachFittedDocument, fitDocument } from '../../main/claims/document-fit';
import { readDocument } from '../../main/claims/documents';
import { saveDraft } from '../../main/claims/save';
import { ClaimInput } from '../../shared/domain/claims';
import { DEFAULT_DOCUMENT_SIZE_LIMIT } from '../../shared/domain/settings';
import { claimContext, completeClaim, openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

/** A phone photo of a page: `width` × `height` of grain (noise compresses badly, as real photos do). */
const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'tiff'): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 200, sigma: 40 } },
  })
    .toFormat(format, format === 'jpeg' ? { quality: 95 } : {})
    .toBuffer();

describe('fitDocument', () => {
  it.each(['png', 'jpeg', 'tiff'] as const)(
    'scales a %s above the limit down to a JPEG within it',
    async (format) => {
      const content = await photo(1800, 2400, format);
      expect(content.length).toBeGreaterThan(DEFAULT_DOCUMENT_SIZE_LIMIT);
      const fitted = await fitDocument({ fileName: `scan.${format}`, content }, DEFAULT_DOCUMENT_SIZE_LIMIT);
      expect(fitted.content.length).toBeLessThanOrEqual(DEFAULT_DOCUMENT_SIZE_LIMIT);
      expect(fitted.fileName).toBe('scan.jpg');
      const { format: written, width, height } = await sharp(fitted.content).metadata();
      expect(written).toBe('jpeg');
      // Scaled as a whole: the page keeps its proportions.
      expect(width / height).toBeCloseTo(1800 / 2400, 2);
    },
    30_000,
  );

  it('leaves an image within the limit, and a PDF, as they are', async () => {
    const small = await photo(200, 300, 'png');
    const kept = { fileName: 'small.png', content: small };
    expect(await fitDocument(kept, DEFAULT_DOCUMENT_SIZE_LIMIT)).toBe(kept);
    const pdf = { fileName: 'big.pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000_000)]) };
    expect(await fitDocument(pdf, DEFAULT_DOCUMENT_SIZE_LIMIT)).toBe(pdf);
  });

  it('leaves a TIFF of several pages whole rather than keep its first page only', async () => {
    const page = await photo(800, 1000, 'tiff');
    const pages = await sharp([page, page], { join: { animated: true } })
      .tiff()
      .toBuffer()
      .catch(() => undefined);
    // Some builds of libvips cannot write a multi-page TIFF: then there is nothing to check here.
    if (pages === undefined || ((await sharp(pages).metadata()).pages ?? 1) < 2) return;
    const file = { fileName: 'two-pages.tiff', content: pages };
    expect(await fitDocument(file, DEFAULT_DOCUMENT_SIZE_LIMIT)).toBe(file);
  });
});

describe('attachFittedDocument', () => {
  let store: TempDb;
  const deps = () => ({ ...claimContext(testClock().now), db: store.db });
  let claimId: string;

  beforeEach(() => {
    store = openTempDb();
    const saved = saveDraft(deps(), ClaimInput.parse(completeClaim()));
    if (!saved.ok) throw new Error(saved.error.message);
    claimId = saved.value.id;
  });
  afterEach(() => store.close());

  it('stores the scaled image, and refuses a PDF above the limit naming it', async () => {
    const attached = await attachFittedDocument(deps(), claimId, {
      fileName: 'photo.png',
      content: await photo(1200, 1600, 'png'),
      kind: 'referral',
    });
    if (!attached.ok) throw new Error(attached.error.message);
    expect(attached.value).toMatchObject({ fileName: 'photo.jpg', mediaType: 'image/jpeg', kind: 'referral' });
    const stored = readDocument(deps(), attached.value.id);
    expect(stored.ok && stored.value.content.length).toBeLessThanOrEqual(DEFAULT_DOCUMENT_SIZE_LIMIT);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024)]);
    const refused = await attachFittedDocument(deps(), claimId, { fileName: 'letter.pdf', content: pdf });
    expect(refused.ok || refused.error.message).toMatch(/^letter\.pdf is 3 MB, above the 1 MB this desk allows/);
  }, 30_000);
});
