import { useCallback, useEffect, useState } from 'react';
import type { QuizListQuery, QuizRow } from '../../core/api/quiz-contract';
import { deleteQuiz, listQuizzes, publishQuiz } from '../../core/api/teaching/quiz-calls';
import type { ClassRow } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { useT } from '../../core/i18n/translate';
import { formatCount } from '../../core/i18n/format';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog, DeleteDialogActions } from '../../core/ui/admin/console-dialog';
import { ClassPicker, WithChosenClass } from '../../core/ui/admin/class-chooser';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { FormError } from '../../core/ui/admin/form-actions';
import { RowButton } from '../../core/ui/admin/row-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { useAsync } from '../../core/ui/use-async';
import { Period } from './period';
import { scoreText, STATUS_BADGE, TIMING_BADGE, timingOf } from './quiz-format';

type Query = Required<Pick<QuizListQuery, 'pageNum' | 'pageSize' | 'classId'>> &
  Omit<QuizListQuery, 'pageNum' | 'pageSize' | 'classId'>;

/** The last query of each class's list on this page: back from a quiz, the list is as it was. */
const lastQueries = new Map<number, Query>();

/** Asks before deleting; a refusal (students have answered) is shown in the dialog. */
function DeleteQuizDialog({
  quiz,
  onClose,
  onDeleted,
}: {
  quiz: QuizRow;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const portalT = useT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function remove() {
    setBusy(true);
    setRefusal(null);
    try {
      await deleteQuiz(quiz.id);
      pushNotice('success', quizT('quizzes.deleted', { title: quiz.title }));
      onDeleted();
    } catch (error) {
      setRefusal(refusalShownInPlace(error, portalT('state.networkError')));
      setBusy(false);
    }
  }
  return (
    <ConsoleDialog
      title={quizT('quizzes.deleteTitle')}
      onCancel={onClose}
      actions={
        <DeleteDialogActions
          confirmLabel={quizT('quizzes.delete')}
          busy={busy || refusal !== null}
          onCancel={onClose}
          onConfirm={() => void remove()}
        />
      }
    >
      <p>{quizT('quizzes.deleteConfirm', { title: quiz.title })}</p>
      <div className="delete-refusal">
        <FormError message={refusal} />
      </div>
    </ConsoleDialog>
  );
}

/** A class's quizzes: 新建, and per quiz 编辑, 发布 / 取消发布, 答题情况, 批改简答, 删除. */
function QuizList({ classes, chosen }: { classes: ClassRow[]; chosen: ClassRow }) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>(
    lastQueries.get(chosen.id) ?? { pageNum: 1, pageSize: 20, classId: chosen.id },
  );
  useEffect(() => {
    lastQueries.set(chosen.id, query);
  }, [chosen.id, query]);
  const load = useCallback(() => listQuizzes(query), [query]);
  const result = useAsync(load, [query]);
  const { busyId, run } = useRowAction();
  const [deleting, setDeleting] = useState<QuizRow | null>(null);
  const now = Date.now();
  const newHref = consoleHref('/quizzes/edit', { class: chosen.id });
  const label = (action: string, row: QuizRow) =>
    quizT('quizzes.rowLabel', { action, title: row.title });

  function togglePublish(row: QuizRow) {
    const published = row.status !== 'published';
    void run(row.id, async () => {
      await publishQuiz(row.id, published);
      result.reload();
      return quizT(published ? 'quizzes.published' : 'quizzes.unpublished', { title: row.title });
    });
  }

  const empty = result.state.data?.total === 0;
  return (
    <section className="screen" aria-labelledby="quizzes-heading">
      <ScreenBar headingId="quizzes-heading" heading={quizT('quizzes.heading')}>
        {chosen.archived ? null : (
          <div className="bar-actions">
            <a className="xnfz-button new-quiz" href={newHref}>
              {quizT('quizzes.new')}
            </a>
          </div>
        )}
      </ScreenBar>
      <div className="card class-bar">
        <ClassPicker id="quizzes-class" route="/quizzes" classes={classes} classId={chosen.id} />
      </div>
      <ConsoleSearchBar
        id="quizzes-keyword"
        initial={query.keyword ?? ''}
        onSearch={(keyword) => setFilter({ keyword })}
      />
      {empty && !query.keyword ? (
        <div className="card xnfz-state empty-quizzes" role="note">
          <p>{quizT('quizzes.empty')}</p>
          {chosen.archived ? null : (
            <a className="xnfz-button" href={newHref}>
              {quizT('quizzes.new')}
            </a>
          )}
        </div>
      ) : (
        <>
          {empty ? (
            <p className="card" role="note">
              {quizT('quizzes.noMatch')}
            </p>
          ) : null}
          <ConsoleTable
            result={result}
            area={quizT('quizzes.heading')}
            columns={[
              { label: quizT('quizzes.title') },
              { label: quizT('quizzes.kind') },
              { label: quizT('quizzes.status') },
              { label: quizT('quizzes.period') },
              { label: quizT('quizzes.paper'), numeric: true },
              { label: quizT('quizzes.progress'), numeric: true },
              { label: quizT('quizzes.pending'), numeric: true },
              { label: t('list.actions') },
            ]}
            row={(row) => {
              const timing = timingOf(row, now);
              const published = row.status === 'published';
              return (
                <tr key={row.id} data-quiz-id={row.id}>
                  <td className="title-cell">{row.title}</td>
                  <td className="nowrap">{quizT(`quizzes.kind.${row.kind}`)}</td>
                  <td>
                    <span className="badges">
                      <span className={`${STATUS_BADGE[row.status]} quiz-status`}>
                        {quizT(`quizzes.status.${row.status}`)}
                      </span>
                      {published ? (
                        <span className={`${TIMING_BADGE[timing]} quiz-timing`}>
                          {quizT(`quizzes.timing.${timing}`)}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="period-cell">
                    <Period quiz={row} />
                  </td>
                  <td className="num nowrap quiz-paper">
                    {quizT('quizzes.paperFigures', {
                      n: formatCount(row.questionCount),
                      total: scoreText(row.total),
                    })}
                  </td>
                  <td className="num nowrap quiz-progress">
                    {quizT('quizzes.progressFigures', {
                      submitted: formatCount(row.submitted),
                      started: formatCount(row.started),
                      members: formatCount(row.members),
                    })}
                  </td>
                  <td className="num quiz-pending">
                    {row.pendingEssays > 0 ? (
                      <span className="badge badge--warn">{formatCount(row.pendingEssays)}</span>
                    ) : (
                      '0'
                    )}
                  </td>
                  <td>
                    <div className="actions">
                      <a
                        className="edit-quiz"
                        href={consoleHref('/quizzes/edit', { id: row.id })}
                        aria-label={label(quizT('quizzes.edit'), row)}
                      >
                        {quizT('quizzes.edit')}
                      </a>
                      {published && row.started > 0 ? null : (
                        <RowButton
                          label={quizT(published ? 'quizzes.unpublish' : 'quizzes.publish')}
                          of={row.title}
                          className="toggle-publish"
                          tone={published ? 'danger' : 'primary'}
                          disabled={busyId === row.id}
                          onClick={() => togglePublish(row)}
                        />
                      )}
                      <a
                        className="quiz-takers"
                        href={consoleHref('/quizzes/takers', { id: row.id })}
                        aria-label={label(quizT('quizzes.takers'), row)}
                      >
                        {quizT('quizzes.takers')}
                      </a>
                      {row.pendingEssays > 0 || row.submitted > 0 ? (
                        <a
                          className="quiz-essays"
                          href={consoleHref('/quizzes/essays', { id: row.id })}
                          aria-label={label(quizT('quizzes.essays'), row)}
                        >
                          {quizT('quizzes.essays')}
                        </a>
                      ) : null}
                      <RowButton
                        label={quizT('quizzes.delete')}
                        of={row.title}
                        className="delete-quiz"
                        tone="danger"
                        disabled={busyId === row.id}
                        onClick={() => setDeleting(row)}
                      />
                    </div>
                  </td>
                </tr>
              );
            }}
            pageNum={query.pageNum}
            pageSize={query.pageSize}
            onPage={setPage}
          />
        </>
      )}
      {deleting ? (
        <DeleteQuizDialog
          quiz={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            result.reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** The list, after the classes the account manages (the first current one when none is chosen). */
export function QuizClassList({ classId }: { classId: number }) {
  return (
    <WithChosenClass
      classId={classId}
      noClasses={{
        headingId: 'quizzes-heading',
        heading: quizT('quizzes.heading'),
        note: quizT('quizzes.noClasses'),
        link: quizT('quizzes.toClasses'),
        route: '/classes/edit',
      }}
    >
      {(classes, chosen) => <QuizList key={chosen.id} classes={classes} chosen={chosen} />}
    </WithChosenClass>
  );
}
