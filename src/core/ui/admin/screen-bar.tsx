import type { ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-translate';

/**
 * The top bar of a console screen: its h1 and what stands beside it (a 新建 link, actions).
 * @example
 * <ScreenBar headingId="articles-heading" heading="文章管理"><a href="#/articles/edit">新建</a></ScreenBar>
 */
export function ScreenBar({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bar">
      <h1 className="heading" id={headingId}>
        {heading}
      </h1>
      {children}
    </div>
  );
}

/**
 * The top bar of a console editor: its h1 (`<ids>-heading`, which the form is labelled by)
 * with the record's status badge, and the way back to the list.
 * @example
 * <EditorBar ids="article" heading="编辑文章" status={<LiveStatusBadge … />} backHref="#/articles" />
 */
export function EditorBar({
  ids,
  heading,
  status,
  backHref,
  children,
}: {
  ids: string;
  heading: string;
  /** The opened record's status badge (nothing for a new one). */
  status: ReactNode;
  backHref: string;
  /** Buttons beside the way back (历史版本). */
  children?: ReactNode;
}) {
  const t = useAdminT();
  return (
    <ScreenBar
      headingId={`${ids}-heading`}
      heading={
        <>
          {heading}
          {status ? <> {status}</> : null}
        </>
      }
    >
      <div className="bar-actions">
        {children}
        <a className="xnfz-button xnfz-button--plain" href={backHref}>
          {t('form.back')}
        </a>
      </div>
    </ScreenBar>
  );
}
