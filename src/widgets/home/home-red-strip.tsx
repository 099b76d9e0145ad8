import { useCallback } from 'react';
import { listResources } from '../../core/api/content';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { Icon } from '../../core/ui/icons';
import { useAsync } from '../../core/ui/use-async';
import { HomeCardSection } from './home-card-section';

/** The 红色资源 strip: a few red-heritage resources, each opening its page. */
export function HomeRedStrip({ limit }: { limit: number }) {
  const t = useT();
  const load = useCallback(
    () => listResources({ kind: 'red', pageNum: 1, pageSize: limit }),
    [limit],
  );
  const result = useAsync(load, [limit]);
  return (
    <HomeCardSection
      title={t('home.red')}
      moreLabel={t('home.moreRed')}
      moreTo="/redlist"
      part="red"
      cardPart="red-card"
      className="red"
      result={result}
      toCard={(resource) => ({
        id: resource.id,
        title: resource.title,
        cover: resource.cover,
        to: '/redshow',
        params: { id: resource.id },
        data: { 'data-resource-id': resource.id },
        meta: (
          <>
            {resource.categoryName ? <span>{resource.categoryName}</span> : null}
            <span className="xnfz-meta-item" data-click-count={resource.clickCount}>
              <Icon name="views" size={16} label={t('courses.views')} />
              {formatCount(resource.clickCount)}
            </span>
          </>
        ),
      })}
    />
  );
}
