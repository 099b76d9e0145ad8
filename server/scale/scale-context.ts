/** What every part of the scale seed shares: the database, the clock, the markers, timing. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import type { ScaleSizes } from './scale-options';

/** The seed_steps row of a finished scale set. */
export const SCALE_MARK = 'scale-data-v1';
/** Every generated account's e-mail ends so (how --force finds them again). */
export const SCALE_EMAIL_DOMAIN = 'scale.example.edu.cn';
/** Every generated course carries this tag (how --force finds them again). */
export const SCALE_TAG = '规模数据';
/** The password of every generated account (one hash, made once per run). */
export const SCALE_PASSWORD = 'Scale@2026';

export const SCALE_USERS = `email LIKE '%@${SCALE_EMAIL_DOMAIN}'`;
export const SCALE_COURSES = `tags @> '["${SCALE_TAG}"]'::jsonb`;

/** Chapters per course, lessons per chapter, experiments per course, questions per course. */
export const SHAPE = { chapters: 4, lessonsPerChapter: 3, experiments: 2, questions: 20 } as const;

export interface ScaleContext {
  db: Database;
  driver: 'pglite' | 'postgres';
  sizes: ScaleSizes;
  chunk: number;
  /** `'…'::timestamptz`: the instant the data is dated back from. */
  now: string;
  nowDate: Date;
  /** `'Asia/Shanghai'`: days of the counters, as the server counts them. */
  timeZone: string;
  log: (line: string) => void;
}

export async function run(db: Database, text: string): Promise<void> {
  await db.execute(sql.raw(text));
}

export async function rows<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

export async function countOf(db: Database, text: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, `SELECT count(*) AS n FROM (${text}) AS x`);
  return Number(row?.n ?? 0);
}

/** Ranges [from, to) of at most `chunk` rows covering [0, total). */
export function chunks(total: number, chunk: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < total; from += chunk) out.push([from, Math.min(total, from + chunk)]);
  return out;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US').replaceAll(',', ' ');
}

export function seconds(startedMs: number): string {
  return `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
}
