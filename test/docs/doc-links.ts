/**
 * Checks what the README and docs/*.md point at: relative links (and `#anchor`s into markdown, by GitHub's
 * heading slugs) and repository paths written in backticks. Files move; the docs must follow them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where a path in backticks must start to count as a repository path. */
const REPOSITORY_ROOTS = ['main/', 'shared/', 'renderer/', 'preload/', 'test/', 'scripts/', 'docs/'];

export interface DocProblem {
  file: string;
  problem: string;
}

/** The text outside fenced code blocks, line by line (a fenced block's lines become empty). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
}

/** Every anchor the headings of a markdown text define, numbered as GitHub numbers repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The prose without inline code spans, so a link written as an example in backticks is not followed. */
const withoutCode = (line: string): string => line.replace(/`[^`]*`/g, '');

export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of withoutCode(line).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (match[1] !== undefined) links.push(match[1]);
    }
  }
  return links;
}

/** Inline code spans that name a repository path (`main/sync/outbox/claim-outbox.ts`, `test/e2e/`, …). */
export function repositoryPathsOf(markdown: string): string[] {
  const paths: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const path = (match[1] ?? '').replace(/[.,;:]$/, '');
      if (REPOSITORY_ROOTS.some((root) => path.startsWith(root))) paths.push(path);
    }
  }
  return paths;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/**
 * Whether a path exists under root. Placeholders match any name: `*`, `<name>` and `…`; `{en,fr}` either name; a name with `NNN` in it
 * (`NNN-what-it-does.ts`, a migration to write) any name that starts with three digits. So
 * `main/operations/*-ops.ts` needs at least one file of that shape.
 */
export function pathExists(root: string, path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  const walk = (dir: string, index: number): boolean => {
    const segment = segments[index];
    if (segment === undefined) return true;
    if (!/[*<…{]|NNN/.test(segment)) {
      const next = join(dir, segment);
      if (!existsSync(next)) return false;
      return index === segments.length - 1 || (statSync(next).isDirectory() && walk(next, index + 1));
    }
    const pattern = segment.includes('NNN')
      ? /^\d{3}/
      : new RegExp(
          `^${segment
            .split(/(\*|<[^>]*>|…|\{[^}]*\})/)
            .map((part) => {
              if (/^(\*|<[^>]*>|…)$/.test(part)) return '.*';
              if (part.startsWith('{')) return `(${part.slice(1, -1).split(',').map(escaped).join('|')})`;
              return escaped(part);
            })
            .join('')}$`,
        );
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return readdirSync(dir).some((name) => {
      if (!pattern.test(name)) return false;
      const next = join(dir, name);
      return index === segments.length - 1 || (statSync(next).isDirectory() && walk(next, index + 1));
    });
  };
  return walk(root, 0);
}

/** Everything a markdown file of the repository points at that is not there. */
export function checkDoc(root: string, file: string, markdown = readFileSync(join(root, file), 'utf8')): DocProblem[] {
  const problems: DocProblem[] = [];
  const here = dirname(join(root, file));
  for (const link of linksOf(markdown)) {
    if (isExternal(link)) continue;
    const [pathPart, anchor] = link.split('#', 2) as [string, string | undefined];
    if (pathPart === '') {
      if (anchor !== undefined && !anchorsOf(markdown).has(anchor)) {
        problems.push({ file, problem: `link to a missing heading: ${link} (no #${anchor} in ${file})` });
      }
      continue;
    }
    const target = resolve(here, decodeURI(pathPart));
    if (!existsSync(target)) {
      problems.push({ file, problem: `link to a missing file: ${link}` });
      continue;
    }
    if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor)) {
      problems.push({
        file,
        problem: `link to a missing heading: ${link} (no #${anchor} in ${relative(root, target)})`,
      });
    }
  }
  for (const path of repositoryPathsOf(markdown)) {
    if (!pathExists(root, path)) problems.push({ file, problem: `names a missing path: ${path}` });
  }
  return problems;
}

/** The README and every markdown file directly in docs/. */
export function documentationFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}
