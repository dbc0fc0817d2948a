/**
 * What ClaimDesk runs on, for the log's first line and the diagnostics archive: its own
 * version, and Electron's, Chromium's and Node's (Electron's and Chromium's only in the
 * desktop app, whose process says them; no Electron import needed), and the system.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RuntimeVersions {
  readonly claimdesk: string;
  readonly electron?: string;
  readonly chromium?: string;
  readonly node: string;
  readonly os: string;
}

const PACKAGE_NAME = 'claimdesk';

/**
 * ClaimDesk's own package.json: the nearest above this code with its name, wherever the code runs
 * (main/log in the sources; out/main or a chunk below it when built; inside app.asar when packaged).
 */
function appVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = path.dirname(dir)) {
    try {
      const found = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      if (found.name === PACKAGE_NAME && typeof found.version === 'string') return found.version;
    } catch {
      // No package.json at this level (or not one to read): look further up.
    }
  }
  return 'unknown';
}

export function runtimeVersions(): RuntimeVersions {
  // Electron's types say `electron` and `chrome` are always there; under plain Node they are not.
  const versions = new Map(Object.entries(process.versions));
  const electron = versions.get('electron');
  const chromium = versions.get('chrome');
  return {
    claimdesk: appVersion(),
    ...(electron !== undefined && { electron }),
    ...(chromium !== undefined && { chromium }),
    node: process.versions.node,
    os: `${os.type()} ${os.release()} (${process.platform}, ${process.arch})`,
  };
}
