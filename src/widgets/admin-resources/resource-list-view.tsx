import { useCallback, useState } from 'react';
import type {
  AdminResourceListQuery,
  AdminResourceRow,
  ResourceSortField,
} from '../../core/api/admin-contract';
import type { ResourceKind } from '../../core/api/contract';
import {
  getCategoryTree,
  listAdminResources,
  publishAdminResource,
} from '../../core/api/admin/registry-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import {
  DraftTitle,
  LiveStatusBadge,
  publishedStatus,
  WithdrawDialog,
} from '../../core/ui/admin/draft-status';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { SortFilter, StatusFilter } from '../../core/ui/admin/list-filters';
import { PublishRowActions } from '../../core/ui/admin/row-actions';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { useAsync } from '../../core/ui/use-async';
import { categoryOptions, RESOURCE_KINDS } from './resource-form';

type Query = Required<Pick<AdminResourceListQuery, 'pageNum' | 'pageSize' | 'kind'>> &
  Omit<AdminResourceListQuery, 'pageNum' | 'pageSize' | 'kind'>;

const SORTS: readonly ResourceSortField[] = ['updatedAt', 'clickCount', 'title'];

/**
 * Resources or 红色资源 of every status: search, filters, sort, paging; per row 发布, 发布更新 (a
 * working copy waits) and 撤回发布 (confirmed first).
 */
export function ResourceListView({ kind }: { kind: ResourceKind }) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 10,
    kind,
    sort: 'updatedAt',
    order: 'desc',
  });
  const { busyId, run } = useRowAction();
  const load = useCallback(() => listAdminResources(query), [query]);
  const result = useAsync(load, [query]);
  const tree = useAsync(() => getCategoryTree(query.kind), [query.kind]);
  const categories = tree.state.status === 'ready' ? categoryOptions(tree.state.data) : [];

  const [withdrawing, setWithdrawing] = useState<AdminResourceRow | null>(null);

  const setPublished = (row: AdminResourceRow, published: boolean) =>
    run(row.id, async () => {
      const saved = await publishAdminResource(row.id, published);
      result.reload();
      if (!published) return registryT('resources.unpublished', { title: saved.title });
      return row.published
        ? t('draft.publishedUpdate', { title: saved.title })
        : registryT('resources.published', { title: saved.title });
    });

  return (
    <section className="screen" aria-labelledby="resources-heading">
      <ScreenBar headingId="resources-heading" heading={registryT('resources.heading')}>
        <a
          className="xnfz-button new-resource"
          href={consoleHref('/resources/edit', { kind: query.kind })}
        >
          {registryT('resources.new')}
        </a>
      </ScreenBar>
      <ConsoleSearchBar id="resources-keyword" onSearch={(keyword) => setFilter({ keyword })}>
        <SelectField
          id="resources-kind"
          label={registryT('resources.kind')}
          value={query.kind}
          options={RESOURCE_KINDS.map((value) => [value, registryT(`resources.kind.${value}`)])}
          onChange={(event) =>
            setFilter({ kind: event.target.value as ResourceKind, categoryId: undefined })
          }
        />
        <SelectField
          id="resources-category"
          label={registryT('resources.category')}
          value={query.categoryId ? String(query.categoryId) : ''}
          options={[['', registryT('resources.allCategories')], ...categories]}
          onChange={(event) => setFilter({ categoryId: Number(event.target.value) || undefined })}
        />
        <StatusFilter
          id="resources-status"
          label={registryT('resources.status')}
          published={registryT('resources.status.published')}
          draft={registryT('resources.status.draft')}
          value={query.status}
          onChange={(status) => setFilter({ status })}
        />
        <SortFilter
          id="resources"
          sortLabel={registryT('resources.sort')}
          sorts={SORTS.map((sort) => [sort, registryT(`resources.sort.${sort}`)] as const)}
          sort={query.sort ?? 'updatedAt'}
          orderLabel={registryT('resources.order')}
          desc={registryT('resources.order.desc')}
          asc={registryT('resources.order.asc')}
          order={query.order ?? 'desc'}
          onChange={setFilter}
        />
      </ConsoleSearchBar>
      <ConsoleTable
        result={result}
        area={registryT(`resources.kind.${query.kind}`)}
        columns={[
          { label: registryT('resources.title') },
          { label: registryT('resources.category') },
          { label: registryT('resources.mediaType') },
          { label: registryT('resources.status') },
          { label: registryT('resources.clicks'), numeric: true },
          { label: registryT('resources.updatedAt') },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-resource-id={row.id}>
            <td>
              <a href={consoleHref('/resources/edit', { id: row.id })}>{row.title}</a>
              <DraftTitle title={row.draftTitle} />
            </td>
            <td>{row.categoryName ?? registryT('resources.noCategory')}</td>
            <td>{registryT(`resources.mediaType.${row.mediaType}`)}</td>
            <td>
              <LiveStatusBadge status={publishedStatus(row.published)} hasDraft={row.hasDraft} />
            </td>
            <td className="num">{row.clickCount}</td>
            <td>{formatDateTime(row.updatedAt)}</td>
            <td>
              <PublishRowActions
                title={row.title}
                published={row.published}
                busy={busyId === row.id}
                editLabel={registryT('resources.edit')}
                toggleLabel={registryT(row.published ? 'resources.unpublish' : 'resources.publish')}
                updateLabel={row.hasDraft ? t('draft.publishUpdate') : undefined}
                onEdit={() => consoleNavigate('/resources/edit', { id: row.id })}
                onToggle={() =>
                  row.published ? setWithdrawing(row) : void setPublished(row, true)
                }
                onPublishUpdate={() => void setPublished(row, true)}
              />
            </td>
          </tr>
        )}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
      {withdrawing ? (
        <WithdrawDialog
          title={withdrawing.title}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() => {
            setWithdrawing(null);
            void setPublished(withdrawing, false);
          }}
        />
      ) : null}
    </section>
  );
}
