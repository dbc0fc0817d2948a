/**
 * A fresh, fully migrated database for a test, copied from a template instead of migrated again.
 *
 * Migrating an empty file runs every migration in its own fsynced transaction: about half a second on a busy
 * 2-core machine, paid by every test that opens a fresh database. The global setup (store-template.ts) migrates
 * one file per run, keyed with the tests' key, and names it in CLAIMDESK_TEST_STORE_TEMPLATE with a digest of the
 * migrations it ran; a database opened here with the tests' key starts as a copy of it, then goes through
 * openDatabase as before (which migrates whatever the template lacks). Without the template (a run without the
 * global setup, another key, migrations changed since it was built) the file is migrated from empty, as the app does.
 * test/store/migrations.test.ts keeps migrating from every earlier version.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { openDatabase, type Db } from '../../main/store/database';
import { migrations } from '../../main/store/migrations';
import type { StoreAccess } from '../../main/store/sqlite';
import { testAccess } from './store-access';

export const TEMPLATE_VARIABLE = 'CLAIMDESK_TEST_STORE_TEMPLATE';

/** What the migrations are, so a template built from other ones (changed while vitest watches) is not used. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const { version, up } of migrations) hash.update(`${version}\n${up}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** The template's path when there is one built from these migrations. */
function templateFile(): string | undefined {
  const named = process.env[TEMPLATE_VARIABLE];
  if (named === undefined) return undefined;
  const split = named.indexOf(':');
  if (named.slice(0, split) !== migrationsDigest()) return undefined;
  const file = named.slice(split + 1);
  return fs.existsSync(file) ? file : undefined;
}

/** openDatabase(file, access), a new file starting as a copy of the migrated template when access is the tests'. */
export function openTestDatabase(file: string, access: StoreAccess = testAccess): Db {
  const template = access === testAccess && !fs.existsSync(file) ? templateFile() : undefined;
  if (template !== undefined) fs.copyFileSync(template, file, fs.constants.COPYFILE_EXCL);
  return openDatabase(file, access);
}
