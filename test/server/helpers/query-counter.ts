/**
 * A database that counts the statements the app starts through it (every select, insert, update,
 * delete, execute and transaction), to check how much work reaches the database.
 */
import type { Database } from '../../../server/db/open-database';

const ENTRY_POINTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  '$count',
]);

export interface CountedDatabase {
  db: Database;
  /** Statements started since the database was wrapped. */
  count(): number;
}

/** Wraps `db`: the same database, counting each statement begun through it. */
export function countQueries(db: Database): CountedDatabase {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!ENTRY_POINTS.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        count += 1;
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, count: () => count };
}
