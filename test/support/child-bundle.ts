/**
 * Child processes that tests start and kill many times (the crash tests) start
 * from one bundle, built once per test file with esbuild, instead of compiling
 * TypeScript through tsx at every start. The SQLite library stays outside the bundle
 * (a native module): the bundle is written under the project's
 * node_modules/.cache, so Node finds it from there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';

export interface ChildBundle {
  /** The bundled script, to run with `node`. */
  readonly file: string;
  remove(): void;
}

export async function bundleChild(entry: string): Promise<ChildBundle> {
  const cache = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'claimdesk-children');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'bundle-'));
  const file = path.join(dir, `${path.basename(entry, '.ts')}.cjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: [SQLITE_PACKAGE],
    logLevel: 'error',
  });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
