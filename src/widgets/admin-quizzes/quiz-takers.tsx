import { useCallback, useState, type FormEvent } from 'react';
import {
  QUIZ_LIMITS,
  type QuizDetail,
  type QuizTakerRow,
  type QuizTakersQuery,
} from '../../core/api/quiz-contract';
import { getQuiz, listQuizTakers, reopenQuizAttempt } from '../../core/api/teaching/quiz-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { FormError } from '../../core/ui/admin/form-actions';
import { RowButton } from '../../core/ui/admin/row-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { QuizLinks } from './quiz-links';
import { usePageEdits } from '../../core/ui/admin/use-page-edits';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { scoreText } from './quiz-format';

type Query = Required<Pick<QuizTakersQuery, 'pageNum' | 'pageSize' | 'quizId'>> &
  Omit<QuizTakersQuery, 'pageNum' | 'pageSize' | 'quizId'>;

/** The most minutes a reopened attempt may be given (the server's bound: a week). */
const MAX_MINUTES = QUIZ_LIMITS.reopenMinutes;

const STATE_BADGE: Record<QuizTakerRow['state'], string> = {
  none: 'badge badge--muted',
  open: 'badge badge--warn',
  submitted: 'badge badge--ok',
};

const nameOf = (row: QuizTakerRow) => row.realName || row.username;

/** 重新开放: asks for the minutes (the quiz's time limit, else 30) and reopens the attempt. */
function ReopenDialog({
  quiz,
  taker,
  onClose,
  onReopened,
}: {
  quiz: QuizDetail;
  taker: QuizTakerRow;
  onClose: () => void;
  onReopened: (row: QuizTakerRow, minutes: number) => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [minutes, setMinutes] = useState(String(quiz.settings.timeLimitMinutes ?? 30));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(minutes.trim());
    if (!(Number.isInteger(value) && value >= 1 && value <= MAX_MINUTES)) {
      setError(quizT('takers.minutesBad', { max: MAX_MINUTES }));
      return;
    }
    setError(null);
    setRefusal(null);
    setBusy(true);
    try {
      onReopened(
        await reopenQuizAttempt({ quizId: quiz.id, userId: taker.userId, minutes: value }),
        value,
      );
    } catch (caught) {
      setRefusal(refusalShownInPlace(caught, portalT('state.networkError')));
      setBusy(false);
    }
  }

  return (
    <ConsoleDialog
      title={quizT('takers.reopenTitle')}
      onCancel={onClose}
      actions={
        <>
          <button
            type="submit"
            form="reopen-form"
            className="xnfz-button confirm-reopen"
            disabled={busy}
          >
            {quizT('takers.reopen')}
          </button>
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </>
      }
    >
      <form id="reopen-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{quizT('takers.reopenText', { name: nameOf(taker), n: taker.attempts })}</p>
        <FormField
          id="reopen-minutes"
          label={quizT('takers.minutes')}
          inputMode="numeric"
          value={minutes}
          hint={quizT('takers.minutesHint', { max: MAX_MINUTES })}
          error={error}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <FormError message={refusal} />
      </form>
    </ConsoleDialog>
  );
}

function Takers({ quiz }: { quiz: QuizDetail }) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 20,
    quizId: quiz.id,
  });
  const load = useCallback(() => listQuizTakers(query), [query]);
  const result = useAsync(load, [query]);
  // rows as the server answered a 重新开放, for the page they were changed on
  const reopened = usePageEdits<number, QuizTakerRow>(result.state.data);
  const [reopening, setReopening] = useState<QuizTakerRow | null>(null);

  return (
    <section className="screen" aria-labelledby="takers-heading">
      <ScreenBar
        headingId="takers-heading"
        heading={quizT('takers.heading', { title: quiz.title })}
      >
        <QuizLinks quiz={quiz} to={['essays', 'edit']} />
      </ScreenBar>
      <ConsoleSearchBar
        id="takers-keyword"
        initial={query.keyword ?? ''}
        onSearch={(keyword) => setFilter({ keyword })}
      />
      {result.state.data?.total === 0 ? (
        <p className="card" role="note">
          {quizT(query.keyword ? 'takers.noMatch' : 'takers.empty')}
        </p>
      ) : null}
      <ConsoleTable
        result={result}
        area={quizT('quizzes.takers')}
        columns={[
          { label: quizT('takers.studentNumber') },
          { label: quizT('takers.name') },
          { label: quizT('takers.attempts'), numeric: true },
          { label: quizT('takers.state') },
          { label: quizT('takers.score'), numeric: true },
          { label: quizT('takers.passed') },
          { label: quizT('takers.pending'), numeric: true },
          { label: quizT('takers.submittedAt') },
          { label: t('list.actions') },
        ]}
        row={(listed) => {
          const row = reopened.shown(listed.userId, listed);
          const name = nameOf(row);
          return (
            <tr key={row.userId} data-taker={row.username}>
              <td>{row.studentNumber}</td>
              <td>
                {name}
                {row.realName ? <span className="muted"> {row.username}</span> : null}
              </td>
              <td className="num">{formatCount(row.attempts)}</td>
              <td>
                <span className={`${STATE_BADGE[row.state]} taker-state`}>
                  {quizT(`takers.state.${row.state}`)}
                </span>
              </td>
              <td className="num taker-score">{row.score === null ? '' : scoreText(row.score)}</td>
              <td className="taker-passed">
                {row.passed === null ? null : (
                  <span className={row.passed ? 'badge badge--ok' : 'badge badge--warn'}>
                    {quizT(row.passed ? 'takers.pass' : 'takers.fail')}
                  </span>
                )}
              </td>
              <td className="num taker-pending">{formatCount(row.pendingEssays)}</td>
              <td>{row.submittedAt ? formatDateTime(row.submittedAt) : ''}</td>
              <td>
                <div className="actions">
                  {row.lastAttemptId !== null && row.state === 'submitted' ? (
                    <RowButton
                      label={quizT('takers.reopen')}
                      of={name}
                      className="reopen-attempt"
                      tone="plain"
                      onClick={() => setReopening(row)}
                    />
                  ) : null}
                  {row.pendingEssays > 0 ? (
                    <a
                      className="grade-taker"
                      href={consoleHref('/quizzes/essays', { id: quiz.id, user: row.userId })}
                      aria-label={quizT('takers.gradeLabel', { name })}
                    >
                      {quizT('takers.gradeStudent')}
                    </a>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        }}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
      {reopening ? (
        <ReopenDialog
          quiz={quiz}
          taker={reopening}
          onClose={() => setReopening(null)}
          onReopened={(row, minutes) => {
            reopened.remember(row.userId, row);
            setReopening(null);
            pushNotice('success', quizT('takers.reopened', { name: nameOf(row), minutes }));
          }}
        />
      ) : null}
    </section>
  );
}

/** 答题情况: the class's students with where each stands in the quiz, and 重新开放. */
export function QuizTakers({ quizId }: { quizId: number }) {
  const result = useAsync(() => getQuiz(quizId), [quizId]);
  return <AsyncView result={result}>{(quiz) => <Takers quiz={quiz} />}</AsyncView>;
}
