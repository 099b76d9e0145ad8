/**
 * Seed steps, each applied once (recorded in seed_steps) inside one transaction, so running the
 * seed again — or two servers racing — changes nothing. Later work appends steps; never edit an
 * applied one, add a new step instead.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/open-database';
import { seedSteps, users } from '../db/schema';
import { CONTENT_SEED_STEPS } from './content-steps';
import { CONSOLE_STAFF_STEP } from './console-staff-step';
import { COURSE_ADVICE_STEP } from './course-advice-step';
import { COURSE_SEED_STEPS } from './course-steps';
import { DEMO_ACCOUNTS_STEP } from './demo-accounts-step';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { HISTORY_SEED_STEPS } from './history-steps';
import { LESSON_MEDIA_STEP } from './lesson-media-step';
import { OPEN_EXPERIMENTS_STEP } from './open-experiments-step';
import { UNOPENED_EXPERIMENTS_STEP } from './unopened-experiments-step';

export interface SeedStep {
  name: string;
  /** Demo data: skipped when demo seeding is off (production). */
  demo: boolean;
  /** Work done before the transaction (slow things such as password hashing). */
  prepare?: () => Promise<unknown>;
  apply: (tx: Database, prepared: unknown) => Promise<void>;
}

export const SEED_STEPS: readonly SeedStep[] = [
  {
    name: 'demo-users-v1',
    demo: true,
    prepare: () => Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD))),
    async apply(tx, prepared) {
      const hashes = prepared as string[];
      await tx
        .insert(users)
        .values(DEMO_USERS.map((user, i) => ({ ...user, passwordHash: hashes[i] ?? '' })))
        .onConflictDoNothing();
    },
  },
  ...COURSE_SEED_STEPS,
  ...HISTORY_SEED_STEPS,
  ...CONTENT_SEED_STEPS,
  UNOPENED_EXPERIMENTS_STEP,
  OPEN_EXPERIMENTS_STEP,
  CONSOLE_STAFF_STEP,
  COURSE_ADVICE_STEP,
  DEMO_ACCOUNTS_STEP,
  LESSON_MEDIA_STEP,
];

export interface SeedOptions {
  demo: boolean;
  steps?: readonly SeedStep[];
}

/** Applies the steps not yet applied; returns their names. */
export async function runSeed(db: Database, options: SeedOptions): Promise<string[]> {
  const applied: string[] = [];
  for (const step of options.steps ?? SEED_STEPS) {
    if (step.demo && !options.demo) continue;
    const [done] = await db.select().from(seedSteps).where(eq(seedSteps.name, step.name)).limit(1);
    if (done) continue;
    const prepared = await step.prepare?.();
    const ran = await db.transaction(async (tx) => {
      // Claim the step first: a concurrent runner blocks here, then finds it claimed.
      const claimed = await tx
        .insert(seedSteps)
        .values({ name: step.name, appliedAt: sql`now()` })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      await step.apply(tx, prepared);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
