import { callApi } from './client';
import type { MyMessagesPage, PageQuery } from './contract';

/**
 * A page of the learner's 课程通知, newest first, with how many are unread.
 * @example
 * const { rows, unread } = await listMyMessages({ pageNum: 1, pageSize: 10 });
 */
export function listMyMessages(query: PageQuery): Promise<MyMessagesPage> {
  return callApi('/api/xnfz/myMessages', query);
}

/**
 * Marks one 课程通知 read, or all of them; answers how many remain unread.
 * @example
 * const { unread } = await markMessagesRead({ all: true });
 */
export function markMessagesRead(
  which: { id: number } | { all: true },
): Promise<{ unread: number }> {
  return callApi('/api/xnfz/myMessageRead', which);
}
