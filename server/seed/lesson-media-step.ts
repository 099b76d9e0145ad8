/**
 * Demo seed step (issue 18 · 6): the first course seed gave the lessons, in turn, four clips each
 * about a subject of its own (单摆, 声波, 分形, 元胞自动机) — a semiconductor lesson showed a fractal.
 * This step gives every lesson still playing one of them the neutral DEMO_LESSON_CLIP, its real
 * length, and a poster drawn from the lesson's own titles (/media/lesson-posters/<id>.svg).
 * Lessons given other media (the console's course editor) are left alone.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { lessons } from '../db/schema';
import { DEMO_LESSON_CLIP, VIDEO_CLIPS } from './course-catalog';
import type { SeedStep } from './run-seed';

export const LESSON_MEDIA_STEP: SeedStep = {
  name: 'demo-lesson-media-v1',
  demo: true,
  async apply(tx: Database) {
    await tx
      .update(lessons)
      .set({
        videoUrl: `/media/videos/${DEMO_LESSON_CLIP.file}.webm`,
        durationSeconds: DEMO_LESSON_CLIP.durationSeconds,
        poster: sql`concat(${'/media/lesson-posters/'}::text, ${lessons.id}, ${'.svg'}::text)`,
      })
      .where(
        inArray(
          lessons.videoUrl,
          VIDEO_CLIPS.map((clip) => `/media/videos/${clip.file}.webm`),
        ),
      );
  },
};
