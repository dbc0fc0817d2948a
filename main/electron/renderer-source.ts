/**
 * Where the page comes from, and the tests for "this is our own page" (the IPC sender
 * check) and "this is our own origin" (permissions): the built page on the app's scheme
 * (app://claimdesk/, see app-protocol.ts), or — unpackaged runs only — electron-vite's
 * dev server.
 */
import { APP_HOST, APP_PAGE_URL, APP_SCHEME } from './app-protocol';

export type RendererSource = { readonly kind: 'app' | 'dev'; readonly url: string };

export function rendererSource(devServerUrl: string | undefined): RendererSource {
  return devServerUrl ? { kind: 'dev', url: devServerUrl } : { kind: 'app', url: APP_PAGE_URL };
}

const parse = (url: string): URL | undefined => (URL.canParse(url) ? new URL(url) : undefined);

/** Same scheme, host and port as the source, and no user name or password. */
export function isAppOrigin(source: RendererSource, url: string): boolean {
  const candidate = parse(url);
  if (candidate === undefined || candidate.username !== '' || candidate.password !== '') return false;
  if (source.kind === 'dev') return candidate.origin === new URL(source.url).origin;
  // Node gives an unknown scheme's origin as "null", so the parts are compared.
  return candidate.protocol === `${APP_SCHEME}:` && candidate.host === APP_HOST;
}

/** The page itself: on the dev server any of its pages; on the app's scheme the page at `/`, with or without a fragment. */
export function isAppUrl(source: RendererSource, url: string): boolean {
  if (!isAppOrigin(source, url)) return false;
  if (source.kind === 'dev') return true;
  const { pathname, search } = new URL(url);
  return (pathname === '/' || pathname === '') && search === '';
}
