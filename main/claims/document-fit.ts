/**
 * Scanned images made to fit the desk's document size limit before they are stored (insurers cap attachments).
 * An image (PNG, JPEG, TIFF) above the limit is re-encoded as JPEG, its orientation applied and its metadata
 * dropped, at most A4 at 300 dpi on its long side and smaller still until it fits; a PDF, a TIFF of several
 * pages (one page would be lost) or an image that will not fit even small is left as it is, and attachDocument
 * refuses it with the limit in its message. Done in the core with sharp (libvips) rather than in the page: the
 * outbox, the editor and any later path get the same result, and sharp is faster than the page's canvas for
 * files of about the same size (test/bench/document-scaling.bench.ts; figures in docs/benchmarks.md).
 */
import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import type { ClaimResult, DocumentKind, DocumentSummary } from '../../shared/domain/claims';
import type { ClaimDeps } from './context';
import { attachDocument, documentLimitOf } from './documents';
import { sniffMediaType } from './media-type';

// Required on the first image to fit, not at start: sharp and its libvips are among the desk's heaviest modules.
// (A plain require, as the static import was, where the packaged app finds it unpacked: electron-builder.yml.)
let sharpModule: typeof Sharp | undefined;
const loadSharp = (): typeof Sharp => (sharpModule ??= createRequire(import.meta.url)('sharp') as typeof Sharp);

/** A4's long side at 300 dpi: a scan read at the insurer's desk needs no more. */
const LONGEST_SIDE = 3508;
/** Below this long side a scan is no longer legible: the image is refused rather than shrunk further. */
const SMALLEST_SIDE = 1000;
const QUALITY = 80;
const TRIES = 6;

interface DocumentFile {
  readonly fileName: string;
  readonly content: Uint8Array;
}

const asJpegName = (fileName: string): string => `${fileName.replace(/\.(png|jpe?g|tiff?)$/i, '')}.jpg`;

/** `file` as it will be stored: unchanged when it fits or is no image to scale, else a smaller JPEG. */
export async function fitDocument(file: DocumentFile, limit: number): Promise<DocumentFile> {
  const type = sniffMediaType(file.content);
  if (file.content.length <= limit || type === undefined || type === 'application/pdf') return file;
  try {
    const sharp = loadSharp();
    const image = sharp(file.content, { failOn: 'none' });
    const { width, height, pages = 1 } = await image.metadata();
    if (pages > 1 || width === 0 || height === 0) return file;
    let side = Math.min(Math.max(width, height), LONGEST_SIDE);
    for (let attempt = 0; attempt < TRIES && side >= SMALLEST_SIDE; attempt += 1) {
      const content = await sharp(file.content, { failOn: 'none' })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: QUALITY })
        .toBuffer();
      if (content.length <= limit) return { fileName: asJpegName(file.fileName), content };
      // The size of a JPEG goes roughly with its area: shrink the side by the square root of the excess, a little more.
      side = Math.floor(side * Math.sqrt(limit / content.length) * 0.95);
    }
  } catch {
    // Not an image sharp can read: stored as it came, or refused by attachDocument.
  }
  return file;
}

/** attachDocument, after fitting an image above the desk's limit. */
export async function attachFittedDocument(
  deps: ClaimDeps,
  claimId: string,
  file: DocumentFile & { readonly kind?: DocumentKind },
): Promise<ClaimResult<DocumentSummary>> {
  const fitted = await fitDocument(file, documentLimitOf(deps));
  return attachDocument(deps, claimId, { ...file, ...fitted });
}
