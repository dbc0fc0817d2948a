// The bench runner's verdict and the docs block it writes, on made-up results (no timing here).
import { describe, expect, it } from 'vitest';
import { againstFloor, type BenchLine } from './bench-line';
import { BLOCK_BEGIN, BLOCK_END, DocsBlockError, renderSection, sectionsOf, withSections } from './docs-block';
import { EXIT_MET, EXIT_MISSED, judge } from './judge';
import type { Machine } from './machine';

const ms = (v: number): string => `${v.toFixed(2)} ms`;
const save = (measured: number): BenchLine => ({
  name: 'Durable claim save',
  figures: { saves: '1000' },
  ratio: againstFloor({ label: 'save p99 ÷ floor p99', measured, floor: 2, limit: 3, format: ms, floorIs: 'bare' }),
});
const bundle: BenchLine = {
  name: 'bundle',
  figures: {},
  ratio: { label: 'kB', value: 344.5, target: '< 350 kB', pass: true, measured: '344.5 kB' },
};
const walkthrough: BenchLine = { name: 'walkthrough by keyboard', figures: { keys: '97' } };

const machine: Machine = { cpu: 'Test CPU', cores: 2, ramGiB: 8, os: 'Linux 6 x64', node: 'v24.0.0' };
const runOf = (file: string, lines: BenchLine[]) => ({
  file,
  lines,
  at: new Date('2026-11-27T18:30:00Z'),
  loadBefore: 1.5,
  loadAfter: 2.25,
  seconds: 12,
});
const doc = (block: string): string => `# Benchmarks\n\nProse before.\n\n${block}\n\nProse after.\n`;
const emptyDoc = doc(`${BLOCK_BEGIN}\n${BLOCK_END}`);

describe('judge', () => {
  it('exits 0 when every target reported is met, lines without a target not counted', () => {
    const verdict = judge([save(5.9), bundle, walkthrough]);
    expect(verdict).toMatchObject({ judged: 2, exitCode: EXIT_MET, missed: [] });
    expect(verdict.summary).toEqual(['2 of 2 targets met.']);
  });

  it('exits non-zero on a missed target and names it with its ratio and absolute figures', () => {
    const verdict = judge([save(6.2), bundle]);
    expect(verdict.exitCode).toBe(EXIT_MISSED);
    expect(verdict.missed.map((l) => l.name)).toEqual(['Durable claim save']);
    expect(verdict.summary).toEqual([
      '1 of 2 targets met.',
      '  MISSED Durable claim save: save p99 ÷ floor p99 3.10, target ≤ 3 (measured 6.20 ms, floor 2.00 ms (bare))',
    ]);
  });

  it('judges only what ran: a run with no targets is met', () => {
    expect(judge([walkthrough]).exitCode).toBe(EXIT_MET);
  });
});

describe('docs block', () => {
  it('renders a section with the run, machine and load, and one row per target', () => {
    const section = renderSection(runOf('claims.bench.ts', [save(6.2), walkthrough]), machine);
    expect(section).toContain('2026-11-27 18:30 UTC; Test CPU, 2 cores, 8 GiB RAM, Linux 6 x64, Node v24.0.0');
    expect(section).toContain('load (1 min) 1.5 before, 2.25 after');
    expect(section).toContain(
      '| Durable claim save | 2.00 ms (bare) | 6.20 ms | 3.10 (save p99 ÷ floor p99) | ≤ 3 | **missed** |',
    );
    expect(section).toContain('- walkthrough by keyboard (figures only)');
    expect(sectionsOf(doc(`${BLOCK_BEGIN}\n${section}\n${BLOCK_END}`)).get('claims.bench.ts')).toBe(section);
  });

  it('replaces the sections of the files run and keeps the others and the prose', () => {
    const first = withSections(
      emptyDoc,
      new Map([
        ['claims.bench.ts', renderSection(runOf('claims.bench.ts', [save(5)]), machine)],
        ['bundle.bench.ts', renderSection(runOf('bundle.bench.ts', [bundle]), machine)],
      ]),
    );
    const again = withSections(
      first,
      new Map([['claims.bench.ts', renderSection(runOf('claims.bench.ts', [save(7)]), machine)]]),
    );
    expect([...sectionsOf(again).keys()]).toEqual(['bundle.bench.ts', 'claims.bench.ts']);
    expect(sectionsOf(again).get('claims.bench.ts')).toContain('| **missed** |');
    expect(sectionsOf(again).get('claims.bench.ts')).not.toContain('| met |');
    expect(sectionsOf(again).get('bundle.bench.ts')).toContain('| 344.5 kB |');
    expect(again.startsWith('# Benchmarks\n\nProse before.\n\n')).toBe(true);
    expect(again.endsWith('\n\nProse after.\n')).toBe(true);
  });

  it('refuses a document whose block is missing or malformed', () => {
    expect(() => sectionsOf('# Benchmarks\n')).toThrow(DocsBlockError);
    expect(() => sectionsOf(doc(`${BLOCK_BEGIN}\n<!-- bench:file a.bench.ts -->\n${BLOCK_END}`))).toThrow(/not closed/);
    expect(() => sectionsOf(doc(`${BLOCK_BEGIN}\n<!-- bench:end-file a.bench.ts -->\n${BLOCK_END}`))).toThrow(
      /without its beginning/,
    );
    expect(() => sectionsOf(doc(`${BLOCK_BEGIN}\n${BLOCK_END}\n${BLOCK_BEGIN}\n${BLOCK_END}`))).toThrow(/twice/);
  });
});
