import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listMyMessages } from '../../core/api/messages';
import { auth } from '../../core/store/auth';

/**
 * How many 课程通知 the logged-in learner has not read (null until known), for the menu's badge;
 * the setter takes a newer count from the messages section.
 * @example
 * const [unread, setUnread] = useUnreadCount();
 */
export function useUnreadCount(): [number | null, (unread: number) => void] {
  const { token } = useSnapshot(auth);
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    listMyMessages({ pageNum: 1, pageSize: 1 }).then(
      (page) => current && setUnread(page.unread),
      // only the badge is missing; the section itself shows the failure with a retry
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token]);
  return [unread, setUnread];
}
