import { describe, expect, it } from 'vitest';
import { isAppOrigin, isAppUrl, rendererSource } from '../../main/electron/renderer-source';

describe('the renderer source', () => {
  it("is the built page on the app's scheme unless a dev server is given", () => {
    expect(rendererSource(undefined)).toEqual({ kind: 'app', url: 'app://claimdesk/' });
    expect(rendererSource('')).toEqual({ kind: 'app', url: 'app://claimdesk/' });
    expect(rendererSource('http://localhost:5173')).toEqual({ kind: 'dev', url: 'http://localhost:5173' });
  });
});

describe('recognising our own page', () => {
  const built = rendererSource(undefined);
  const dev = rendererSource('http://localhost:5173/');

  it('accepts the built page, with or without a fragment', () => {
    expect(isAppUrl(built, 'app://claimdesk/')).toBe(true);
    expect(isAppUrl(built, 'app://claimdesk/#/claims')).toBe(true);
  });

  it.each([
    ['the page from disk', 'file:///opt/ClaimDesk/resources/app.asar/out/renderer/index.html'],
    ['another host on the scheme', 'app://evil/'],
    ['a host that only starts like ours', 'app://claimdesk.evil/'],
    ['a port', 'app://claimdesk:8080/'],
    ['a user name', 'app://staff@claimdesk/'],
    ['another file of the app', 'app://claimdesk/assets/index.js'],
    ['a query', 'app://claimdesk/?next=elsewhere'],
    ['a web page', 'https://claimdesk/'],
    ['a blank page', 'about:blank'],
    ['text that is no URL', 'not a url'],
  ])('refuses %s', (_label, url) => {
    expect(isAppUrl(built, url)).toBe(false);
  });

  it('accepts the dev server origin only, when running from it', () => {
    expect(isAppUrl(dev, 'http://localhost:5173/index.html')).toBe(true);
    expect(isAppUrl(dev, 'http://localhost:5174/')).toBe(false);
    expect(isAppUrl(dev, 'app://claimdesk/')).toBe(false);
  });
});

describe('recognising our own origin (for permissions)', () => {
  const built = rendererSource(undefined);

  it('accepts the origin as Chromium writes it, and any URL on it', () => {
    expect(isAppOrigin(built, 'app://claimdesk')).toBe(true);
    expect(isAppOrigin(built, 'app://claimdesk/')).toBe(true);
    expect(isAppOrigin(built, 'app://claimdesk/assets/index.js')).toBe(true);
  });

  it('refuses every other origin', () => {
    for (const origin of ['app://evil', 'app://claimdesk:1', 'file://', 'https://claimdesk', 'null', '']) {
      expect(isAppOrigin(built, origin)).toBe(false);
    }
    expect(isAppOrigin(rendererSource('http://localhost:5173/'), 'app://claimdesk')).toBe(false);
  });
});
