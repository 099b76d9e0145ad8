import { useCallback, useState } from 'react';
import { listMyCollections, uncollect } from '../../core/api/collections';
import type { CollectTargetType } from '../../core/api/contract';
import { formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { pushNotice } from '../../core/store/notices';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;
const FILTERS: readonly (CollectTargetType | 'all')[] = ['all', 'course', 'resource'];

/** 我的收藏: courses and resources the user collected, with 取消收藏. */
export function CollectionSection() {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const type = query.type === 'course' || query.type === 'resource' ? query.type : undefined;
  const [removing, setRemoving] = useState<number | null>(null);
  const load = useCallback(
    () => listMyCollections({ pageNum: page, pageSize: PAGE_SIZE, targetType: type }),
    [page, type],
  );
  const result = useAsync(load, [page, type]);

  async function remove(targetType: CollectTargetType, targetId: number, id: number) {
    setRemoving(id);
    try {
      await uncollect(targetType, targetId);
      pushNotice('success', t('collection.removed'));
      result.reload();
    } catch {
      // the client already showed the server's message at the top
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby="collection-title">
      <h2 className="section-title" id="collection-title">
        {t('center.collection')}
      </h2>
      <div className="xnfz-tabs" role="group" aria-label={t('center.collection')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="xnfz-tab"
            aria-pressed={(type ?? 'all') === filter}
            onClick={() =>
              setQuery({ type: filter === 'all' ? undefined : filter, page: undefined })
            }
          >
            {t(`collection.${filter}`)}
          </button>
        ))}
      </div>
      <AsyncView result={result} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <ul className="rows">
              {data.rows.map((row) => (
                <li key={row.id} className="row" data-target={`${row.targetType}-${row.targetId}`}>
                  {row.cover ? (
                    <img className="row-cover" src={row.cover} alt="" loading="lazy" />
                  ) : null}
                  <div className="row-body">
                    <RouteLink
                      className="row-title"
                      to={row.targetType === 'course' ? '/coursecatalog' : '/resourcesdetail'}
                      params={{ id: row.targetId }}
                    >
                      {row.title}
                    </RouteLink>
                    <span className="xnfz-meta">
                      {t(`collection.${row.targetType}`)} ·{' '}
                      {t('collection.collectedAt', { date: formatDate(row.createdAt) })}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain"
                    disabled={removing === row.id}
                    aria-label={t('collection.removeLabel', { title: row.title })}
                    onClick={() => void remove(row.targetType, row.targetId, row.id)}
                  >
                    {t('collection.remove')}
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              total={data.total}
              pageNum={page}
              pageSize={PAGE_SIZE}
              onChange={(n) => setQuery({ page: n })}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
