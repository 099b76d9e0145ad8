import { useCallback, useState } from 'react';
import {
  bulkAdminArticles,
  deleteAdminArticle,
  listAdminArticles,
  publishAdminArticle,
} from '../../core/api/admin/admin-calls';
import type {
  AdminArticleListQuery,
  AdminArticleRow,
  ArticleBulkAction,
  ArticleSortField,
} from '../../core/api/admin-contract';
import type { ArticleKind } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { SelectField } from '../../core/ui/admin/console-fields';
import {
  BulkBar,
  useBulkAction,
  SelectRow,
  useRowSelection,
} from '../../core/ui/admin/bulk-selection';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import {
  ConfirmDialog,
  DraftTitle,
  LiveStatusBadge,
  WithdrawDialog,
} from '../../core/ui/admin/draft-status';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { SortFilter, StatusFilter } from '../../core/ui/admin/list-filters';
import { PublishRowActions } from '../../core/ui/admin/row-actions';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { useAsync } from '../../core/ui/use-async';
import { KIND_LABELS, KINDS } from './article-kinds';

/** 置顶, or 置顶已到期 once its 置顶截止 passed (by the server's clock). */
function PinMark({ row }: { row: AdminArticleRow }) {
  const t = useAdminT();
  if (!row.pinned) return null;
  return row.pinnedNow ? (
    <span className="badge badge--primary pinned">{t('articles.pinnedMark')}</span>
  ) : (
    <span className="badge badge--muted pinned">{t('articles.pinExpired')}</span>
  );
}

type Query = Required<Pick<AdminArticleListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminArticleListQuery, 'pageNum' | 'pageSize'>;

const SORTS: readonly ArticleSortField[] = ['publishedAt', 'updatedAt', 'clickCount', 'title'];

/**
 * Articles of every status: search, filters, sort, paging; per row 发布, 发布更新 (a working copy
 * waits) and 撤回发布 (confirmed first).
 */
