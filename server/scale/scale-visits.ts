/**
 * Visits: the page_visit counters (per day and identity, as the server stores visits) of the last
 * two years are replaced by ones that add up to exactly the number asked for — growing over the
 * two years, lower at weekends and in the holidays, students the most.
 */
import type { ScaleContext } from './scale-context';
import { run } from './scale-context';
import { literal, rnd } from './sql-random';

export async function replaceVisits(ctx: ScaleContext): Promise<void> {
  const total = ctx.sizes.visits;
  const today = `(${ctx.now} AT TIME ZONE ${literal(ctx.timeZone)})::date`;
  await run(ctx.db, `DELETE FROM daily_counters WHERE metric = 'page_visit'`);
  await run(
    ctx.db,
    `
    WITH cells AS (
      SELECT d.day, s.identity,
        s.base * (0.55 + 0.45 * (729 - d.n) / 729.0)
          * CASE WHEN extract(isodow FROM d.day) IN (6, 7) THEN s.weekend ELSE 1 END
          * (1 + (d.term - 1) * s.term)
          * (0.85 + 0.3 * ${rnd('d.n * 4 + s.o', 401)}) AS w
      FROM (
        SELECT n, day, CASE
          WHEN to_char(day, 'MM-DD') BETWEEN '01-15' AND '02-25' THEN 0.4
          WHEN to_char(day, 'MM-DD') BETWEEN '07-10' AND '08-31' THEN 0.45
          WHEN to_char(day, 'MM-DD') BETWEEN '10-01' AND '10-07' THEN 0.55
          WHEN to_char(day, 'MM-DD') BETWEEN '06-20' AND '07-09'
            OR to_char(day, 'MM-DD') BETWEEN '01-01' AND '01-14' THEN 1.15
          ELSE 1 END AS term
        FROM (SELECT n, ${today} - n AS day FROM generate_series(0, 729) AS n) AS x) AS d
      CROSS JOIN (VALUES (0, 'student', 380, 0.6, 1.0), (1, 'teacher', 70, 0.4, 0.8),
        (2, 'public', 110, 1.1, 0.3), (3, 'visitor', 240, 0.85, 0.5))
        AS s(o, identity, base, weekend, term)),
    shares AS (
      SELECT day, identity, floor(${total}::numeric * w::numeric / sum(w::numeric) OVER ())::bigint AS v,
        row_number() OVER (ORDER BY w DESC, day, identity) AS rank
      FROM cells),
    rest AS (SELECT ${total}::bigint - sum(v)::bigint AS r FROM shares)
    INSERT INTO daily_counters (day, metric, identity, subject_id, value)
    SELECT day, 'page_visit', identity, 0, v + CASE WHEN rank = 1 THEN rest.r ELSE 0 END
    FROM shares CROSS JOIN rest
    WHERE v + CASE WHEN rank = 1 THEN rest.r ELSE 0 END > 0`,
  );
}
