import { useT } from '../i18n/translate';
import type { RouteParams } from '../router/routes';
import { RouteLink } from './route-link';

export interface Crumb {
  label: string;
  to?: string;
  params?: RouteParams;
}

/**
 * 首页 > 新闻动态 > 标题; the last crumb is the current page.
 * @example
 * <Breadcrumb trail={[{ label: '新闻动态', to: '/newslist' }, { label: article.title }]} />
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...trail];
  return (
    <nav className="xnfz-breadcrumb" aria-label={t('breadcrumb.label')} part="breadcrumb">
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? (
              <RouteLink to={crumb.to} params={crumb.params}>
                {crumb.label}
              </RouteLink>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
