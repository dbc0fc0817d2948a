/**
 * The first screen's stand-in, end to end in browser mode (in process, demo mode, a temp data folder): the desk
 * keeps its hint beside the store (main/host/follow-first-screen.ts) and the server serves the page's HTML with
 * the stand-in when it says the card lookup comes first (shared/first-screen.ts): not while locked, in
 * the desk's language, the language a stop finds written for the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FILE, readFirstScreenHint, writeFirstScreenHint } from '../../main/desk/first-screen-hint';
import { firstFiles } from '../../main/serve/browser-mode';
import { firstScreenShell, withFirstScreen } from '../../shared/first-screen';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import { startPageServer, type PageServer } from './serve-client';

// As the build writes it: the page's code and its style named in the head.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>ClaimDesk</title>
    <script type="module" crossorigin src="./assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react.js">
    <link rel="stylesheet" crossorigin href="./assets/app.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const WORDS = { appName: 'ClaimDesk', heading: 'Visit', form: 'Lookup', label: 'Card', hint: 'Scan', submit: 'Go' };

describe('the page with its stand-in (withFirstScreen)', () => {
  it('puts the stand-in before the page root, in the hint’s language, its words escaped', () => {
    const words = { ...WORDS, label: 'Card <b>"no"</b> & more' };
    const html = withFirstScreen(PAGE, { language: 'sw', cardLookup: true, words });
    expect(html).toContain('<html lang="sw">');
    expect(html.indexOf('id="first-screen"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    expect(html).toContain(
      '<label for="first-screen-card">Card &#60;b&#62;&#34;no&#34;&#60;/b&#62; &#38; more</label>',
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain('<script src="./first-screen.js"></script>');
  });

  it('holds the page’s code in a template its script loads once the stand-in is painted, the style kept in the head', () => {
    const html = withFirstScreen(PAGE, { language: 'en', cardLookup: true, words: WORDS });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="./assets/app.css">');
    expect(head).not.toContain('app.js');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      '<template id="first-screen-code"><script type="module" crossorigin src="./assets/app.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/react.js"></template>',
    );
    // Named once: nothing of the code is left to run with the HTML.
    expect(html.match(/app\.js/g)).toHaveLength(1);
    expect(html.indexOf('id="first-screen-code"')).toBeLessThan(html.indexOf('<script src="./first-screen.js">'));
  });

  it('leaves the page as built with no hint, when the first screen is another, or without a root to put it by', () => {
    expect(withFirstScreen(PAGE, undefined)).toBe(PAGE);
    expect(withFirstScreen(PAGE, { language: 'fr', cardLookup: false, words: WORDS })).toBe(PAGE);
    const noRoot = '<!doctype html><title>ClaimDesk</title>';
    expect(withFirstScreen(noRoot, { language: 'fr', cardLookup: true, words: WORDS })).toBe(noRoot);
  });

  it('names its field as the page does, focused at once', () => {
    const shell = firstScreenShell(WORDS);
    expect(shell).toMatch(
      /<input id="first-screen-card" name="cardNo" autocomplete="off" spellcheck="false" autofocus/,
    );
    expect(shell).toContain('aria-describedby="first-screen-card-hint"');
  });
});

describe('browser mode', () => {
  let server: PageServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function op(name: string, input: unknown): Promise<OperationResult<unknown>> {
    if (!server) throw new Error('no server');
    const response = await fetch(`http://127.0.0.1:${server.app.port}/api/ops/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      body: encodeJson(input),
    });
    return decodeJson(await response.text()) as OperationResult<unknown>;
  }

  const page = async (urlPath = '/'): Promise<{ html: string; length: number }> => {
    if (!server) throw new Error('no server');
    const response = await fetch(`http://127.0.0.1:${server.app.port}${urlPath}`);
    const html = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    return { html, length: Buffer.byteLength(html) };
  };

  it('serves the stand-in once the desk has said the card lookup comes first, and not while it is locked', async () => {
    server = await startPageServer();
    const dataDir = path.join(server.root, 'data');
    fs.writeFileSync(path.join(server.root, 'renderer', 'index.html'), PAGE);
    const hint = (): ReturnType<typeof readFirstScreenHint> => readFirstScreenHint(dataDir);
    await expect.poll(() => hint()?.cardLookup).toBe(true);
    expect(hint()?.words.label).toBe('Card number');
    expect((await page('/')).html).toContain('<label for="first-screen-card">Card number</label>');
    expect((await page('/index.html')).html).toContain('id="first-screen"');
    // Other files as built.
    expect((await page('/assets/app.js')).html).toBe('export {};');

    expect((await op('lock.lock', {})).ok).toBe(true);
    await expect.poll(() => hint()?.cardLookup).toBe(false);
    expect((await page('/')).html).toBe(PAGE);

    expect((await op('lock.unlock', { pin: '' })).ok).toBe(true);
    await expect.poll(() => hint()?.cardLookup).toBe(true);
    expect((await page('/')).html).toContain('id="first-screen"');
  });

  it('follows the desk’s language, and is written as the desk stops, for the next start', async () => {
    server = await startPageServer();
    const dataDir = path.join(server.root, 'data');
    await expect.poll(() => readFirstScreenHint(dataDir)?.language).toBe('en');
    expect((await op('settings.update', { language: 'fr' })).ok).toBe(true);
    await expect.poll(() => readFirstScreenHint(dataDir)?.language).toBe('fr');
    fs.rmSync(path.join(dataDir, FIRST_SCREEN_FILE));
    await server.app.stop();
    const hint = readFirstScreenHint(dataDir);
    expect(hint).toMatchObject({ language: 'fr', cardLookup: true, words: { label: 'Numéro de carte' } });
    // Its user's alone, as everything in the folder.
    if (process.platform !== 'win32')
      expect(fs.statSync(path.join(dataDir, FIRST_SCREEN_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe('the desk’s start (browser-mode.ts firstFiles)', () => {
  // With the stand-in, the page's code is asked for once the stand-in is painted (its script loads it): the desk
  // starts after that, and so does not take the CPU from the stand-in's first frame.
  it('waits for the stand-in’s script and the page’s code when the stand-in is served', async () => {
    const root = fs.mkdtempSync(path.join(process.env['TMPDIR'] ?? '/tmp', 'first-files-'));
    try {
      const staticDir = path.join(root, 'renderer');
      const dataDir = path.join(root, 'data');
      fs.mkdirSync(staticDir);
      fs.mkdirSync(dataDir);
      fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
      const asBuilt = ['/assets/app.js', '/assets/react.js', '/assets/app.css'];
      expect(await firstFiles(staticDir, dataDir)).toEqual(asBuilt);
      writeFirstScreenHint(dataDir, { language: 'en', cardLookup: true, words: WORDS });
      expect(await firstFiles(staticDir, dataDir)).toEqual([
        '/assets/app.css',
        '/assets/app.js',
        '/assets/react.js',
        '/first-screen.js',
      ]);
      writeFirstScreenHint(dataDir, { language: 'en', cardLookup: false, words: WORDS });
      expect(await firstFiles(staticDir, dataDir)).toEqual(asBuilt);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a hint that cannot be read', () => {
  it('is none: no file, a damaged one, or one of another shape', () => {
    const dir = fs.mkdtempSync(path.join(process.env['TMPDIR'] ?? '/tmp', 'hint-'));
    try {
      expect(readFirstScreenHint(dir)).toBeUndefined();
      const file = path.join(dir, FIRST_SCREEN_FILE);
      fs.writeFileSync(file, '{"language":"en","cardLookup":tr');
      expect(readFirstScreenHint(dir)).toBeUndefined();
      fs.writeFileSync(file, JSON.stringify({ language: 'de', cardLookup: true, words: WORDS }));
      expect(readFirstScreenHint(dir)).toBeUndefined();
      fs.writeFileSync(file, JSON.stringify({ language: 'en', cardLookup: true, words: { ...WORDS, hint: 3 } }));
      expect(readFirstScreenHint(dir)).toBeUndefined();
      fs.writeFileSync(file, JSON.stringify({ language: 'en', cardLookup: 'yes', words: WORDS }));
      expect(readFirstScreenHint(dir)).toBeUndefined();
      fs.writeFileSync(file, JSON.stringify({ language: 'en', cardLookup: true, words: WORDS }));
      expect(readFirstScreenHint(dir)).toEqual({ language: 'en', cardLookup: true, words: WORDS });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
