/**
 * What kind of file a document is, from its first bytes (magic numbers), never
 * from its name alone: the insurer takes PDF, PNG, JPEG and TIFF.
 */
import type { DocumentMediaType } from '../../shared/domain/claims';

/** Names of kinds of file, in the core catalogue (`documents.kind.*`). */
export type FileKind =
  'word' | 'excel' | 'text' | 'gif' | 'heic' | 'bmp' | 'zip' | 'office' | 'oldOffice' | 'damaged' | 'empty' | 'other';

const SIGNATURES: readonly (readonly [DocumentMediaType, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/tiff', [0x49, 0x49, 0x2a, 0x00]], // II*\0, little-endian
  ['image/tiff', [0x4d, 0x4d, 0x00, 0x2a]], // MM\0*, big-endian
];

/** Formats staff commonly try to attach, named so the refusal says what the file is. */
const KNOWN_OTHERS: readonly (readonly [FileKind, readonly number[]])[] = [
  ['office', [0x50, 0x4b, 0x03, 0x04]], // ZIP container (docx, xlsx, …)
  ['oldOffice', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
];

const startsWith = (content: Uint8Array, signature: readonly number[]): boolean =>
  content.length >= signature.length && signature.every((byte, i) => content[i] === byte);

export function sniffMediaType(content: Uint8Array): DocumentMediaType | undefined {
  return SIGNATURES.find(([, signature]) => startsWith(content, signature))?.[0];
}

const EXTENSION_KINDS: Record<string, FileKind> = {
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  txt: 'text',
  gif: 'gif',
  heic: 'heic',
  bmp: 'bmp',
  zip: 'zip',
};

const CLAIMED_ACCEPTED = new Set(['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff']);

/** How to name an unsupported file for staff: by its extension, else by its bytes, else generically. */
export function describeUnsupported(fileName: string, content: Uint8Array): FileKind {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension === undefined ? undefined : EXTENSION_KINDS[extension];
  if (byName) return byName;
  if (extension !== undefined && CLAIMED_ACCEPTED.has(extension)) return 'damaged';
  if (content.length === 0) return 'empty';
  const byBytes = KNOWN_OTHERS.find(([, signature]) => startsWith(content, signature))?.[0];
  return byBytes ?? 'other';
}
