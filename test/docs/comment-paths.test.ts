/**
 * The code's comments point at files that exist: when a file moves, a comment naming it by its old path fails
 * here (the docs have links.test.ts). Looked at: the shipped code and the scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentPathFinder, pathsInComments, trackedFiles } from './comment-paths';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE = /^(main|shared|renderer|preload|scripts)\/.*\.(ts|tsx|mts|mjs)$/;

describe("the code's comments name files that exist", () => {
  const files = trackedFiles(ROOT);
  const found = commentPathFinder(files);

  it('every path a comment names is a file of the repository', () => {
    const missing = files
      .filter((file) => SOURCE.test(file))
      .flatMap((file) =>
        pathsInComments(readFileSync(join(ROOT, file), 'utf8'))
          .filter((named) => !found(file, named))
          .map((named) => `${file}: ${named}`),
      );
    expect(missing).toEqual([]);
  });

  it('resolves a path from the file, the root or main/, and catches one that moved', () => {
    expect(found('main/core/core.ts', 'sync/follow-up/status-follow-up.ts')).toBe(true);
    expect(found('main/core/core.ts', '../store/sealed-file.ts')).toBe(true);
    expect(found('main/claims/state/index.ts', 'claim-sender.ts')).toBe(true);
    expect(found('main/core/core.ts', 'sync/status-follow-up.ts')).toBe(false);
    expect(found('main/claims/state/index.ts', 'sync/claim-sender.ts')).toBe(false);
    expect(found('main/claims/state/index.ts', 'batch-snapshots.ts')).toBe(false);
  });

  it('reads paths on comment lines only', () => {
    const source = ["import x from './a.ts';", ' * see sync/flush.ts', 'f(); // and b.ts', "const s = 'c.ts';"].join(
      '\n',
    );
    expect(pathsInComments(source)).toEqual(['sync/flush.ts', 'b.ts']);
  });
});
