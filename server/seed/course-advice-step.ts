/**
 * Demo seed step: the 学习建议 of the 专业课程 told students to do 配套练习 and ask in the 讨论区 —
 * features the portal does not have. This step rewrites that advice in the demo courses'
 * descriptions to what the portal does offer (lessons in order, progress kept, 继续学习).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { courses } from '../db/schema';
import type { SeedStep } from './run-seed';

export const OLD_MAJOR_ADVICE =
  '建议按章节顺序学习，每节课后完成配套练习，并在讨论区与同学交流疑难问题。';
export const MAJOR_ADVICE =
  '建议按章节顺序学习，每节课后回顾本节要点；学习进度会自动保存，下次可从“继续学习”接着观看。';

export const COURSE_ADVICE_STEP: SeedStep = {
  name: 'demo-course-advice-v2',
  demo: true,
  async apply(tx: Database) {
    await tx
      .update(courses)
      .set({
        description: sql`replace(${courses.description}, ${OLD_MAJOR_ADVICE}, ${MAJOR_ADVICE})`,
      })
      .where(sql`${courses.description} LIKE ${'%' + OLD_MAJOR_ADVICE + '%'}`);
  },
};
