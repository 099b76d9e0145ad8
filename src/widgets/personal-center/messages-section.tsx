import { useCallback, useState } from 'react';
import type { CourseMessage } from '../../core/api/contract';
import { listMyMessages, markMessagesRead } from '../../core/api/messages';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

/**
 * 课程通知: what the teachers of the learner's courses sent them, newest first, the unread ones
 * marked, with 标为已读 and 全部标为已读. `onUnread` hears the unread count whenever it is known.
 */
export function MessagesSection({ onUnread }: { onUnread: (unread: number) => void }) {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const [marking, setMarking] = useState(false);
  const load = useCallback(
    () =>
      listMyMessages({ pageNum: page, pageSize: PAGE_SIZE }).then((data) => {
        onUnread(data.unread);
        return data;
      }),
    [page, onUnread],
  );
  const result = useAsync(load, [page]);

  async function mark(which: { id: number } | { all: true }) {
    setMarking(true);
    try {
      onUnread((await markMessagesRead(which)).unread);
      result.reload();
    } catch {
      // the client already showed the server's message at the top
    } finally {
      setMarking(false);
    }
  }

  const item = (row: CourseMessage) => (
    <li
      key={row.id}
      className={row.read ? 'row message' : 'row message unread'}
      data-message-id={row.id}
    >
      <div className="row-body">
        <h3 className="row-title">
          {row.read ? null : <span className="unread-mark">{t('messages.unread')}</span>}
          {row.title}
        </h3>
        <span className="xnfz-meta">
          <RouteLink to="/coursecatalog" params={{ id: row.courseId }}>
            {row.courseTitle}
          </RouteLink>
          {row.className ? <span>{t('messages.toClass', { name: row.className })}</span> : null}
          <span>{row.senderName}</span>
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        </span>
        <p className="message-text">{row.body}</p>
      </div>
      {row.read ? null : (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain mark-read"
          disabled={marking}
          aria-label={t('messages.markReadLabel', { title: row.title })}
          onClick={() => void mark({ id: row.id })}
        >
          {t('messages.markRead')}
        </button>
      )}
    </li>
  );

  return (
    <section aria-labelledby="messages-title">
      <h2 className="section-title" id="messages-title">
        {t('center.messages')}
      </h2>
      <AsyncView result={result}>
        {(data) =>
          data.total === 0 ? (
            <p className="xnfz-state" part="state-empty">
              {t('messages.empty')}
            </p>
          ) : (
            <>
              <div className="filters">
                <span role="status">
                  {t('messages.summary', { total: data.total, unread: data.unread })}
                </span>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain all-read"
                  disabled={marking || data.unread === 0}
                  onClick={() => void mark({ all: true })}
                >
                  {t('messages.allRead')}
                </button>
              </div>
              <ul className="rows">{data.rows.map(item)}</ul>
              <Pager
                total={data.total}
                pageNum={page}
                pageSize={PAGE_SIZE}
                onChange={(n) => setQuery({ page: n })}
              />
            </>
          )
        }
      </AsyncView>
    </section>
  );
}
