/** The student's class calls (个人中心 → 我的班级): in the portal's chunks, apart from the console's. */
import type { PageQuery, Paged } from '../contract';
import type { MyClassRow } from '../teaching-contract';
import { callTeachingApi } from './teaching-client';

/**
 * 我的班级.
 * @example
 * const { rows } = await listMyClasses({ pageNum: 1, pageSize: 10 });
 */
export const listMyClasses = (query: PageQuery): Promise<Paged<MyClassRow>> =>
  callTeachingApi('/api/teaching/myClasses', query);
/** Joins the class of a code (as typed). */
export const joinClass = (code: string): Promise<MyClassRow> =>
  callTeachingApi('/api/teaching/classJoin', { code });
