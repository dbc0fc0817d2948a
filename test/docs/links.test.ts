/**
 * The README and docs/*.md point only at what exists: every relative link reaches a file (and its heading, for
 * an `#anchor` into markdown), and every repository path written in backticks is there. When a file moves, this
 * names each doc line to update.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../shared/domain/settings';
import { anchorsOf, checkDoc, documentationFiles, githubSlug, pathExists, repositoryPathsOf } from './doc-links';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the documentation points at what exists', () => {
  it('reads the README and every docs file', () => {
    const files = documentationFiles(ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files.length).toBeGreaterThan(5);
  });

  it('finds the repository paths the docs name (so the path check has something to check)', () => {
    const architecture = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    expect(repositoryPathsOf(architecture)).toContain('main/sync/sending/claim-sender.ts');
    expect(repositoryPathsOf(architecture).length).toBeGreaterThan(50);
  });

  it.each(documentationFiles(ROOT))('%s: links, anchors and paths all resolve', (file) => {
    expect(checkDoc(ROOT, file).map(({ problem }) => problem)).toEqual([]);
  });
});

describe('the IT guide', () => {
  it('names every setting of the desk, by its key', () => {
    const guide = readFileSync(join(ROOT, 'docs', 'it-guide.md'), 'utf8');
    expect(SETTING_KEYS.filter((key) => !guide.includes(`\`${key}\``))).toEqual([]);
  });
});

describe('the checker itself', () => {
  const check = (markdown: string) => checkDoc(ROOT, 'docs/example.md', markdown).map(({ problem }) => problem);

  it('makes anchors as GitHub does', () => {
    expect(githubSlug("The desktop app's fences")).toBe('the-desktop-apps-fences');
    expect(githubSlug('Store (`main/store/`)')).toBe('store-mainstore');
    expect(githubSlug('First run, demo and real data')).toBe('first-run-demo-and-real-data');
    expect(githubSlug('Sync and exactly once: the design — and proofs')).toBe(
      'sync-and-exactly-once-the-design--and-proofs',
    );
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n## A')]).toEqual(['a', 'a-1', 'a-2']);
  });

  it('finds a link to a missing file, a missing heading and a missing path', () => {
    expect(
      check(
        [
          'See [the guide](it-guide.md), [a gone file](no-such-guide.md) and [a gone part](it-guide.md#no-such-part).',
          'The engine is in `main/sync/no-such-engine.ts`; the store in `main/store/`.',
          '[Here](#nowhere) is nothing. [Away](https://example.org/x.md) is not checked.',
          '```',
          '[inside a fence](not-checked.md) `main/not/checked.ts`',
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      'link to a missing file: no-such-guide.md',
      'link to a missing heading: it-guide.md#no-such-part (no #no-such-part in docs/it-guide.md)',
      'link to a missing heading: #nowhere (no #nowhere in docs/example.md)',
      'names a missing path: main/sync/no-such-engine.ts',
    ]);
  });

  it('takes placeholders in a path as any name, but still needs one file of that shape', () => {
    expect(pathExists(ROOT, 'main/operations/*-ops.ts')).toBe(true);
    expect(pathExists(ROOT, 'main/store/migrations/NNN-what-it-does.ts')).toBe(true);
    expect(pathExists(ROOT, 'docs/screenshots/<screen>.png')).toBe(true);
    expect(pathExists(ROOT, 'shared/i18n/locales/{en,fr,sw}/*.ts')).toBe(true);
    expect(pathExists(ROOT, 'shared/i18n/locales/{en,xx}/*.ts')).toBe(true);
    expect(pathExists(ROOT, 'shared/i18n/locales/{xx,yy}/*.ts')).toBe(false);
    expect(pathExists(ROOT, 'main/operations/*-nothing.ts')).toBe(false);
  });
});
