import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../core/api/api-error';
import { collect, uncollect } from '../../core/api/collections';
import { getResource } from '../../core/api/content';
import type { ResourceDetail as ResourceData } from '../../core/api/contract';
import { formatCount, formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { navigate, router } from '../../core/router/router';
import { auth } from '../../core/store/auth';
import { LOGIN_REASON_MS, pushNotice } from '../../core/store/notices';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { ContentAttachments } from '../../core/ui/content-attachments';
import { ContentDetailState, loadRecord, recordId } from '../../core/ui/content-detail-state';
import { Icon } from '../../core/ui/icons';
import { MEDIA_LABELS, RESOURCE_KINDS, resourceKind } from '../../core/ui/resource-card';
import { RichText } from '../../core/ui/rich-text';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { resourceDetailStyles } from './resource-detail.styles';

export interface ResourceDetailProps {
  /** The resource to show (the host passes `?id=` of the address). */
  resourceId?: number;
  /** The list to lead back to before the resource is known: `resource` (default) or `red`. */
  kind?: string;
}

type CollectProblem = { kind: 'login' } | { kind: 'failed'; message: string } | null;

function CollectButton({ resource }: { resource: ResourceData }) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  // the server's answer to the last toggle (for this resource and login); the loaded flag before
  const [toggled, setToggled] = useState<{
    id: number;
    token: string;
    collected: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CollectProblem>(null);
  const collected = token
    ? toggled?.id === resource.id && toggled.token === token
      ? toggled.collected
      : resource.collected
    : false;
  const loginRoute = { redirect: current?.href };

  async function toggle() {
    setProblem(null);
    if (!auth.token) {
      if (hostActive) {
        pushNotice('info', t('catalog.loginToCollect'), LOGIN_REASON_MS);
        navigate('/login', loginRoute);
      } else setProblem({ kind: 'login' });
      return;
    }
    const asking = auth.token;
    setBusy(true);
    try {
      const answer = collected
        ? await uncollect('resource', resource.id)
        : await collect('resource', resource.id);
      setToggled({ id: resource.id, token: asking, collected: answer.collected });
    } catch (error) {
      if (!auth.token) setProblem({ kind: 'login' });
      else
        setProblem({
          kind: 'failed',
          message:
            isApiError(error) && error.kind === 'api' ? error.message : t('state.networkError'),
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="collect-area">
      <button
        type="button"
        className={collected ? 'collect active' : 'collect'}
        part="collect"
        aria-pressed={collected}
        disabled={busy}
        onClick={toggle}
      >
        <Icon name={collected ? 'collection-active' : 'collection'} size={18} />
        {busy ? t('content.collecting') : t(collected ? 'content.collected' : 'content.collect')}
      </button>
      {problem?.kind === 'login' ? (
        <p className="collect-problem" role="alert">
          {t('content.loginToCollect')}
          <RouteLink to="/login" params={loginRoute}>
            {t('content.goLogin')}
          </RouteLink>
        </p>
      ) : problem?.kind === 'failed' ? (
        <p className="collect-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}

function Resource({ resource }: { resource: ResourceData }) {
  const t = useT();
  const list = RESOURCE_KINDS[resource.kind];
  return (
    <>
      <Breadcrumb trail={[{ label: t(list.title), to: list.list }, { label: resource.title }]} />
      <article className="resource" data-resource-id={resource.id}>
        <h1 className="title" part="title">
          {resource.title}
        </h1>
        <p className="meta" part="meta">
          {resource.categoryName ? (
            <span>{t('content.category', { name: resource.categoryName })}</span>
          ) : null}
          <span data-media-type={resource.mediaType}>{t(MEDIA_LABELS[resource.mediaType])}</span>
          <time dateTime={resource.createdAt}>{formatDate(resource.createdAt)}</time>
          <span data-click-count={resource.clickCount}>
            {t('content.viewsCount', { n: formatCount(resource.clickCount) })}
          </span>
        </p>
        <CollectButton resource={resource} />
        {resource.videoUrl ? (
          <video
            className="video"
            part="video"
            controls
            preload="metadata"
            src={resource.videoUrl}
            poster={resource.cover || undefined}
            aria-label={t('content.video', { title: resource.title })}
          >
            {t('content.videoFallback')}
            <a href={resource.videoUrl}>{resource.title}</a>
          </video>
        ) : resource.cover ? (
          <img className="cover" part="cover" src={resource.cover} alt={resource.title} />
        ) : null}
        <h2 className="xnfz-visually-hidden">{t('content.about')}</h2>
        <RichText html={resource.content} />
        <ContentAttachments attachments={resource.attachments} />
      </article>
    </>
  );
}

/** One resource or 红色资源: breadcrumb, meta, 收藏, video, sanitised content, attachments. */
export function ResourceDetail({ resourceId, kind }: ResourceDetailProps) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const id = recordId(resourceId);
  const load = useCallback(() => loadRecord(id, getResource), [id]);
  // reloaded after a login or logout: 收藏 reflects who is asking
  const result = useAsync(load, [id, token]);
  const fallback = RESOURCE_KINDS[resourceKind(kind)];
  return (
    <WidgetShell styles={resourceDetailStyles}>
      <section className="detail" part="base">
        <ContentDetailState result={result} listRoute={fallback.list} listTitle={t(fallback.title)}>
          {(resource) => <Resource resource={resource} />}
        </ContentDetailState>
      </section>
    </WidgetShell>
  );
}
