/**
 * Writes to the tariff cache. Every function here runs inside the caller's one
 * refresh transaction and keeps `tariffs_fts` (external content, no triggers)
 * in step with `tariffs` by hand:
 *   - an upsert removes a row's FTS entry ('delete' with the row's OLD name)
 *     before the row is renamed, and adds one for every inserted or renamed row;
 *   - a full download empties the index and indexes every row again (see replaceTariffs).
 * A full download replaces a provider's rows whole; the new rows are inserted
 * shortest name first, so that rowid order (in which search streams matches) is
 * a useful static order.
 */
import { Database } from '../store/sqlite';
import type { Money } from '../../shared/money';
import type { Db } from '../store/database';
import { statement } from '../store/statements';

export interface IncomingTariff {
  readonly providerId: string;
  readonly id: string;
  readonly name: string;
  readonly price: Money;
  readonly accessType: string;
}

export interface PriceChange {
  readonly providerId: string;
  readonly id: string;
  readonly name: string;
  readonly oldPrice: Money;
  readonly newPrice: Money;
}

export interface WriteOutcome {
  /** Rows added, changed or removed. */
  changed: number;
  priceChanges: PriceChange[];
}

/** Called after each chunk of rows written; may throw to abandon the transaction. */
export type ChunkDone = (done: number) => void;

export const SAVE_CHUNK = 5_000;

interface StoredTariff {
  row_id: number;
  name: string;
  price_units: number;
  access_type: string;
}

const keyOf = (providerId: string, id: string): string => `${providerId}\u0000${id}`;

/** Shortest name first; names of equal length keep the service's order. The order search falls back on. */
export function inStaticOrder<T extends { readonly name: string }>(items: readonly T[]): T[] {
  let longest = 0;
  for (const item of items) longest = Math.max(longest, item.name.length);
  const slot = new Uint32Array(longest + 2);
  for (const item of items) slot[item.name.length + 1] = (slot[item.name.length + 1] ?? 0) + 1;
  for (let length = 1; length < slot.length; length++) slot[length] = (slot[length] ?? 0) + (slot[length - 1] ?? 0);
  const ordered = new Array<T>(items.length);
  for (const item of items) {
    const position = slot[item.name.length] ?? 0;
    ordered[position] = item;
    slot[item.name.length] = position + 1;
  }
  return ordered;
}

function priceChange(incoming: IncomingTariff, oldUnits: number): PriceChange | null {
  const oldPrice = BigInt(oldUnits) as Money;
  return oldPrice === incoming.price
    ? null
    : { providerId: incoming.providerId, id: incoming.id, name: incoming.name, oldPrice, newPrice: incoming.price };
}

function storedRows(db: Db, providerId: string): Map<string, StoredTariff> {
  const rows = db
    .prepare('SELECT row_id, id, name, price_units, access_type FROM tariffs WHERE provider_id = ?')
    .all(providerId) as (StoredTariff & { id: string })[];
  return new Map(rows.map((row) => [keyOf(providerId, row.id), row]));
}

/** A tariff the service listed twice keeps its first place and its last values. */
function lastListingWins(incoming: readonly IncomingTariff[]): IncomingTariff[] {
  const position = new Map<string, number>();
  const rows: IncomingTariff[] = [];
  for (const tariff of incoming) {
    const key = keyOf(tariff.providerId, tariff.id);
    const at = position.get(key);
    if (at === undefined) {
      position.set(key, rows.length);
      rows.push(tariff);
    } else {
      rows[at] = tariff;
    }
  }
  return rows;
}

/** Rows per INSERT: one statement call per 400 rows instead of per row (2,000 bound values, well under the limit). */
const ROWS_PER_INSERT = 400;
const COLUMNS = '(provider_id, id, name, price_units, access_type)';
const insertSql = (count: number): string =>
  `INSERT INTO tariffs ${COLUMNS} VALUES ${Array.from({ length: count }, () => '(?, ?, ?, ?, ?)').join(', ')}`;

