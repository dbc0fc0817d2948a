/**
 * `tsx scripts/release/stage.ts <release folder> [--channel pilot] [--staging <percent>]`: the release's channel and
 * rollout, set in its update manifests before they are signed (sign-updates.ts signs what this leaves).
 * `--channel pilot` renames latest*.yml to pilot*.yml, so only desks on the pilot channel (policy or setting
 * `updates.channel`) are offered it and the stable feed is left as it was; a stable release is written as
 * pilot*.yml too, so pilot desks get it (they read only pilot*.yml); `--staging 20` offers it to 20% of the
 * desks on its channel (raise it later: run again on the release folder with the new share, sign, upload the
 * manifests only). docs/releasing.md, "Channels and staged rollout".
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUMS_FILE, writeSums } from './sums';
import { manifestNameOn, withStaging } from './update-info';

const CHANNELS = new Set(['stable', 'pilot']);

function main(): void {
  const [folder, ...rest] = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const at = rest.indexOf(name);
    return at === -1 ? undefined : rest[at + 1];
  };
  const channel = option('--channel') ?? 'stable';
  const staging = option('--staging');
  if (folder === undefined || !CHANNELS.has(channel) || (staging !== undefined && !/^\d{1,3}$/.test(staging))) {
    console.error('usage: tsx scripts/release/stage.ts <release folder> [--channel stable|pilot] [--staging 0-100]');
    process.exitCode = 2;
    return;
  }
  const manifests = readdirSync(folder).filter(
    (name) => /^(latest|pilot)(-[a-z0-9]+)*\.yml$/.test(name) && !(channel === 'stable' && name.startsWith('pilot')),
  );
  if (manifests.length === 0) throw new Error(`no update manifest (latest*.yml) in ${folder}`);
  for (const name of manifests) {
    let file = join(folder, name);
    if (channel === 'pilot' && name.startsWith('latest')) {
      const moved = join(folder, manifestNameOn(name, 'pilot'));
      renameSync(file, moved);
      file = moved;
    }
    // A stable release reaches pilot desks too, all of them (they read only pilot*.yml, never an older version).
    if (channel === 'stable' && name.startsWith('latest'))
      writeFileSync(join(folder, manifestNameOn(name, 'pilot')), readFileSync(file));
    if (staging !== undefined) writeFileSync(file, withStaging(readFileSync(file, 'utf8'), Number(staging)));
    console.log(`${file}: channel ${channel}${staging === undefined ? '' : `, offered to ${staging}% of desks`}`);
  }
  // The manifests changed (or were renamed): the sums name them as they are now.
  if (existsSync(join(folder, SUMS_FILE))) writeSums(folder);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
