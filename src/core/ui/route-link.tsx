import type { MouseEvent, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../config/config';
import { navigate, router } from '../router/router';
import { toHref, type RouteParams } from '../router/routes';

export interface RouteLinkProps {
  to: string;
  params?: RouteParams;
  className?: string;
  part?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/**
 * A real link to a portal screen. On the portal page it is a hash link; in an embedding page
 * it goes through `navigate()`, so the page may cancel the `xnfz-navigate` event.
 * @example
 * <RouteLink to="/newsdetail" params={{ id: 12 }}>标题</RouteLink>
 */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps) {
  const { hostActive } = useSnapshot(router);
  const { portalUrl } = useSnapshot(config);
  const href = `#${toHref(to, params)}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (hostActive || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(to, params, { source: event.currentTarget });
  };
  return (
    <a
      href={hostActive || !portalUrl ? href : `${portalUrl.replace(/#.*$/, '')}${href}`}
      onClick={onClick}
      {...rest}
    >
      {children}
    </a>
  );
}
