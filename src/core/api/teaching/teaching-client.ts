/** The teaching calls, through the page's one API client (same token, timeout, envelope). */
import { sendCall } from '../client';
import { TEACHING_CALLS, type TeachingCalls, type TeachingPath } from '../teaching-contract';

export type TeachingInputOf<P extends TeachingPath> = TeachingCalls[P] extends { query: infer Q }
  ? Q
  : TeachingCalls[P] extends { body: infer B }
    ? B
    : never;

/**
 * One teaching call, checked against the teaching contract.
 * @example
 * const page = await callTeachingApi('/api/teaching/myClasses', { pageNum: 1 });
 */
export function callTeachingApi<P extends TeachingPath>(
  path: P,
  input: TeachingInputOf<P>,
): Promise<TeachingCalls[P]['data']> {
  return sendCall(path, TEACHING_CALLS[path].method, input) as Promise<TeachingCalls[P]['data']>;
}
