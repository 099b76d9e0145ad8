import { useCallback, useState, type FormEvent } from 'react';
import {
  listFeedback,
  replyToFeedback,
  resendFeedbackReply,
  setFeedbackHandled,
} from '../../core/api/admin/admin-calls';
import type {
  AdminFeedbackListQuery,
  AdminFeedbackReply,
  AdminFeedbackRow,
  FeedbackStatus,
  ReplyDelivery,
} from '../../core/api/admin-contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { errorText } from '../../core/ui/admin/server-errors';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ADMIN_LIMITS, requiredText } from '../../core/validation/admin-rules';
import { adminFeedbackStyles } from './admin-feedback.styles';

type Query = Required<Pick<AdminFeedbackListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminFeedbackListQuery, 'pageNum' | 'pageSize'>;

const DELIVERY_BADGES: Record<ReplyDelivery, string> = {
  sent: 'badge badge--ok',
  notConfigured: 'badge badge--warn',
  failed: 'badge badge--danger',
  sending: 'badge badge--muted',
  unrecorded: 'badge badge--muted',
};

/** Replies whose e-mail did not go out may be sent again. */
const retryable = (reply: AdminFeedbackReply) =>
  reply.delivery === 'failed' || reply.delivery === 'notConfigured';

/** Tells what became of the e-mail of a reply just written or sent again. */
function announce(reply: AdminFeedbackReply | undefined) {
  const t = adminT;
  if (!reply) return;
  if (reply.delivery === 'sent')
    pushNotice('success', t('feedback.result.sent', { recipient: reply.recipient }));
  else if (reply.delivery === 'notConfigured')
    pushNotice('warning', t('feedback.result.notConfigured'));
  else if (reply.delivery === 'failed') pushNotice('warning', t('feedback.result.failed'));
}

/**
 * One reply and what became of its e-mail: 已发送, 未发送：未配置邮件服务 or 发送失败 (with the
 * reason), and 重新发送 for one that did not go out.
 */
export function ReplyItem({
  reply,
  busy,
  onResend,
}: {
  reply: AdminFeedbackReply;
  busy: boolean;
  onResend: () => void;
}) {
  const t = useAdminT();
  const time = reply.repliedAt ? formatDateTime(reply.repliedAt) : '';
  return (
    <li className="reply" data-delivery={reply.delivery}>
      <p>{reply.content}</p>
      <div className="reply-meta">
        <span className={DELIVERY_BADGES[reply.delivery]}>
          {t(`feedback.delivery.${reply.delivery}`)}
        </span>
        <span className="muted">
          {reply.recipient
            ? t('feedback.replyBy', { by: reply.by, time, recipient: reply.recipient })
            : t('feedback.replyByOld', { by: reply.by, time })}
        </span>
        {reply.attempts > 1 && reply.attemptedAt ? (
          <span className="muted">
            {t('feedback.attempts', {
              n: reply.attempts,
              time: formatDateTime(reply.attemptedAt),
            })}
          </span>
        ) : null}
        {retryable(reply) ? (
          <button
            type="button"
            className="xnfz-button xnfz-button--plain resend"
            disabled={busy}
            aria-label={t('feedback.resendLabel', { recipient: reply.recipient })}
            onClick={onResend}
          >
            {busy ? t('feedback.resending') : t('feedback.resend')}
          </button>
        ) : null}
      </div>
      {reply.delivery === 'failed' && reply.failure ? (
        <p className="reply-problem">{t('feedback.failure', { reason: reply.failure })}</p>
      ) : null}
      {reply.delivery === 'notConfigured' ? (
        <p className="reply-problem">{t('feedback.notConfiguredHint')}</p>
      ) : null}
    </li>
  );
}

