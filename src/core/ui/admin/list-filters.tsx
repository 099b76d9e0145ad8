import type { ArticleStatus, SortDirection } from '../../api/admin-contract';
import { useAdminT } from '../../i18n/admin-translate';
import { SelectField } from './console-fields';

/**
 * The 状态 filter of a console list: 全部 / published / (scheduled, for lists that have it) /
 * draft (the labels are the list's own).
 * @example
 * <StatusFilter id="articles-status" label="状态" published="已发布" scheduled="定时发布" draft="草稿"
 *   value={query.status} onChange={(status) => setFilter({ status })} />
 */
export function StatusFilter<S extends ArticleStatus>({
  id,
  label,
  published,
  scheduled,
  draft,
  value,
  onChange,
}: {
  id: string;
  label: string;
  published: string;
  /** The label of 定时发布, for a list whose items can be scheduled (left out: no such option). */
  scheduled?: string;
  draft: string;
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}) {
  const t = useAdminT();
  return (
    <SelectField
      id={id}
      label={label}
      value={value ?? ''}
      options={[
        ['', t('list.all')],
        ['published', published],
        ...(scheduled ? [['scheduled', scheduled] as const] : []),
        ['draft', draft],
      ]}
      onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
    />
  );
}

/**
 * The sort field and direction selects of a console list (direction labels are the list's own).
 * @example
 * <SortFilter id="articles" sortLabel="排序" sorts={[['title', '标题']]} sort={query.sort ?? 'title'}
 *   orderLabel="顺序" desc="降序" asc="升序" order={query.order ?? 'desc'} onChange={setFilter} />
 */
export function SortFilter<F extends string>({
  id,
  sortLabel,
  sorts,
  sort,
  orderLabel,
  desc,
  asc,
  order,
  onChange,
}: {
  /** Prefix of the two selects' ids (`<id>-sort`, `<id>-order`). */
  id: string;
  sortLabel: string;
  sorts: readonly (readonly [F, string])[];
  sort: F;
  orderLabel: string;
  desc: string;
  asc: string;
  order: SortDirection;
  onChange: (change: { sort: F } | { order: SortDirection }) => void;
}) {
  return (
    <>
      <SelectField
        id={`${id}-sort`}
        label={sortLabel}
        value={sort}
        options={sorts}
        onChange={(event) => onChange({ sort: event.target.value as F })}
      />
      <SelectField
        id={`${id}-order`}
        label={orderLabel}
        value={order}
        options={[
          ['desc', desc],
          ['asc', asc],
        ]}
        onChange={(event) => onChange({ order: event.target.value as SortDirection })}
      />
    </>
  );
}
