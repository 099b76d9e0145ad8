/**
 * Bulk loading without the row-by-row foreign key triggers, then every foreign key of the loaded
 * tables checked at once.
 *
 * PostgreSQL checks a foreign key with a trigger per inserted row; on PGlite that was 80 % of the
 * time of an INSERT … SELECT (50 000 learning records: 5.3 s with, 1.0 s without). The generated
 * rows take their references from the rows they join, so the seed writes them with
 * `session_replication_role = replica` (triggers off; a superuser's right — PGlite's user is one,
 * on PostgreSQL the seed falls back to the triggers when the role is not) and afterwards proves
 * every foreign key of those tables with one anti-join each: a missing row fails the run.
 */
import type { Database } from '../db/open-database';
import { rows } from './scale-context';

/** Whether this connection's role may switch the triggers off. */
export async function maySkipTriggers(db: Database): Promise<boolean> {
  const [row] = await rows<{ superuser: boolean | string }>(
    db,
    `SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
  );
  return row?.superuser === true || row?.superuser === 't';
}

export class ForeignKeyBroken extends Error {}

/** Checks every foreign key of `tables` over all their rows; returns how many were checked. */
export async function checkForeignKeys(db: Database, tables: readonly string[]): Promise<number> {
  const keys = await rows<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>(
    db,
    `
    SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
      ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(n, o)
        JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS child_columns,
      ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(n, o)
        JOIN pg_attribute AS a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS parent_columns
    FROM pg_constraint AS c
    WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${tables.map((t) => `'${t}'`).join(', ')})
    ORDER BY 2, 1`,
  );
  for (const key of keys) {
    const notNull = key.child_columns.map((column) => `x."${column}" IS NOT NULL`).join(' AND ');
    const match = key.child_columns
      .map((column, i) => `p."${key.parent_columns[i]}" = x."${column}"`)
      .join(' AND ');
    const [found] = await rows<{ n: number | string }>(
      db,
      `SELECT count(*) AS n FROM ${key.child} AS x
       WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${key.parent} AS p WHERE ${match})`,
    );
    const broken = Number(found?.n ?? 0);
    if (broken > 0) {
      throw new ForeignKeyBroken(
        `外键 ${key.name}（${key.child} → ${key.parent}）有 ${broken} 行找不到被引用的行`,
      );
    }
  }
  return keys.length;
}
