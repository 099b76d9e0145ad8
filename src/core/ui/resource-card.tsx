import type { MediaType, ResourceKind, ResourceSummary } from '../api/contract';
import { formatCount, formatDate } from '../i18n/format';
import { useT } from '../i18n/translate';
import type { MessageKey } from '../i18n/zh-cn';
import { coverLoading, type CoverLoading } from './cover-loading';
import { Icon } from './icons';
import { RouteLink } from './route-link';

export interface ResourceKindInfo {
  list: string;
  detail: string;
  title: MessageKey;
}

/** Where resources and 红色资源 live in the portal, and what their screens are called. */
export const RESOURCE_KINDS: Readonly<Record<ResourceKind, ResourceKindInfo>> = {
  resource: { list: '/resourceslist', detail: '/resourcesdetail', title: 'content.kind.resource' },
  red: { list: '/redlist', detail: '/redshow', title: 'content.kind.red' },
};

export const MEDIA_LABELS: Readonly<Record<MediaType, MessageKey>> = {
  video: 'content.media.video',
  document: 'content.media.document',
  image: 'content.media.image',
  model: 'content.media.model',
  link: 'content.media.link',
};

/** The kind named by an attribute; anything else reads as `resource`. */
export function resourceKind(value: string | undefined): ResourceKind {
  return value === 'red' ? 'red' : 'resource';
}

/**
 * One resource as a card: cover, media type label, title (linking to its detail screen),
 * views and date.
 * @example
 * <ul className="xnfz-grid">{rows.map((row) => <ResourceCard key={row.id} resource={row} />)}</ul>
 */
export function ResourceCard({
  resource,
  cover = coverLoading(Infinity),
}: {
  resource: ResourceSummary;
  /** How its cover loads (lazy unless the card is in the first screen). */
  cover?: CoverLoading;
}) {
  const t = useT();
  return (
    <li className="xnfz-card resource-card" part="card" data-resource-id={resource.id}>
      <div className="resource-cover">
        {resource.cover ? (
          <img
            className="xnfz-card-cover"
            src={resource.cover}
            alt=""
            loading={cover.loading}
            fetchPriority={cover.fetchPriority}
          />
        ) : (
          <span className="xnfz-card-cover resource-cover-empty" aria-hidden="true">
            <Icon name="resource" size={32} />
          </span>
        )}
        <span className="media-type" data-media-type={resource.mediaType}>
          {t(MEDIA_LABELS[resource.mediaType])}
        </span>
      </div>
      <div className="xnfz-card-body">
        <h2 className="resource-title">
          <RouteLink
            to={RESOURCE_KINDS[resource.kind].detail}
            params={{ id: resource.id }}
            className="xnfz-card-title"
          >
            {resource.title}
          </RouteLink>
        </h2>
        <p className="xnfz-meta">
          <span className="xnfz-meta-item" data-click-count={resource.clickCount}>
            <Icon name="views" size={16} label={t('content.views')} />
            {formatCount(resource.clickCount)}
          </span>
          <time dateTime={resource.createdAt}>{formatDate(resource.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
