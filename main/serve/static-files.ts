/**
 * The built page (out/renderer) over HTTP: GET and HEAD only, a path that
 * resolves (links included) inside the folder or nothing, the content type by
 * extension, and `index.html` for the root. A server keeps each file it found
 * in memory (`staticFiles`): the build does not change while it runs, and a page
 * loading while the desk starts should not wait on the disk for the same files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Content types by extension, for the page's files in both hosts (also main/electron/app-protocol.ts). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticFile =
  | { readonly kind: 'file'; readonly content: Buffer; readonly contentType: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-built' };

const inside = (root: string, file: string): boolean => file === root || file.startsWith(root + path.sep);

/** The file for a URL path (already without query), or why there is none. */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0')) return { kind: 'not-found' };
  let realRoot: string;
  try {
    realRoot = await fs.realpath(root);
  } catch {
    return { kind: 'not-built' };
  }
  const wanted = path.resolve(realRoot, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  if (!inside(realRoot, wanted)) return { kind: 'not-found' };
  try {
    const real = await fs.realpath(wanted);
    if (!inside(realRoot, real) || !(await fs.stat(real)).isFile()) return { kind: 'not-found' };
    const contentType = CONTENT_TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream';
    return { kind: 'file', content: await fs.readFile(real), contentType };
  } catch {
    return { kind: 'not-found' };
  }
}

/** `readStaticFile` in `root`, each file found read once (what is not found is looked for again: a later build). */
export function staticFiles(root: string): (urlPath: string) => Promise<StaticFile> {
  const found = new Map<string, StaticFile>();
  return async (urlPath) => {
    const known = found.get(urlPath);
    if (known) return known;
    const file = await readStaticFile(root, urlPath);
    if (file.kind === 'file') found.set(urlPath, file);
    return file;
  };
}

/** The paths of the files the page's HTML names (scripts, preloads, styles), as the browser asks for them. */
export function pageFiles(html: string): string[] {
  const named = html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g);
  return [...named]
    .map(([, reference = '']) => new URL(reference, 'http://page/'))
    .filter((url) => url.origin === 'http://page' && /\.(?:m?js|css)$/.test(url.pathname))
    .map((url) => url.pathname);
}
