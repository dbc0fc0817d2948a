/**
 * The check of an update against the pinned release keys (signature.ts), in the main process, before
 * electron-updater's word is trusted:
 *
 * - `manifest`: before a check, the feed's latest*.yml and its .sig are fetched and verified here; the
 *   updater then reads the feed itself, and its answer counts only if it is this signed manifest's version
 *   and lists only files whose SHA-512 the signed manifest lists (the feed cannot answer twice differently).
 * - `downloads`: what electron-updater downloaded is hashed on disk, must be listed by the signed manifest,
 *   and must carry its own valid .sig — the bytes that will be installed are the bytes that were signed.
 *
 * Fetching is injected (Electron's `net` in the app, Node's fetch in tests); a network failure throws, for
 * the port to word like its own.
 */
import { basename } from 'node:path';
import type { UpdateChannel } from '../../../shared/domain/settings';
import type { UpdateFailureReason } from '../../../shared/domain/updates';
import type { PortResult } from './port';
import { checkSignature, sha512, sha512OfFile } from './signature';

export interface FetchedFile {
  readonly status: number;
  readonly body: Buffer;
}
export type FetchFile = (url: string) => Promise<FetchedFile>;

/** What a verified latest*.yml (or pilot*.yml) vouches for. */
export interface SignedManifest {
  /** Its file name in the feed. */
  readonly file: string;
  readonly version: string;
  /** The share of desks (0–100) the release is offered to (rollout.ts); undefined: all of them. */
  readonly stagingPercentage?: number;
  /** The base64 SHA-512 of every file it lists. */
  readonly sha512s: ReadonlySet<string>;
}

/** A downloaded file whose signature held, with the SHA-512 (base64) it had then. */
export interface VerifiedFile {
  readonly path: string;
  readonly sha512: string;
}

export interface ReleaseVerifier {
  manifest(feedUrl: string, channel: UpdateChannel): Promise<PortResult<SignedManifest>>;
  downloads(
    feedUrl: string,
    manifest: SignedManifest,
    paths: readonly string[],
  ): Promise<PortResult<readonly VerifiedFile[]>>;
}

/** The channel's name in the feed's file names, as electron-builder writes them and electron-updater reads them. */
export const channelName = (channel: UpdateChannel): string => (channel === 'stable' ? 'latest' : channel);

/**
 * The manifest electron-updater reads on this OS and architecture for a channel (its Provider's
 * getCustomChannelName): latest.yml / pilot.yml on Windows, latest-mac.yml, latest-linux.yml, latest-linux-arm64.yml.
 */
export function channelFileFor(platform: NodeJS.Platform, arch: string, channel: UpdateChannel = 'stable'): string {
  const name = channelName(channel);
  if (platform === 'win32') return `${name}.yml`;
  if (platform === 'darwin') return `${name}-mac.yml`;
  return arch === 'x64' ? `${name}-linux.yml` : `${name}-linux-${arch}.yml`;
}

/** As electron-updater's generic provider joins them: the feed is a folder. */
const inFeed = (feedUrl: string, name: string): string =>
  new URL(encodeURIComponent(name), feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`).href;

const fail = (reason: UpdateFailureReason, detail: string): PortResult<never> => ({
  ok: false,
  failure: { reason, detail },
});

const VERSION = /^version:\s*['"]?([^'"\s]+)['"]?\s*$/m;
const SHA512 = /^\s*(?:-\s+)?sha512:\s*['"]?([A-Za-z0-9+/=]+)['"]?\s*$/gm;
const STAGING = /^stagingPercentage:\s*['"]?(\d{1,3})['"]?\s*$/m;

export function createReleaseVerifier(options: {
  readonly keys: readonly string[];
  readonly fetchFile: FetchFile;
  /** The manifest's file name for a channel on this OS (channelFileFor). */
  readonly channelFile: (channel: UpdateChannel) => string;
}): ReleaseVerifier {
  const { keys, fetchFile } = options;

  /** A file's .sig: its text, null when the feed has none, or the feed's error status. */
  async function sigOf(feedUrl: string, name: string): Promise<string | null | number> {
    const answer = await fetchFile(inFeed(feedUrl, `${name}.sig`));
    if (answer.status === 404) return null;
    return answer.status >= 200 && answer.status < 300 ? answer.body.toString('utf8') : answer.status;
  }

  return {
    async manifest(feedUrl, channel) {
      const channelFile = options.channelFile(channel);
      const yml = await fetchFile(inFeed(feedUrl, channelFile));
      if (yml.status === 404) return fail('feed-missing', `${channelFile}: not found at the update address`);
      if (yml.status < 200 || yml.status >= 300) return fail('feed-error', `${channelFile}: HTTP ${yml.status}`);
      const sig = await sigOf(feedUrl, channelFile);
      if (typeof sig === 'number') return fail('feed-error', `${channelFile}.sig: HTTP ${sig}`);
      const signed = checkSignature(sig, channelFile, sha512(yml.body), keys);
      if (!signed.ok) return signed;
      const text = yml.body.toString('utf8');
      const version = VERSION.exec(text)?.[1];
      if (version === undefined) return fail('feed-invalid', `${channelFile} names no version`);
      const staging = STAGING.exec(text)?.[1];
      return {
        ok: true,
        value: {
          file: channelFile,
          version,
          ...(staging === undefined ? {} : { stagingPercentage: Math.min(100, Number(staging)) }),
          sha512s: new Set([...text.matchAll(SHA512)].map((found) => found[1] ?? '')),
        },
      };
    },

    async downloads(feedUrl, manifest, paths) {
      if (paths.length === 0) return fail('signature-missing', 'the updater reported no downloaded file');
      const verified: VerifiedFile[] = [];
      for (const path of paths) {
        const name = basename(path);
        const digest = await sha512OfFile(path);
        if (!manifest.sha512s.has(digest.toString('base64'))) {
          return fail('signature-tampered', `${name} is not a file the signed ${manifest.file} lists`);
        }
        const sig = await sigOf(feedUrl, name);
        if (typeof sig === 'number') return fail('feed-error', `${name}.sig: HTTP ${sig}`);
        const signed = checkSignature(sig, name, digest, keys);
        if (!signed.ok) return signed;
        verified.push({ path, sha512: digest.toString('base64') });
      }
      return { ok: true, value: verified };
    },
  };
}
