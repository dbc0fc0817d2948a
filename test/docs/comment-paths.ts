/**
 * The files the code's own comments name (`see sync/sending/flush.ts`), for comment-paths.test.ts: a path in a
 * comment is found when it names a tracked file from the commenting file's folder, from the repository's root
 * or from `main/`, or is the end of a tracked file's path; a bare file name, when some tracked file has it.
 */
import { execFileSync } from 'node:child_process';
import { basename, dirname, join, normalize } from 'node:path';

const NAMED = /(?<![\w./@-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|mts|mjs|css|md))\b/g;
const COMMENT_LINE = /^\s*(\*|\/\/|\/\*)/;

export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** The paths named on the comment lines of `source` (lines that start a comment or continue a block). */
export function pathsInComments(source: string): string[] {
  const lines = source.split('\n').filter((line) => COMMENT_LINE.test(line) || line.includes(' // '));
  return lines.flatMap((line) => {
    const comment = COMMENT_LINE.test(line) ? line : line.slice(line.indexOf(' // '));
    return [...comment.matchAll(NAMED)].map((match) => match[1] ?? '');
  });
}

export function commentPathFinder(files: readonly string[]): (from: string, named: string) => boolean {
  const tracked = new Set(files);
  const names = new Set(files.map((file) => basename(file)));
  return (from, named) => {
    if (!named.includes('/')) return names.has(named);
    const bases = [dirname(from), '.', 'main'];
    if (bases.some((base) => tracked.has(normalize(join(base, named))))) return true;
    return !named.startsWith('.') && files.some((file) => file.endsWith(`/${named}`));
  };
}
