/**
 * electron-builder writes one update manifest per build (latest.yml, latest-mac.yml,
 * latest-linux.yml), which electron-updater reads from the feed. macOS is built in two jobs, one
 * per architecture, so two latest-mac.yml come back; electron-updater needs one listing both
 * (it picks the file for its own architecture from `files`).
 */
import { createRequire } from 'node:module';

// js-yaml is what electron-builder writes these files with and electron-updater reads them with.
const yaml = createRequire(__filename)('js-yaml') as {
  load(text: string): unknown;
  dump(value: unknown, options?: { lineWidth?: number }): string;
};

interface UpdateFile {
  readonly url: string;
}

interface UpdateInfo {
  readonly version: string;
  readonly files: readonly UpdateFile[];
}

function parse(text: string): UpdateInfo {
  const info = yaml.load(text) as Partial<UpdateInfo> | null;
  if (typeof info?.version !== 'string' || !Array.isArray(info.files)) throw new Error('not an update manifest');
  return info as UpdateInfo;
}

/** One manifest listing every file of the given ones (which must be of one version). */
export function mergeUpdateInfo(texts: readonly string[]): string {
  const [first, ...others] = texts.map(parse);
  if (first === undefined) throw new Error('no update manifest to merge');
  const files = [...first.files];
  for (const other of others) {
    if (other.version !== first.version) throw new Error(`versions differ: ${first.version} and ${other.version}`);
    files.push(...other.files.filter((file) => !files.some((known) => known.url === file.url)));
  }
  // The top-level path and sha512 (read by old updaters only) stay the first manifest's.
  return yaml.dump({ ...first, files }, { lineWidth: -1 });
}

/** The manifest's name on another channel: latest-linux.yml → pilot-linux.yml (electron-updater's naming). */
export function manifestNameOn(name: string, channelStem: string): string {
  const found = /^latest((?:-[a-z0-9]+)*)\.yml$/.exec(name);
  if (found === null) throw new Error(`${name} is not an update manifest (latest*.yml)`);
  return `${channelStem}${found[1] ?? ''}.yml`;
}

/**
 * The manifest offered to `percent` of desks (electron-updater's `stagingPercentage`; the desk decides by its id,
 * main/desk/updates/rollout.ts); 100 removes the limit (every desk).
 */
export function withStaging(text: string, percent: number): string {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new Error(`a staged share is a whole percent from 0 to 100, not ${percent}`);
  const { stagingPercentage: _old, ...info } = parse(text) as UpdateInfo & { stagingPercentage?: number };
  return yaml.dump(percent === 100 ? info : { ...info, stagingPercentage: percent }, { lineWidth: -1 });
}
