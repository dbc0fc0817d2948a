/** SHA256SUMS for whoever downloads an installer by hand: every file of the release folder but signatures and itself. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SUMS_FILE = 'SHA256SUMS';

export function writeSums(folder: string): void {
  const names = readdirSync(folder)
    .filter((name) => name !== SUMS_FILE && !name.endsWith('.sig') && statSync(join(folder, name)).isFile())
    .sort();
  const lines = names.map(
    (name) =>
      `${createHash('sha256')
        .update(readFileSync(join(folder, name)))
        .digest('hex')}  ${name}`,
  );
  writeFileSync(join(folder, SUMS_FILE), `${lines.join('\n')}\n`);
}