export function ArticleListView() {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 10,
    sort: 'publishedAt',
    order: 'desc',
  });
  const { busyId, run } = useRowAction();
  const load = useCallback(() => listAdminArticles(query), [query]);
  const result = useAsync(load, [query]);
  const [withdrawing, setWithdrawing] = useState<AdminArticleRow | null>(null);
  const [deleting, setDeleting] = useState<AdminArticleRow | null>(null);
  const [bulkAsked, setBulkAsked] = useState<ArticleBulkAction | null>(null);
  const pageIds =
    result.state.status === 'ready' ? result.state.data.rows.map((row) => row.id) : [];
  const selection = useRowSelection(pageIds);
  const bulk = useBulkAction(
    selection,
    bulkAdminArticles,
    (action: ArticleBulkAction, n) => t(`articles.bulkDone.${action}`, { n }),
    result.reload,
  );
  const none = bulk.none;

  const remove = (row: AdminArticleRow) =>
    run(row.id, async () => {
      const deleted = await deleteAdminArticle(row.id);
      result.reload();
      return t('articles.deleted', {
        title: deleted.title,
        time: deleted.purgeAt ? formatDateTime(deleted.purgeAt) : '',
      });
    });

  const setPublished = (row: AdminArticleRow, published: boolean) =>
    run(row.id, async () => {
      const saved = await publishAdminArticle(row.id, published);
      result.reload();
      if (!published) return t('articles.unpublished', { title: saved.title });
      return t(row.published ? 'draft.publishedUpdate' : 'articles.published', {
        title: saved.title,
      });
    });

  return (
    <section className="screen" aria-labelledby="articles-heading">
      <ScreenBar headingId="articles-heading" heading={t('articles.heading')}>
        <a className="xnfz-button" href={consoleHref('/articles/edit')}>
          {t('articles.new')}
        </a>
        <a className="xnfz-button xnfz-button--plain to-bin" href={consoleHref('/articles/bin')}>
          {t('articles.bin')}
        </a>
      </ScreenBar>
      <ConsoleSearchBar id="articles-keyword" onSearch={(keyword) => setFilter({ keyword })}>
        <SelectField
          id="articles-kind"
          label={t('articles.kind')}
          value={query.kind ?? ''}
          options={[
            ['', t('list.all')],
            ...KINDS.map((kind) => [kind, t(KIND_LABELS[kind])] as const),
          ]}
          onChange={(event) =>
            setFilter({ kind: (event.target.value || undefined) as ArticleKind | undefined })
          }
        />
        <StatusFilter
          id="articles-status"
          label={t('articles.status')}
          published={t('articles.status.published')}
          scheduled={t('articles.status.scheduled')}
          draft={t('articles.status.draft')}
          value={query.status}
          onChange={(status) => setFilter({ status })}
        />
        <SortFilter
          id="articles"
          sortLabel={t('articles.sort')}
          sorts={SORTS.map((sort) => [sort, t(`articles.sort.${sort}`)] as const)}
          sort={query.sort ?? 'publishedAt'}
          orderLabel={t('articles.order')}
          desc={t('articles.order.desc')}
          asc={t('articles.order.asc')}
          order={query.order ?? 'desc'}
          onChange={setFilter}
        />
      </ConsoleSearchBar>
      <BulkBar selection={selection}>
        <button
          type="button"
          className="xnfz-button bulk-publish"
          disabled={none}
          onClick={() => void bulk.run('publish')}
        >
          {t('articles.bulkPublish')}
        </button>
        <button
          type="button"
          className="xnfz-button xnfz-button--danger bulk-unpublish"
          disabled={none}
          onClick={() => setBulkAsked('unpublish')}
        >
          {t('articles.bulkUnpublish')}
        </button>
        <button
          type="button"
          className="xnfz-button xnfz-button--danger bulk-delete"
          disabled={none}
          onClick={() => setBulkAsked('delete')}
        >
          {t('articles.bulkDelete')}
        </button>
      </BulkBar>
      <ConsoleTable
        result={result}
        area={t('articles.heading')}
        columns={[
          { label: t('articles.select') },
          { label: t('articles.title') },
          { label: t('articles.kind') },
          { label: t('articles.status') },
          { label: t('articles.publishedAt') },
          { label: t('articles.clicks'), numeric: true },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-article-id={row.id}>
            <td>
              <SelectRow id={row.id} name={row.title} selection={selection} />
            </td>
            <td>
              <PinMark row={row} />{' '}
              <a href={consoleHref('/articles/edit', { id: row.id })}>{row.title}</a>
              <DraftTitle title={row.draftTitle} />
              {row.pinnedNow && row.pinnedUntil ? (
                <span className="muted block pinned-until">
                  {t('articles.pinnedUntilMark', { time: formatDateTime(row.pinnedUntil) })}
                </span>
              ) : null}
            </td>
            <td>{t(KIND_LABELS[row.kind])}</td>
            <td>
              <LiveStatusBadge status={row.status} hasDraft={row.hasDraft} />
            </td>
            <td>{formatDateTime(row.publishedAt)}</td>
            <td className="num">{row.clickCount}</td>
            <td>
              <PublishRowActions
                title={row.title}
                published={row.published}
                busy={busyId === row.id}
                editLabel={t('articles.edit')}
                toggleLabel={t(row.published ? 'articles.unpublish' : 'articles.publish')}
                updateLabel={row.hasDraft ? t('draft.publishUpdate') : undefined}
                onEdit={() => consoleNavigate('/articles/edit', { id: row.id })}
                onToggle={() =>
                  row.published ? setWithdrawing(row) : void setPublished(row, true)
                }
                onPublishUpdate={() => void setPublished(row, true)}
              >
                <button
                  type="button"
                  className="xnfz-button xnfz-button--danger delete-article"
                  disabled={busyId === row.id}
                  onClick={() => setDeleting(row)}
                  aria-label={`${t('articles.delete')}：${row.title}`}
                >
                  {t('articles.delete')}
                </button>
              </PublishRowActions>
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
      {bulkAsked ? (
        <ConfirmDialog
          title={t(
            bulkAsked === 'delete' ? 'articles.bulkDeleteTitle' : 'articles.bulkUnpublishTitle',
          )}
          text={t(
            bulkAsked === 'delete' ? 'articles.bulkDeleteConfirm' : 'articles.bulkUnpublishConfirm',
            {
              n: selection.selected.size,
            },
          )}
          confirmLabel={t(
            bulkAsked === 'delete' ? 'articles.bulkDelete' : 'articles.bulkUnpublish',
          )}
          confirmClassName="confirm-bulk"
          onCancel={() => setBulkAsked(null)}
          onConfirm={() => {
            const action = bulkAsked;
            setBulkAsked(null);
            void bulk.run(action);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('articles.deleteTitle')}
          text={t('articles.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('articles.delete')}
          confirmClassName="confirm-delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void remove(deleting);
          }}
        />
      ) : null}
    </section>
  );
}