/** Inserts rows[start, end) in multi-row statements; the provider's old rows are already gone, so none conflict. */
function insertRows(db: Db, rows: readonly IncomingTariff[], start: number, end: number): void {
  const values: (string | bigint)[] = [];
  for (let from = start; from < end; from += ROWS_PER_INSERT) {
    const to = Math.min(end, from + ROWS_PER_INSERT);
    values.length = 0;
    for (let i = from; i < to; i++) {
      const t = rows[i] as IncomingTariff;
      values.push(t.providerId, t.id, t.name, t.price, t.accessType);
    }
    statement(db, insertSql(to - from)).run(values);
  }
}

const CREATE_ID_INDEX = 'CREATE UNIQUE INDEX tariffs_by_id ON tariffs (id, provider_id)';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

function insertInChunks(db: Db, rows: readonly IncomingTariff[], chunkDone: ChunkDone): void {
  for (let start = 0; start < rows.length; start += SAVE_CHUNK) {
    const end = Math.min(rows.length, start + SAVE_CHUNK);
    insertRows(db, rows, start, end);
    chunkDone(end);
  }
}

/**
 * Inserts `incoming` with the id index dropped, then rebuilds the index. The index
 * would take 100k inserts in random order (rows go in shortest-name order); one
 * sorted rebuild is about twice as fast. The rebuild is also the check that the
 * service listed no tariff twice: that costs nothing, where finding duplicates in
 * a map of 100,000 keys cost about 0.1 s. When it did list one twice (the unique
 * index refuses), the rows are rolled back to a savepoint and written again with
 * the last listing winning. Answers the rows as written.
 */
function insertUnique(db: Db, incoming: readonly IncomingTariff[], chunkDone: ChunkDone): readonly IncomingTariff[] {
  db.exec('DROP INDEX tariffs_by_id');
  db.exec('SAVEPOINT tariff_rows');
  try {
    insertInChunks(db, incoming, chunkDone);
    db.exec(CREATE_ID_INDEX);
    db.exec('RELEASE tariff_rows');
    return incoming;
  } catch (error) {
    db.exec('ROLLBACK TO tariff_rows');
    db.exec('RELEASE tariff_rows');
    if (!isUniqueViolation(error)) throw error;
  }
  const rows = lastListingWins(incoming);
  // Progress already reached the end of the rows once; this pass only checks for cancelling.
  insertInChunks(db, rows, () => chunkDone(incoming.length));
  db.exec(CREATE_ID_INDEX);
  return rows;
}

/** Rows added, changed or removed against the provider's previous rows, and the price changes among them. */
function changesAgainst(old: ReadonlyMap<string, StoredTariff>, rows: readonly IncomingTariff[]): WriteOutcome {
  if (old.size === 0) return { changed: rows.length, priceChanges: [] };
  const priceChanges: PriceChange[] = [];
  let changed = 0;
  let kept = 0;
  for (const tariff of rows) {
    const before = old.get(keyOf(tariff.providerId, tariff.id));
    if (!before) {
      changed++;
      continue;
    }
    kept++;
    const change = priceChange(tariff, before.price_units);
    if (change) priceChanges.push(change);
    if (change || before.name !== tariff.name || before.access_type !== tariff.accessType) changed++;
  }
  // Tariffs that were cached but are no longer offered.
  return { changed: changed + old.size - kept, priceChanges };
}

/**
 * Replaces every cached tariff of `providers` with `incoming` (in static order).
 * Rows are written first, then the whole index is rebuilt from the table, so that
 * a tariff the service listed twice (the last one wins, in place) is indexed
 * once, by its final name. Progress counts both passes: `chunkDone` goes up to
 * 2 × length, the index pass in one step.
 *
 * The index is emptied ('delete-all') rather than told of each replaced row: a
 * 'delete' entry per old row stays in the index beside the new entries until
 * FTS5 merges them away, and every search reads through them: the refresh and
 * the search slow down many times over until a merge (docs/benchmarks.md,
 * History). Other providers' rows, if any, are indexed again
 * with the new ones; a desk normally caches one provider.
 */