/** The reply form of one message. */
function ReplyForm({
  row,
  onSent,
  onCancel,
}: {
  row: AdminFeedbackRow;
  onSent: (row: AdminFeedbackRow) => void;
  onCancel: () => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `reply-${row.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = requiredText(text, ADMIN_LIMITS.feedbackReply, t('feedback.reply'));
    if (problem) {
      setError(t(problem.key, problem.params));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await replyToFeedback(row.id, text.trim());
      announce(updated.replies.at(-1));
      onSent(updated);
    } catch (caught) {
      setError(errorText(caught, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="reply-form" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        label={t('feedback.replyLabel')}
        value={text}
        rows={4}
        autoFocus
        maxLength={ADMIN_LIMITS.feedbackReply}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="form-actions">
        <button type="submit" className="xnfz-button" disabled={busy}>
          {busy ? t('feedback.sending') : t('feedback.sendReply')}
        </button>
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * One message. A change (reply, handled) updates it in place: it stays in view, with its new
 * state, until the list is filtered again (a reply whose e-mail was sent also marks it handled).
 */
function Message({
  row,
  onChanged,
}: {
  row: AdminFeedbackRow;
  onChanged: (row: AdminFeedbackRow) => void;
}) {
  const t = useAdminT();
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState<number | null>(null);
  const handled = row.handledAt !== null;

  async function resend(index: number) {
    setResending(index);
    try {
      const updated = await resendFeedbackReply(row.id, index);
      announce(updated.replies[index]);
      onChanged(updated);
    } catch {
      // the client has shown the server's message
    } finally {
      setResending(null);
    }
  }

  async function toggleHandled() {
    setBusy(true);
    try {
      onChanged(await setFeedbackHandled(row.id, !handled));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="message" data-feedback-id={row.id} aria-labelledby={`message-${row.id}`}>
      <div className="message-head">
        <h2 id={`message-${row.id}`}>{row.name}</h2>
        <span className={handled ? 'badge badge--ok' : 'badge badge--warn'}>
          {t(handled ? 'feedback.status.handled' : 'feedback.status.open')}
        </span>
        <span className="muted">
          {t('feedback.contact')}：{row.contact}
        </span>
        {row.username ? (
          <span className="muted">
            {t('feedback.account')}：{row.username}
          </span>
        ) : null}
        <time className="muted" dateTime={row.createdAt}>
          {formatDateTime(row.createdAt)}
        </time>
      </div>
      <p className="message-body">{row.content}</p>
      {row.replies.length > 0 ? (
        <section className="replies" aria-label={t('feedback.replies')}>
          <h3>{t('feedback.replies')}</h3>
          <ol>
            {row.replies.map((reply, index) => (
              <ReplyItem
                key={index}
                reply={reply}
                busy={resending === index}
                onResend={() => void resend(index)}
              />
            ))}
          </ol>
        </section>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain toggle-handled"
          disabled={busy}
          onClick={() => void toggleHandled()}
        >
          {t(handled ? 'feedback.markOpen' : 'feedback.markHandled')}
        </button>
        <button
          type="button"
          className="xnfz-button reply"
          aria-expanded={replying}
          onClick={() => setReplying(!replying)}
        >
          {t('feedback.reply')}
        </button>
      </div>
      {replying ? (
        <ReplyForm
          row={row}
          onCancel={() => setReplying(false)}
          onSent={(updated) => {
            setReplying(false);
            onChanged(updated);
          }}
        />
      ) : null}
    </li>
  );
}

/** The feedback inbox: open / handled filter, search, mark handled, reply by e-mail. */
export function AdminFeedback() {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 10,
    status: 'open',
  });
  const [changed, setChanged] = useState<Record<number, AdminFeedbackRow>>({});
  const load = useCallback(() => {
    setChanged({});
    return listFeedback(query);
  }, [query]);
  const result = useAsync(load, [query]);

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminFeedbackStyles}>
      <section className="screen" aria-labelledby="feedback-heading">
        <div className="bar">
          <h1 className="heading" id="feedback-heading">
            {t('feedback.heading')}
          </h1>
        </div>
        <ConsoleSearchBar id="feedback-keyword" onSearch={(keyword) => setFilter({ keyword })}>
          <SelectField
            id="feedback-status"
            label={t('feedback.status')}
            value={query.status ?? ''}
            options={[
              ['', t('list.all')],
              ['open', t('feedback.status.open')],
              ['handled', t('feedback.status.handled')],
            ]}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as FeedbackStatus | undefined })
            }
          />
        </ConsoleSearchBar>
        <div className="card">
          <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
            {(page) => (
              <>
                <ul
                  className="messages"
                  aria-label={t('list.results', { area: t('feedback.heading') })}
                >
                  {page.rows.map((row) => (
                    <Message
                      key={row.id}
                      row={changed[row.id] ?? row}
                      onChanged={(updated) =>
                        setChanged((previous) => ({ ...previous, [updated.id]: updated }))
                      }
                    />
                  ))}
                </ul>
                <Pager
                  total={page.total}
                  pageNum={query.pageNum}
                  pageSize={query.pageSize}
                  onChange={setPage}
                />
              </>
            )}
          </AsyncView>
        </div>
      </section>
    </WidgetShell>
  );
}
