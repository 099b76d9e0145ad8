import { useId, useState, type ReactNode } from 'react';
import type { AdminBulkResult } from '../../api/admin-contract';
import { adminT, useAdminT } from '../../i18n/admin-translate';
import { pushNotice } from '../../store/notices';

/**
 * The rows ticked in a console list for a bulk action: only rows of the page shown count, so
 * another page or filter leaves nothing stale ticked (worked out as the page renders: a reset in
 * an effect after a new page came could undo a tick made in between).
 * @example
 * const selection = useRowSelection(rows.map((row) => row.id));
 */
export function useRowSelection(pageIds: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected: ReadonlySet<number> = new Set(pageIds.filter((id) => ticked.has(id)));
  const toggle = (id: number, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (on: boolean) => setTicked(new Set(on ? pageIds : []));
  const clear = () => setTicked(new Set());
  return { selected, pageIds, toggle, setAll, clear };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/**
 * Tells what a bulk action did: `doneText` when some were done, and each refused one with its
 * reason.
 * @example
 * reportBulk(await bulkAdminArticles(ids, 'delete'), t('articles.bulkDone.delete', { n }));
 */
export function reportBulk(result: AdminBulkResult, doneText: string): void {
  if (result.done.length > 0) pushNotice('success', doneText);
  if (result.refused.length === 0) return;
  const list = result.refused
    .map((item) =>
      adminT('bulk.refusedItem', { title: item.title || `#${item.id}`, reason: item.reason }),
    )
    .join('；');
  pushNotice('warning', adminT('bulk.refused', { n: result.refused.length, list }));
}

/**
 * Runs a bulk action on the ticked rows: reports what was done and refused, clears the ticks and
 * reloads the list; `none` says the action buttons are off (nothing ticked, or one running).
 * @example
 * const bulk = useBulkAction(selection, bulkAdminArticles, (action, n) => t(`articles.bulkDone.${action}`, { n }), result.reload);
 * <button disabled={bulk.none} onClick={() => void bulk.run('publish')}>发布</button>
 */
export function useBulkAction<Action>(
  selection: RowSelection,
  call: (ids: number[], action: Action) => Promise<AdminBulkResult>,
  doneText: (action: Action, done: number) => string,
  reload: () => void,
) {
  const [busy, setBusy] = useState(false);
  async function run(action: Action) {
    setBusy(true);
    try {
      const outcome = await call([...selection.selected], action);
      reportBulk(outcome, doneText(action, outcome.done.length));
      selection.clear();
      reload();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  }
  return { run, none: selection.selected.size === 0 || busy };
}

/**
 * A row's tick box (class `select-row`), named after the row.
 * @example
 * <td><SelectRow id={row.id} name={row.title} selection={selection} /></td>
 */
export function SelectRow({
  id,
  name,
  selection,
  disabled = false,
}: {
  id: number;
  name: string;
  selection: RowSelection;
  /** A row the action cannot take (one's own account). */
  disabled?: boolean;
}) {
  const t = useAdminT();
  return (
    <input
      type="checkbox"
      className="select-row"
      aria-label={t('bulk.selectRow', { name })}
      checked={selection.selected.has(id)}
      disabled={disabled}
      onChange={(event) => selection.toggle(id, event.target.checked)}
    />
  );
}

/**
 * Above a list: 全选本页, how many are ticked, and the bulk actions (`children`, disabled by the
 * caller while none is ticked).
 * @example
 * <BulkBar selection={selection}><button …>删除</button></BulkBar>
 */
export function BulkBar({ selection, children }: { selection: RowSelection; children: ReactNode }) {
  const t = useAdminT();
  const pageBox = useId();
  const count = selection.selected.size;
  const { pageIds } = selection;
  const all = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  return (
    <div className="bulk-bar" role="group" aria-label={t('bulk.group')}>
      <span className="bulk-all">
        <input
          id={pageBox}
          type="checkbox"
          className="select-page"
          checked={all}
          disabled={pageIds.length === 0}
          onChange={(event) => selection.setAll(event.target.checked)}
        />
        <label htmlFor={pageBox}>{t('bulk.selectPage')}</label>
      </span>
      <span className="bulk-count" aria-live="polite">
        {t('bulk.count', { n: count })}
      </span>
      {children}
      {count > 0 ? (
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={selection.clear}>
          {t('bulk.clear')}
        </button>
      ) : null}
    </div>
  );
}
