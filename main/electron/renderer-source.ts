/**
 * Where the page comes from, and the test for "this URL is our own page": the built
 * index.html on disk, or (unpackaged runs only) electron-vite's dev server.
 */
import { pathToFileURL } from 'node:url';

export type RendererSource =
  { readonly kind: 'file'; readonly path: string } | { readonly kind: 'url'; readonly url: string };

export function rendererSource(indexHtmlPath: string, devServerUrl: string | undefined): RendererSource {
  return devServerUrl ? { kind: 'url', url: devServerUrl } : { kind: 'file', path: indexHtmlPath };
}

export function isAppUrl(source: RendererSource, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const candidate = new URL(url);
  if (source.kind === 'url') return candidate.origin === new URL(source.url).origin;
  const page = pathToFileURL(source.path);
  return candidate.protocol === 'file:' && candidate.host === page.host && candidate.pathname === page.pathname;
}
