/** What is on disk under a folder: which files hold some text, and every file's bytes (to show nothing changed). */
import fs from 'node:fs';
import path from 'node:path';

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file under `root` whose bytes hold `text`. */
export function filesHolding(root: string, text: string): string[] {
  return filesUnder(root).filter((file) => fs.readFileSync(file).includes(text));
}

/** The bytes of every file under `root`, by relative path. */
export function snapshot(root: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(root).map((file) => [path.relative(root, file), fs.readFileSync(file).toString('base64')]),
  );
}
