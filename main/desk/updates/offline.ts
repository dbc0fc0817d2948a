/**
 * The offline route: an update from a folder (a USB disk, a share) instead of the feed, for desks on weak links.
 * The folder holds what the release workflow publishes for this OS — the channel's manifest (latest.yml, …), the
 * installer, and their `.sig` files — and is checked by the SAME release verifier as a download (verify.ts: the
 * manifest's signature by a pinned release key, the installer listed by it and signed itself), reading files
 * instead of fetching them; then the version must be newer than the one running (never a downgrade). A folder
 * for another OS, or another channel, has no manifest this desk reads: refused, naming what it holds.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { UpdateChannel } from '../../../shared/domain/settings';
import type { UpdateFailureReason } from '../../../shared/domain/updates';
import { say } from '../../i18n/words';
import { channelFileFor, createReleaseVerifier, type FetchFile } from './verify';

export type OfflineRefusal = 'unsigned' | 'not-ours' | 'tampered' | 'not-newer' | 'other-platform' | 'incomplete';

export type OfflineVerdict =
  | { readonly ok: true; readonly version: string; readonly installer: string }
  | { readonly ok: false; readonly refusal: OfflineRefusal; readonly message: string; readonly detail: string };

export interface OfflineOptions {
  readonly keys: readonly string[];
  readonly platform: NodeJS.Platform;
  readonly arch: string;
  readonly channel: UpdateChannel;
  readonly currentVersion: string;
}

/** Files read as the verifier fetches them: one that is not there answers 404, as a feed would. */
const readLocal: FetchFile = async (url) => {
  try {
    return { status: 200, body: await readFile(fileURLToPath(url)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 404, body: Buffer.alloc(0) };
    throw error;
  }
};

/** Versions as x.y.z[-pre]: positive when `a` is newer (a pre-release comes before its release). */
export function compareVersions(a: string, b: string): number {
  const split = (version: string) => {
    const [core = '', pre] = version.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const [x, y] = [split(a), split(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (x.parts[index] ?? 0) - (y.parts[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

/** The verifier's refusal as the offline route words it (a file it could not read: the folder is not whole). */
const refusalOf = (reason: UpdateFailureReason): OfflineRefusal =>
  reason === 'signature-missing'
    ? 'unsigned'
    : reason === 'signature-wrong'
      ? 'not-ours'
      : reason === 'signature-tampered'
        ? 'tampered'
        : 'incomplete';

const INSTALLER = /^path:\s*['"]?([^'"\n]+?)['"]?\s*$/m;
const MANIFEST = /^(latest|pilot)(-[a-z0-9]+)*\.yml$/;

export async function checkUpdateFolder(folder: string, options: OfflineOptions): Promise<OfflineVerdict> {
  const refuse = (refusal: OfflineRefusal, detail: string, values: Record<string, string> = {}): OfflineVerdict => ({
    ok: false,
    refusal,
    // Every message takes the same values; the ones a message does not name are empty.
    message: say(`updates.offline.${refusal}`, { file: '', version: '', current: '', held: '', folder, ...values }),
    detail,
  });
  const channelFile = channelFileFor(options.platform, options.arch, options.channel);
  if (!existsSync(join(folder, channelFile))) {
    const held = existsSync(folder) ? readdirSync(folder).filter((name) => MANIFEST.test(name)) : [];
    return held.length === 0
      ? refuse('incomplete', `no ${channelFile} in ${folder}`, { file: channelFile })
      : refuse('other-platform', `${folder} holds ${held.join(', ')}, not ${channelFile}`, {
          file: channelFile,
          held: held.join(', '),
        });
  }
  const verifier = createReleaseVerifier({ keys: options.keys, fetchFile: readLocal, channelFile: () => channelFile });
  const base = pathToFileURL(folder.endsWith('/') || folder.endsWith('\\') ? folder : `${folder}/`).href;
  const signed = await verifier.manifest(base, options.channel);
  if (!signed.ok) {
    return refuse(refusalOf(signed.failure.reason), signed.failure.detail, { file: channelFile });
  }
  const { version } = signed.value;
  if (compareVersions(version, options.currentVersion) <= 0) {
    return refuse('not-newer', `${version} is not newer than ${options.currentVersion}`, {
      version,
      current: options.currentVersion,
    });
  }
  const name = INSTALLER.exec(await readFile(join(folder, channelFile), 'utf8'))?.[1];
  const installer = name === undefined ? undefined : join(folder, name);
  if (installer === undefined || !existsSync(installer)) {
    return refuse('incomplete', `${name ?? 'the installer'} is not in ${folder}`, { file: name ?? channelFile });
  }
  const files = await verifier.downloads(base, signed.value, [installer]);
  if (!files.ok) {
    return refuse(refusalOf(files.failure.reason), files.failure.detail, { file: name ?? '' });
  }
  return { ok: true, version, installer };
}
