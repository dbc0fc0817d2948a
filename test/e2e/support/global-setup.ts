/**
 * Builds the app once before the run when the served renderer (`out/renderer`)
 * is missing or older than any source it is built from.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './child-process';

const BUILT_PAGE = path.join(REPO_ROOT, 'out', 'renderer', 'index.html');
const SOURCES = ['renderer', 'shared', 'electron.vite.config.mts'];

export default function globalSetup(): void {
  const builtAt = modifiedAt(BUILT_PAGE);
  const newestSource = Math.max(...SOURCES.map((source) => newestIn(path.join(REPO_ROOT, source))));
  if (builtAt !== null && builtAt >= newestSource) return;
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'electron-vite'), ['build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

function modifiedAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function newestIn(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestIn(path.join(target, name))),
    stat.mtimeMs,
  );
}
