/** The app built once per benchmark run (`electron-vite build`, a second or two), so what is measured is the current source. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const BUILT_SERVE = 'out/main/serve.js';

let built = false;

export function buildApp(): void {
  if (built) return;
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'electron-vite'), ['build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  built = true;
}
