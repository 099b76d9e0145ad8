import { useCallback, useState, type FormEvent } from 'react';
import {
  deleteCourseMessage,
  listCourseMessages,
  sendCourseMessage,
} from '../../core/api/admin/course-calls';
import type { AdminCourseMessageRow } from '../../core/api/admin-contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { listClasses } from '../../core/api/teaching/class-calls';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConfirmDialog } from '../../core/ui/admin/draft-status';
import { FormError } from '../../core/ui/admin/form-actions';
import { RowButton } from '../../core/ui/admin/row-actions';
import { errorText, fieldOfServerError } from '../../core/ui/admin/server-errors';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { ADMIN_LIMITS, requiredText } from '../../core/validation/admin-rules';

type Field = 'title' | 'body';

/** The problems of a message before it is sent (empty: it may be sent). */
function checkMessage(values: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const limits = { title: ADMIN_LIMITS.courseMessageTitle, body: ADMIN_LIMITS.courseMessageBody };
  for (const field of ['title', 'body'] as const) {
    const problem = requiredText(values[field], limits[field], courseT(`messages.${field}`));
    if (problem) found[field] = adminT(problem.key, problem.params);
  }
  return found;
}

/**
 * 课程通知 of one course: a form that sends a message to its learners (read in their 个人中心),
 * and the messages sent, with how many learners have read each and 撤回.
 */
export function CourseMessages({ courseId, title }: { courseId: number; title: string | null }) {
  const t = useAdminT();
  const portalT = useT();
  const ids = 'course-message';
  const name = title ?? `#${courseId}`;
  const [query, , setPage] = useListQuery({ pageNum: 1, pageSize: 10, courseId });
  const load = useCallback(() => listCourseMessages(query), [query]);
  const result = useAsync(load, [query]);
  const learnerCount = result.state.data?.learnerCount ?? null;
  const [values, setValues] = useState<Record<Field, string>>({ title: '', body: '' });
  /** '' : every learner of the course; else a 教学班's id. */
  const [audience, setAudience] = useState('');
  const classes = useAsync(() => listClasses({ courseId, pageNum: 1, pageSize: 100 }), [courseId]);
  const classRows = classes.state.data?.rows ?? [];
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState<AdminCourseMessageRow | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = checkMessage(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const sent = await sendCourseMessage({
        courseId,
        classId: audience ? Number(audience) : null,
        ...values,
      });
      setValues({ title: '', body: '' });
      pushNotice('success', courseT('messages.sent', { title: sent.title }));
      setPage(1);
      result.reload();
    } catch (error) {
      const field = fieldOfServerError(error);
      const message = errorText(error, portalT('state.networkError'));
      if (field === 'title' || field === 'body') setErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(row: AdminCourseMessageRow) {
    setBusy(true);
    try {
      await deleteCourseMessage(row.id);
      setWithdrawing(null);
      pushNotice('success', courseT('messages.withdrawn', { title: row.title }));
      result.reload();
    } catch (error) {
      setWithdrawing(null);
      setFormError(errorText(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <div className="bar">
        <h1 className="heading" id={`${ids}-heading`}>
          {courseT('messages.heading', { title: name })}
        </h1>
        <div className="actions">
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/courses/learners', { id: courseId })}
          >
            {courseT('messages.toLearners')}
          </a>
          <a className="xnfz-button xnfz-button--plain" href={consoleHref('/courses')}>
            {t('courses.back')}
          </a>
        </div>
      </div>
      <form className="card message-form" noValidate onSubmit={(event) => void send(event)}>
        <h2 className="card-heading">{courseT('messages.compose')}</h2>
        {learnerCount !== null ? (
          <p className="hint">
            {learnerCount > 0
              ? courseT('messages.audience', { n: learnerCount })
              : courseT('messages.noLearners')}
          </p>
        ) : null}
        {classRows.length ? (
          <SelectField
            id={`${ids}-audience`}
            label={courseT('messages.audienceLabel')}
            value={audience}
            options={[
              ['', courseT('messages.toAll', { n: learnerCount ?? 0 })],
              ...classRows.map(
                (row) =>
                  [
                    String(row.id),
                    courseT('messages.toClass', { name: row.name, n: row.memberCount }),
                  ] as const,
              ),
            ]}
            onChange={(event) => setAudience(event.target.value)}
          />
        ) : null}
        <FormField
          id={`${ids}-title`}
          label={courseT('messages.title')}
          value={values.title}
          maxLength={ADMIN_LIMITS.courseMessageTitle}
          error={errors.title ?? null}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <TextAreaField
          id={`${ids}-body`}
          label={courseT('messages.body')}
          value={values.body}
          rows={5}
          maxLength={ADMIN_LIMITS.courseMessageBody}
          error={errors.body ?? null}
          onChange={(event) => setValues({ ...values, body: event.target.value })}
        />
        <FormError message={formError} />
        <div className="form-actions">
          <button type="submit" className="xnfz-button send-message" disabled={busy}>
            {busy ? courseT('messages.sending') : courseT('messages.send')}
          </button>
        </div>
      </form>
      <h2 className="list-heading">{courseT('messages.sentList')}</h2>
      <ConsoleTable
        result={result}
        area={courseT('messages.sentList')}
        columns={[
          { label: courseT('messages.colMessage') },
          { label: courseT('messages.colAudience') },
          { label: courseT('messages.colSender') },
          { label: courseT('messages.colSentAt') },
          { label: courseT('messages.colRead'), numeric: true },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-message-id={row.id}>
            <td>
              <strong>{row.title}</strong>
              <p className="message-body">{row.body}</p>
            </td>
            <td>{row.className ?? courseT('messages.allLearners')}</td>
            <td>
              {row.sender
                ? `${row.sender.name}（${row.sender.username}）`
                : courseT('messages.senderGone')}
            </td>
            <td>{formatDateTime(row.createdAt)}</td>
            <td className="num">
              {courseT('messages.readOf', { read: row.readCount, all: row.audience })}
            </td>
            <td className="actions">
              <RowButton
                label={courseT('messages.withdraw')}
                of={row.title}
                className="withdraw-message"
                tone="danger"
                disabled={busy}
                onClick={() => setWithdrawing(row)}
              />
            </td>
          </tr>
        )}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
      {withdrawing ? (
        <ConfirmDialog
          title={courseT('messages.withdrawTitle')}
          text={courseT('messages.withdrawConfirm', { title: withdrawing.title })}
          confirmLabel={courseT('messages.withdraw')}
          confirmClassName="confirm-withdraw-message"
          busy={busy}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() => void withdraw(withdrawing)}
        />
      ) : null}
    </section>
  );
}
