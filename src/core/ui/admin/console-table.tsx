import type { CSSProperties, ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-translate';
import { AsyncView } from '../async-view';
import { Pager } from '../pager';
import type { AsyncResult } from '../use-async';

export interface ConsoleColumn {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export interface ConsolePage<T> {
  rows: readonly T[];
  total: number;
}

export interface ConsoleTableProps<T> {
  result: AsyncResult<ConsolePage<T>>;
  /** What the rows are (e.g. 文章管理): names the scrollable region and the caption. */
  area: string;
  columns: readonly ConsoleColumn[];
  /** One `<tr>` per row. */
  row: (row: T) => ReactNode;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
}

/**
 * The column names as custom properties of the table: on a phone each row is a card and each
 * cell shows its column's name before it (console-styles.ts), whatever renders the cell.
 */
export function cellLabels(columns: readonly ConsoleColumn[]): CSSProperties {
  return Object.fromEntries(
    columns.map((column, i) => [`--cell-label-${i + 1}`, JSON.stringify(column.label)]),
  ) as CSSProperties;
}

/**
 * A console list: its four states (loading, rows, 暂无数据, error with retry), a keyboard-scrollable
 * table with a caption and column headers, and the pager.
 * @example
 * <ConsoleTable result={result} area={t('users.heading')} columns={[{ label: t('users.name') }]}
 *   row={(user) => <tr key={user.id}><td>{user.realName}</td></tr>}
 *   pageNum={query.pageNum} pageSize={query.pageSize} onPage={setPage} />
 */
export function ConsoleTable<T>({
  result,
  area,
  columns,
  row,
  pageNum,
  pageSize,
  onPage,
}: ConsoleTableProps<T>) {
  const t = useAdminT();
  const label = t('list.results', { area });
  return (
    <div className="card">
      <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
        {(page) => (
          <>
            <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
              <table style={cellLabels(columns)}>
                <caption className="xnfz-visually-hidden">{label}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.label}
                        scope="col"
                        className={column.numeric ? 'num' : undefined}
                      >
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{page.rows.map(row)}</tbody>
              </table>
            </div>
            <Pager total={page.total} pageNum={pageNum} pageSize={pageSize} onChange={onPage} />
          </>
        )}
      </AsyncView>
    </div>
  );
}
