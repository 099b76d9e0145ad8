import { useState } from 'react';
import { pushNotice } from '../../store/notices';

/**
 * An action on one row of a console list: the row is busy meanwhile (`busyId`), success shows
 * the notice the action returns (if it returns one), a failure is left to the client (it has shown the server's
 * message).
 * @example
 * const { busyId, run } = useRowAction();
 * run(row.id, async () => { await publish(row.id); result.reload(); return '已发布'; });
 */
export function useRowAction(): {
  busyId: number | null;
  run: (id: number, action: () => Promise<string | void>) => Promise<void>;
} {
  const [busyId, setBusyId] = useState<number | null>(null);
  async function run(id: number, action: () => Promise<string | void>) {
    setBusyId(id);
    try {
      const notice = await action();
      if (notice) pushNotice('success', notice);
    } catch {
      // the client has shown the server's message
    } finally {
      setBusyId(null);
    }
  }
  return { busyId, run };
}
