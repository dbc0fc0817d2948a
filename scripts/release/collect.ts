/**
 * The release workflow's last step before the draft release: `tsx scripts/release/collect.ts
 * <artifacts> <release>` gathers what each build job uploaded (one folder per job) into one flat
 * folder, merges the update manifests that more than one job wrote (latest-mac.yml), and writes
 * SHA256SUMS for whoever downloads an installer by hand.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSums } from './sums';
import { mergeUpdateInfo } from './update-info';

function main(): void {
  const [artifacts, release] = process.argv.slice(2);
  if (artifacts === undefined || release === undefined) {
    console.error('usage: tsx scripts/release/collect.ts <artifacts folder> <release folder>');
    process.exitCode = 2;
    return;
  }
  mkdirSync(release, { recursive: true });
  const byName = new Map<string, string[]>();
  for (const job of readdirSync(artifacts)) {
    for (const name of readdirSync(join(artifacts, job))) {
      byName.set(name, [...(byName.get(name) ?? []), join(artifacts, job, name)]);
    }
  }
  for (const [name, copies] of byName) {
    const [only, ...more] = copies;
    if (only === undefined) continue;
    if (more.length === 0) copyFileSync(only, join(release, name));
    else if (name.endsWith('.yml'))
      writeFileSync(join(release, name), mergeUpdateInfo(copies.map((file) => readFileSync(file, 'utf8'))));
    else throw new Error(`${name} was built by more than one job: ${copies.join(', ')}`);
  }
  writeSums(release);
  console.log(`${byName.size} files in ${release}, with SHA256SUMS.`);
}

main();
