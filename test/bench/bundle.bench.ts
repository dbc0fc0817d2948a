/**
 * The page's production bundle (`electron-vite build`, out/renderer): the
 * JavaScript the page loads before its first screen can show, read from the
 * build's manifest (the entry script with every chunk it imports, and the
 * catalogues of the first screen's words in the language shown), in each
 * language, against the target; beside it all the JavaScript built (screens,
 * their words and the other languages, loaded later), with gzip sizes for scale.
 * The page is served from this computer, so what counts is what the browser
 * parses, not what crosses a network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { FIRST_SCREEN_NAMESPACES } from '../../shared/i18n/namespaces';
import type { BenchLine } from './bench-line';
import { buildApp, REPO_ROOT } from './build';

const PAGE_DIR = path.join(REPO_ROOT, 'out', 'renderer');
/** In kB of 1,000 bytes, as Vite prints them. */
const TARGET_KB = 350;

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

interface Asset {
  readonly file: string;
  readonly bytes: number;
  readonly gzipped: number;
}

function asset(file: string): Asset {
  const content = readFileSync(path.join(PAGE_DIR, file));
  return { file, bytes: content.length, gzipped: gzipSync(content).length };
}

/** Vite's manifest: each entry, dynamically imported module and shared chunk, by key. */
type Manifest = Record<string, { readonly file: string; readonly imports?: readonly string[] }>;

/** The files a chunk needs before it runs: its own and every chunk it imports, transitively. */
function withImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
}

/** The page's entry, and the first screen's catalogues in `language` (renderer/i18n loads them as it starts). */
function firstLoaded(manifest: Manifest, language: Language): Set<string> {
  const files = new Set<string>();
  withImports(manifest, 'index.html', files);
  for (const ns of FIRST_SCREEN_NAMESPACES) withImports(manifest, `../shared/i18n/locales/${language}/${ns}.ts`, files);
  return files;
}

const sum = (assets: readonly Asset[], pick: (a: Asset) => number): number => assets.reduce((n, a) => n + pick(a), 0);

export function run(report: (line: BenchLine) => void): Promise<void> {
  buildApp();
  const all = readdirSync(path.join(PAGE_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => asset(path.join('assets', file)));
  const manifest = JSON.parse(readFileSync(path.join(PAGE_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const firstIn = LANGUAGES.map((language) => {
    const wanted = firstLoaded(manifest, language);
    const assets = all.filter((a) => wanted.has(a.file));
    if (assets.length !== wanted.size) throw new Error(`Some of ${[...wanted].join(', ')} were not built`);
    return { language, assets, bytes: sum(assets, (a) => a.bytes) };
  });
  const largest = firstIn.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const firstBytes = largest.bytes;
  report({
    name: 'production bundle: JavaScript the page loads for its first screen (minified)',
    figures: Object.fromEntries([
      ...firstIn.map(({ language, assets, bytes }) => [
        `first screen (${language})`,
        `${kB(bytes)} (gzip ${kB(sum(assets, (a) => a.gzipped))}) in ${assets.length} file(s)`,
      ]),
      [
        'all JavaScript built',
        `${kB(sum(all, (a) => a.bytes))} (gzip ${kB(sum(all, (a) => a.gzipped))}) in ${all.length} file(s)`,
      ],
      [
        'largest files',
        [...all]
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, 5)
          .map((a) => `${path.basename(a.file)} ${kB(a.bytes)}`)
          .join(', '),
      ],
    ]) as Record<string, string>,
    ratio: {
      label: `first-screen JavaScript (kB, ${largest.language}: the largest)`,
      value: firstBytes / 1000,
      target: `< ${TARGET_KB} kB`,
      pass: firstBytes < TARGET_KB * 1000,
      measured: kB(firstBytes),
    },
  });
  return Promise.resolve();
}
