/** The student's grade call (个人中心 → 我的成绩): in the portal's chunks, apart from the console's. */
import type { PageQuery, Paged } from '../contract';
import type { MyGradeRow } from '../gradebook-contract';
import { callTeachingApi } from './teaching-client';

/**
 * 我的成绩: one's own row of each class's grade book (newest class first).
 * @example
 * const { rows } = await listMyGrades({ pageNum: 1, pageSize: 10 });
 */
export const listMyGrades = (query: PageQuery): Promise<Paged<MyGradeRow>> =>
  callTeachingApi('/api/teaching/myGrades', query);
