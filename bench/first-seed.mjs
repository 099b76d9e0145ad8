// The first start's database: an empty embedded database migrated and filled with the whole demo
// content (what `npm start` does on a new machine before it answers), timed.
import { openDatabase } from '../server/db/open-database.ts';
import { runSeed } from '../server/seed/run-seed.ts';

/** Milliseconds from an empty in-memory PGlite to the demo content seeded (median of `rounds`). */
export async function measureFirstSeed(rounds = 3) {
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const opened = await openDatabase({
      memory: true,
      afterMigrate: (db) => runSeed(db, { demo: true }),
    });
    times.push(Math.round(performance.now() - started));
    await opened.close();
  }
  times.sort((a, b) => a - b);
  return { rounds, medianMs: times[Math.floor(times.length / 2)], allMs: times };
}
