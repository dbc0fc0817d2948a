/** What ClaimDesk runs on, as the log's first line and the diagnostics archive say it. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { runtimeVersions } from '../../main/log/runtime';

it('names ClaimDesk’s own version and Node’s, and no Electron or Chromium outside the desktop app', () => {
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  const versions = runtimeVersions();
  expect(versions).toMatchObject({ claimdesk: version, node: process.versions.node });
  expect(versions).not.toHaveProperty('electron');
  expect(versions).not.toHaveProperty('chromium');
  expect(versions.os).toContain(process.platform);
});
