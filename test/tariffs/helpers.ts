/** Shared pieces of the tariff cache tests: a temporary database, a scripted client, and a fingerprint of the cache. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../main/store/database';
import { openTestDatabase } from '../support/migrated-store';
import type { TariffClient } from '../../main/tariffs/tariff-refresh';
import type { Tariff } from '../../shared/wire/tariffs';

export interface TempDir {
  readonly dir: string;
  file(name?: string): string;
  remove(): void;
}

export function tempDir(): TempDir {
  const dir = mkdtempSync(join(tmpdir(), 'claimdesk-'));
  return {
    dir,
    file: (name = 'claimdesk.sqlite') => join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const openTemp = (temp: TempDir, name?: string): Db => openTestDatabase(temp.file(name));

/** A client whose answers a test sets; it records the given_date of every delta. */
export interface ScriptedClient extends TariffClient {
  full: Tariff[];
  updates: Tariff[];
  readonly givenDates: string[];
}

export function scriptedClient(full: Tariff[], updates: Tariff[] = []): ScriptedClient {
  const client: ScriptedClient = {
    full,
    updates,
    givenDates: [],
    listTariffs: () => Promise.resolve({ ok: true, value: client.full, messages: [] }),
    listTariffUpdates: (query) => {
      client.givenDates.push(query.given_date);
      return Promise.resolve({ ok: true, value: client.updates, messages: [] });
    },
  };
  return client;
}

export const tariff = (
  id: string,
  name: string,
  price: number,
  access_type = 'direct',
  provider_id = 'PRV-001',
): Tariff => ({
  id,
  provider_id,
  name,
  price,
  access_type,
});

/** A digest of every cached (provider, id, price): equal digests mean the same cache. */
export function cacheChecksum(db: Db): string {
  const hash = createHash('sha256');
  for (const row of db
    .prepare('SELECT provider_id, id, name, price_units FROM tariffs ORDER BY provider_id, id')
    .iterate()) {
    const r = row as { provider_id: string; id: string; name: string; price_units: number };
    hash.update(`${r.provider_id}|${r.id}|${r.name}|${r.price_units}\n`);
  }
  return hash.digest('hex');
}

export function checksumOf(tariffs: readonly Tariff[], units: (price: number) => number): string {
  const hash = createHash('sha256');
  const sorted = [...tariffs].sort((a, b) =>
    a.provider_id === b.provider_id ? (a.id < b.id ? -1 : 1) : a.provider_id < b.provider_id ? -1 : 1,
  );
  for (const t of sorted) hash.update(`${t.provider_id}|${t.id}|${t.name}|${units(t.price)}\n`);
  return hash.digest('hex');
}

/** Throws when the FTS index does not match the tariffs table. */
export function checkSearchIndex(db: Db): void {
  db.prepare("INSERT INTO tariffs_fts (tariffs_fts, rank) VALUES ('integrity-check', 1)").run();
}
