import { useCallback, useId } from 'react';
import { listResources } from '../../core/api/content';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

/** The 红色资源 strip: a few red-heritage resources, each opening its page. */
export function HomeRedStrip({ limit }: { limit: number }) {
  const t = useT();
  const ids = useId();
  const load = useCallback(
    () => listResources({ kind: 'red', pageNum: 1, pageSize: limit }),
    [limit],
  );
  const result = useAsync(load, [limit]);
  return (
    <section className="section red" part="red" aria-labelledby={`${ids}-title`}>
      <div className="section-head">
        <h2 className="section-title" id={`${ids}-title`}>
          {t('home.red')}
        </h2>
        <RouteLink to="/redlist" className="more-link">
          {t('home.moreRed')}
        </RouteLink>
      </div>
      <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
        {(page) => (
          <ul className="xnfz-grid">
            {page.rows.map((resource) => (
              <li
                key={resource.id}
                className="xnfz-card home-card"
                part="red-card"
                data-resource-id={resource.id}
              >
                {resource.cover ? (
                  <img
                    className="xnfz-card-cover"
                    src={resource.cover}
                    alt={resource.title}
                    loading="lazy"
                  />
                ) : null}
                <div className="xnfz-card-body">
                  <h3 className="home-card-title">
                    <RouteLink
                      to="/redshow"
                      params={{ id: resource.id }}
                      className="xnfz-card-title home-card-link"
                    >
                      {resource.title}
                    </RouteLink>
                  </h3>
                  <div className="xnfz-meta">
                    {resource.categoryName ? <span>{resource.categoryName}</span> : null}
                    <span className="xnfz-meta-item" data-click-count={resource.clickCount}>
                      <Icon name="views" size={16} label={t('courses.views')} />
                      {formatCount(resource.clickCount)}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
