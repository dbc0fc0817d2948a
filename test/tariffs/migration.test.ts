import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../../main/store/database';
import { migrations } from '../../main/store/migrations';
import { getTariff, tariffCacheInfo } from '../../main/tariffs/tariff-cache';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { checkSearchIndex, tempDir, type TempDir } from './helpers';
import { testAccess } from '../support/store-access';

let temp: TempDir;
beforeEach(() => {
  temp = tempDir();
});
afterEach(() => temp.remove());

describe('migration 2 (tariff search)', () => {
  it('moves the tariffs of a version 1 database into the new table and indexes them', () => {
    const v1 = openDatabase(temp.file(), { ...testAccess, migrations: migrations.slice(0, 1) });
    expect(schemaVersion(v1)).toBe(1);
    const insert = v1.prepare(
      'INSERT INTO tariffs (provider_id, id, name, price_units, access_type) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run('PRV-001', 'TRF-001-000001', 'Ultrasound abdomen and pelvis', 35_000_000, 'pre-auth');
    insert.run('PRV-001', 'TRF-001-000002', 'Full blood count', 4_505_000, 'direct');
    insert.run('PRV-001', 'TRF-001-000003', 'Crème de zinc', 0, 'direct');
    insert.run('PRV-002', 'TRF-001-000002', 'Full blood count (Lakeview)', 4_700_000, 'direct');
    v1.prepare(
      "INSERT INTO tariff_sync VALUES ('PRV-001', '2026-11-19', '2026-11-19T08:00:00.000Z', 3), ('PRV-002', '2026-11-18', '2026-11-18T08:00:00.000Z', 1)",
    ).run();
    v1.close();

    const db = openDatabase(temp.file(), testAccess);
    try {
      expect(schemaVersion(db)).toBe(migrations.length);
      checkSearchIndex(db);
      expect(searchTariffs({ db: db }, 'blo cou').map((t) => [t.providerId, t.id])).toEqual([
        ['PRV-001', 'TRF-001-000002'],
        ['PRV-002', 'TRF-001-000002'],
      ]);
      expect(searchTariffs({ db: db }, 'creme zi').map((t) => t.id)).toEqual(['TRF-001-000003']);
      expect(searchTariffs({ db: db }, 'TRF-001-000001').map((t) => t.name)).toEqual(['Ultrasound abdomen and pelvis']);
      expect(getTariff(db, 'PRV-002', 'TRF-001-000002')).toMatchObject({ price: 4_700_000n, priceText: '470.00' });
      // Re-numbered shortest name first: the order search ranks broad matches by.
      expect(db.prepare('SELECT name FROM tariffs ORDER BY row_id').pluck().all()).toEqual([
        'Crème de zinc',
        'Full blood count',
        'Full blood count (Lakeview)',
        'Ultrasound abdomen and pelvis',
      ]);
      expect(tariffCacheInfo({ db: db })).toMatchObject({ itemCount: 4, lastSyncDate: '2026-11-19' });
    } finally {
      db.close();
    }
  });

  it('migrates an empty version 1 database to an empty, consistent index', () => {
    openDatabase(temp.file(), { ...testAccess, migrations: migrations.slice(0, 1) }).close();
    const db = openDatabase(temp.file(), testAccess);
    try {
      checkSearchIndex(db);
      expect(searchTariffs({ db: db }, 'anything')).toEqual([]);
      expect(tariffCacheInfo({ db: db })).toEqual({
        itemCount: 0,
        lastSyncedAt: null,
        lastSyncDate: null,
        providers: [],
      });
    } finally {
      db.close();
    }
  });
});
