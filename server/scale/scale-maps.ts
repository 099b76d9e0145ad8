/**
 * Temporary lookup tables of one part's transaction (dropped at its commit): the generated
 * accounts, courses, experiments and lessons numbered from 0, so a hash-chosen number joins to
 * its row by equality (a hash join) in the big INSERT … SELECT statements.
 */
import type { Database } from '../db/open-database';
import { run, SCALE_COURSES, SCALE_USERS } from './scale-context';
import { spreadFactor } from './sql-random';

async function temp(db: Database, name: string, select: string, key: string): Promise<void> {
  await run(db, `DROP TABLE IF EXISTS ${name}`);
  await run(db, `CREATE TEMP TABLE ${name} ON COMMIT DROP AS ${select}`);
  await run(db, `CREATE INDEX ON ${name} (${key})`);
  await run(db, `ANALYZE ${name}`);
}

/** scale_u (k, id, identity, created_at): every generated account. */
export async function mapUsers(db: Database): Promise<void> {
  await temp(
    db,
    'scale_u',
    `SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, identity, created_at
     FROM users WHERE ${SCALE_USERS}`,
    'k',
  );
}

/** scale_s (k, id, created_at): the generated students. */
export async function mapStudents(db: Database): Promise<void> {
  await temp(
    db,
    'scale_s',
    `SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, created_at
     FROM users WHERE ${SCALE_USERS} AND identity = 'student'`,
    'k',
  );
}

/**
 * scale_c (k, id, owner_id, created_at, title): the generated courses by popularity rank k — the
 * ranks spread over the id order, so the popular courses are not simply the first ones.
 */
export async function mapCourses(db: Database, courses: number): Promise<void> {
  await temp(
    db,
    'scale_c',
    `SELECT ((n - 1) * ${spreadFactor(courses)} % ${courses})::int AS k, id, owner_id, created_at, title
     FROM (SELECT row_number() OVER (ORDER BY id) AS n, id, owner_id, created_at, title
       FROM courses WHERE ${SCALE_COURSES}) AS c`,
    'k',
  );
}

/** scale_e (course_id, k, id, duration_minutes, steps): each course's experiments from 0. */
export async function mapExperiments(db: Database): Promise<void> {
  await temp(
    db,
    'scale_e',
    `SELECT e.course_id, (row_number() OVER (PARTITION BY e.course_id ORDER BY e.id) - 1)::int AS k,
       e.id, e.duration_minutes, 4 + e.id % 4 AS steps
     FROM experiments AS e JOIN courses AS c ON c.id = e.course_id WHERE c.${SCALE_COURSES}`,
    'course_id, k',
  );
}

/** scale_l (course_id, k, id, duration_seconds): each course's lessons from 0. */
export async function mapLessons(db: Database): Promise<void> {
  await temp(
    db,
    'scale_l',
    `SELECT l.course_id, (row_number() OVER (PARTITION BY l.course_id ORDER BY l.id) - 1)::int AS k,
       l.id, l.duration_seconds
     FROM lessons AS l JOIN courses AS c ON c.id = l.course_id WHERE c.${SCALE_COURSES}`,
    'course_id, k',
  );
}
