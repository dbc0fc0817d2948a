import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAppUrl, rendererSource } from '../../main/electron/renderer-source';

const indexHtml = '/opt/ClaimDesk/resources/app.asar/out/renderer/index.html';

describe('the renderer source', () => {
  it('is the built page unless a dev server is given', () => {
    expect(rendererSource(indexHtml, undefined)).toEqual({ kind: 'file', path: indexHtml });
    expect(rendererSource(indexHtml, '')).toEqual({ kind: 'file', path: indexHtml });
    expect(rendererSource(indexHtml, 'http://localhost:5173')).toEqual({ kind: 'url', url: 'http://localhost:5173' });
  });
});

describe('recognising our own page', () => {
  const built = rendererSource(indexHtml, undefined);
  const dev = rendererSource(indexHtml, 'http://localhost:5173/');

  it('accepts the built index.html, with or without a fragment', () => {
    const page = pathToFileURL(indexHtml).href;
    expect(isAppUrl(built, page)).toBe(true);
    expect(isAppUrl(built, `${page}#/claims`)).toBe(true);
  });

  it('refuses any other file, any web page and anything unparsable', () => {
    expect(isAppUrl(built, pathToFileURL('/tmp/evil.html').href)).toBe(false);
    expect(isAppUrl(built, 'https://evil.example/out/renderer/index.html')).toBe(false);
    expect(isAppUrl(built, 'about:blank')).toBe(false);
    expect(isAppUrl(built, 'not a url')).toBe(false);
  });

  it('accepts the dev server origin only, when running from it', () => {
    expect(isAppUrl(dev, 'http://localhost:5173/index.html')).toBe(true);
    expect(isAppUrl(dev, 'http://localhost:5174/')).toBe(false);
    expect(isAppUrl(dev, pathToFileURL(indexHtml).href)).toBe(false);
  });
});
