/**
 * The About dialog's facts: ClaimDesk's version and the runtimes the host runs on (the
 * desktop app passes its own; browser mode runs on Node alone, so Electron and Chromium
 * are not used), SQLite's version as the store reports it, and the data folder.
 */
import { version as PACKAGE_VERSION } from '../../package.json';
import type { AboutDesk } from '../../shared/domain/app-state';
import type { StoreDeps } from '../store/store-deps';

/** What the host says of itself. */
export interface HostVersions {
  readonly version: string;
  /** null: not used. */
  readonly electron: string | null;
  readonly chromium: string | null;
  readonly node: string;
  /** null: nothing is signed (browser mode). */
  readonly signature: 'signed' | 'unsigned' | null;
}

/** A host's versions from its `process.versions` (Electron's holds `electron` and `chrome`; Node's neither). */
export function hostVersions(
  version: string,
  versions: Readonly<Record<string, string | undefined>> & { readonly node: string },
  signature: HostVersions['signature'] = null,
): HostVersions {
  return {
    version,
    electron: versions.electron ?? null,
    chromium: versions.chrome ?? null,
    node: versions.node,
    signature,
  };
}

/**
 * What a packaged app's package.json says of its signing: the release script writes `claimdeskSigned` (true only when
 * the code-signing credentials were there); a build made any other way says nothing, and counts as unsigned.
 */
export function buildSignature(packageJson: unknown): 'signed' | 'unsigned' {
  const flag = (packageJson as { claimdeskSigned?: unknown } | null)?.claimdeskSigned;
  return flag === true || flag === 'true' ? 'signed' : 'unsigned';
}

/** This process as browser mode (and the tests) run it: Node, with ClaimDesk's version from its package. */
export const nodeHostVersions = (): HostVersions => hostVersions(PACKAGE_VERSION, process.versions);

export function aboutDesk({ db }: Pick<StoreDeps, 'db'>, host: HostVersions, dataDir: string): AboutDesk {
  const sqlite = db.prepare('SELECT sqlite_version()').pluck().get() as string;
  return { ...host, sqlite, dataDir };
}
