/** Prepared statements cached per connection, for SQL run on every save, send or keystroke. */
import type { Statement } from 'better-sqlite3-multiple-ciphers';
import type { Db } from './database';

const caches = new WeakMap<Db, Map<string, Statement>>();

export function statement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
