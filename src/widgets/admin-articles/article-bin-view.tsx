import { useCallback, useState } from 'react';
import {
  listAdminArticles,
  purgeAdminArticle,
  restoreAdminArticle,
} from '../../core/api/admin/admin-calls';
import type { AdminArticleRow } from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { consoleHref } from '../../core/router/console-router';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConfirmDialog } from '../../core/ui/admin/draft-status';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { RowButton } from '../../core/ui/admin/row-actions';
import { useAsync } from '../../core/ui/use-async';
import { KIND_LABELS } from './article-kinds';

/**
 * 回收站: the deleted articles, the latest deletion first, each with when it goes for good; 恢复
 * (unpublished) or 永久删除 (confirmed first).
 */
export function ArticleBinView() {
  const t = useAdminT();
  const [query, , setPage] = useListQuery({ pageNum: 1, pageSize: 10, bin: true });
  const { busyId, run } = useRowAction();
  const load = useCallback(() => listAdminArticles(query), [query]);
  const result = useAsync(load, [query]);
  const [purging, setPurging] = useState<AdminArticleRow | null>(null);

  const restore = (row: AdminArticleRow) =>
    run(row.id, async () => {
      const restored = await restoreAdminArticle(row.id);
      result.reload();
      return t('articles.restored', { title: restored.title });
    });
  const purge = (row: AdminArticleRow) =>
    run(row.id, async () => {
      await purgeAdminArticle(row.id);
      result.reload();
      return t('articles.purged', { title: row.title });
    });

  return (
    <section className="screen" aria-labelledby="article-bin-heading">
      <ScreenBar headingId="article-bin-heading" heading={t('articles.binHeading')}>
        <a className="xnfz-button xnfz-button--plain" href={consoleHref('/articles')}>
          {t('articles.backToList')}
        </a>
      </ScreenBar>
      <p className="muted bin-hint">{t('articles.binHint')}</p>
      <ConsoleTable
        result={result}
        area={t('articles.binHeading')}
        columns={[
          { label: t('articles.title') },
          { label: t('articles.kind') },
          { label: t('articles.deletedAt') },
          { label: t('articles.purgeAt') },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-article-id={row.id}>
            <td>{row.title}</td>
            <td>{t(KIND_LABELS[row.kind])}</td>
            <td>{row.deletedAt ? formatDateTime(row.deletedAt) : ''}</td>
            <td className="purge-at">{row.purgeAt ? formatDateTime(row.purgeAt) : ''}</td>
            <td>
              <div className="actions">
                <RowButton
                  label={t('articles.restore')}
                  of={row.title}
                  className="restore-article"
                  disabled={busyId === row.id}
                  onClick={() => void restore(row)}
                />
                <RowButton
                  label={t('articles.purge')}
                  of={row.title}
                  className="purge-article"
                  tone="danger"
                  disabled={busyId === row.id}
                  onClick={() => setPurging(row)}
                />
              </div>
            </td>
          </tr>
        )}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
      {purging ? (
        <ConfirmDialog
          title={t('articles.purgeTitle')}
          text={t('articles.purgeConfirm', { title: purging.title })}
          confirmLabel={t('articles.purge')}
          confirmClassName="confirm-purge"
          onCancel={() => setPurging(null)}
          onConfirm={() => {
            setPurging(null);
            void purge(purging);
          }}
        />
      ) : null}
    </section>
  );
}