export function replaceTariffs(
  db: Db,
  providers: readonly string[],
  incoming: readonly IncomingTariff[],
  chunkDone: ChunkDone,
): WriteOutcome {
  const old = new Map<string, StoredTariff>();
  db.prepare("INSERT INTO tariffs_fts (tariffs_fts) VALUES ('delete-all')").run();
  for (const providerId of providers) {
    for (const [key, row] of storedRows(db, providerId)) old.set(key, row);
    db.prepare('DELETE FROM tariffs WHERE provider_id = ?').run(providerId);
  }

  const rows = insertUnique(db, incoming, chunkDone);
  // One statement: FTS5 writes out its buffer of new entries at every statement, so indexing in
  // chunks would write (and then merge) a segment per chunk. About 0.13 s for 100,000 names.
  db.prepare('INSERT INTO tariffs_fts (rowid, name) SELECT row_id, name FROM tariffs').run();
  chunkDone(2 * incoming.length);
  return changesAgainst(old, rows);
}

/** Adds or updates `incoming` (one entry per provider and id); leaves other cached tariffs alone. */
export function upsertTariffs(db: Db, incoming: readonly IncomingTariff[], chunkDone: ChunkDone): WriteOutcome {
  const find = db.prepare(
    'SELECT row_id, name, price_units, access_type FROM tariffs WHERE id = ? AND provider_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO tariffs (provider_id, id, name, price_units, access_type) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE tariffs SET name = ?, price_units = ?, access_type = ? WHERE row_id = ?');
  const unindex = db.prepare("INSERT INTO tariffs_fts (tariffs_fts, rowid, name) VALUES ('delete', ?, ?)");
  const index = db.prepare('INSERT INTO tariffs_fts (rowid, name) VALUES (?, ?)');

  const priceChanges: PriceChange[] = [];
  let changed = 0;
  incoming.forEach((tariff, position) => {
    const before = find.get(tariff.id, tariff.providerId) as StoredTariff | undefined;
    const units = Number(tariff.price);
    if (!before) {
      const rowId = insert.run(tariff.providerId, tariff.id, tariff.name, units, tariff.accessType).lastInsertRowid;
      index.run(rowId, tariff.name);
      changed++;
    } else {
      const change = priceChange(tariff, before.price_units);
      const renamed = before.name !== tariff.name;
      if (change || renamed || before.access_type !== tariff.accessType) {
        if (renamed) unindex.run(before.row_id, before.name);
        const updated = update.run(tariff.name, units, tariff.accessType, before.row_id).changes;
        if (updated !== 1) throw new Error(`tariff ${tariff.id} vanished during the refresh`);
        if (renamed) index.run(before.row_id, tariff.name);
        if (change) priceChanges.push(change);
        changed++;
      }
    }
    const done = position + 1;
    if (done % SAVE_CHUNK === 0 || done === incoming.length) chunkDone(done);
  });
  return { changed, priceChanges };
}

/** Records a successful refresh of `providerId`; answers the provider's item count. */
export function recordSync(db: Db, providerId: string, syncDate: string, syncedAt: string): number {
  const { count } = db.prepare('SELECT count(*) AS count FROM tariffs WHERE provider_id = ?').get(providerId) as {
    count: number;
  };
  const written = db
    .prepare(
      `INSERT INTO tariff_sync (provider_id, last_sync_date, last_synced_at, item_count) VALUES (?, ?, ?, ?)
       ON CONFLICT (provider_id) DO UPDATE SET
         last_sync_date = excluded.last_sync_date,
         last_synced_at = excluded.last_synced_at,
         item_count = excluded.item_count`,
    )
    .run(providerId, syncDate, syncedAt, count).changes;
  if (written !== 1) throw new Error(`could not record the tariff sync of ${providerId}`);
  return count;
}
