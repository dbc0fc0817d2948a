/**
 * Vitest's global setup (vitest.config.mts): migrates one empty database, keyed with the tests' key, for
 * openTestDatabase (migrated-store.ts) to copy, and removes it when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../main/store/database';
import { migrationsDigest, TEMPLATE_VARIABLE } from './migrated-store';
import { testAccess } from './store-access';

export default function buildStoreTemplate(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-template-'));
  const file = path.join(dir, 'claimdesk.sqlite');
  // Closing checkpoints the WAL into the file: the copy is the whole database.
  openDatabase(file, testAccess).close();
  process.env[TEMPLATE_VARIABLE] = `${migrationsDigest()}:${file}`;
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
