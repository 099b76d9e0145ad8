/**
 * Demo seed step: experiments whose page was written after the catalogue was seeded get their
 * launch address. They open with no history (nothing was launched before they existed).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { experiments } from '../db/schema';
import { EXPERIMENTS } from './course-catalog';
import type { SeedStep } from './run-seed';

/** Slugs with a page in src/experiments/<slug>/ opened by this step. */
const OPENED = ['refraction', 'newton-second-law'];

async function openExperiments(tx: Database): Promise<void> {
  for (const slug of OPENED) {
    const seed = EXPERIMENTS.find((experiment) => experiment.slug === slug);
    if (!seed) continue;
    await tx
      .update(experiments)
      .set({ launchUrl: `/PC/experiments/${slug}.html` })
      .where(and(eq(experiments.title, seed.title), eq(experiments.launchUrl, '')));
  }
}

export const OPEN_EXPERIMENTS_STEP: SeedStep = {
  name: 'demo-open-experiments-v1',
  demo: true,
  apply: (tx) => openExperiments(tx),
};
