/**
 * The page's production bundle (`electron-vite build`, out/renderer): the
 * JavaScript the page loads before its first screen can show (the entry
 * script and the modules it preloads, as index.html names them), against the
 * target, and beside it all the JavaScript built (screens loaded later
 * included), with gzip sizes for scale. The page is served from this computer,
 * so what counts is what the browser parses, not what crosses a network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** The scripts index.html loads and preloads: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
function firstLoaded(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return [...scripts, ...preloaded].map((src) => path.normalize(src.replace(/^\.?\//, '')));
}

const sum = (assets: readonly Asset[], pick: (a: Asset) => number): number => assets.reduce((n, a) => n + pick(a), 0);

export function run(report: (line: BenchLine) => void): Promise<void> {
  buildApp();
  const all = readdirSync(path.join(PAGE_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => asset(path.join('assets', file)));
  const wanted = new Set(firstLoaded(readFileSync(path.join(PAGE_DIR, 'index.html'), 'utf8')));
  const first = all.filter((a) => wanted.has(a.file));
  if (first.length === 0) throw new Error('index.html names no script that was built');
  const firstBytes = sum(first, (a) => a.bytes);
  report({
    name: 'production bundle: JavaScript the page loads for its first screen (minified)',
    figures: {
      'first screen': `${kB(firstBytes)} (gzip ${kB(sum(first, (a) => a.gzipped))}) in ${first.length} file(s)`,
      'all JavaScript built': `${kB(sum(all, (a) => a.bytes))} (gzip ${kB(sum(all, (a) => a.gzipped))}) in ${all.length} file(s)`,
      'largest files': [...all]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((a) => `${path.basename(a.file)} ${kB(a.bytes)}`)
        .join(', '),
    },
    ratio: {
      label: 'first-screen JavaScript (kB)',
      value: firstBytes / 1000,
      target: `< ${TARGET_KB} kB`,
      pass: firstBytes < TARGET_KB * 1000,
    },
  });
  return Promise.resolve();
}
