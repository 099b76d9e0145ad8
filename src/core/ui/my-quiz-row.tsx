import type { MyQuizRow } from '../api/quiz-contract';
import { formatCount, formatDateTime } from '../i18n/format';
import { useQuizT, type QuizKey } from '../i18n/quiz-translate';
import { RouteLink } from './route-link';

/** The quiz screen's button of a row: what the student can do with it now. */
function actionOf(row: MyQuizRow): QuizKey {
  if (row.state === 'answering') return 'list.continue';
  if (row.state === 'open' && row.attemptsUsed < row.attemptsAllowed) return 'list.start';
  return row.attemptsUsed > 0 ? 'list.result' : 'list.details';
}

export interface MyQuizRowItemProps {
  row: MyQuizRow;
  /** The title's heading level: 4 under 我的测验's groups (default), 3 in a panel of its own. */
  level?: 3 | 4;
  /** Name the row and its link as parts (`item`, `action`) for an element that documents them. */
  parts?: boolean;
}

/**
 * One quiz of 我的测验 (个人中心 and `<xnfz-open-quizzes>`): title and state, kind, course and
 * class, the open window in China time, time limit, attempts, score, and the link to the quiz
 * screen (`/quiz?id=`) saying what can be done now. Its styles are MY_QUIZ_ROW_STYLES.
 * @example
 * <ul className="rows">{rows.map((row) => <MyQuizRowItem key={row.id} row={row} />)}</ul>
 */
export function MyQuizRowItem({ row, level = 4, parts = false }: MyQuizRowItemProps) {
  const qt = useQuizT();
  const action = actionOf(row);
  const Title = level === 3 ? 'h3' : 'h4';
  const times =
    row.state === 'upcoming' && row.openAt
      ? qt('list.opensAt', { time: formatDateTime(row.openAt) })
      : row.openAt || row.closeAt
        ? qt('list.times', {
            from: row.openAt ? formatDateTime(row.openAt) : qt('list.noLimit'),
            to: row.closeAt ? formatDateTime(row.closeAt) : qt('list.noLimit'),
          })
        : null;
  return (
    <li
      className="row my-quiz"
      data-quiz-id={row.id}
      data-state={row.state}
      part={parts ? 'item' : undefined}
    >
      <div className="row-body">
        <Title className="row-title">
          {row.title}
          <span
            className={
              row.state === 'open' || row.state === 'answering'
                ? 'unread-mark quiz-state'
                : 'archived-mark quiz-state'
            }
          >
            {qt(`state.${row.state}`)}
          </span>
        </Title>
        <span className="xnfz-meta">
          <span>{qt(`kind.${row.kind}`)}</span>
          <span>{qt('list.course', { course: row.courseTitle })}</span>
          <span>{qt('list.class', { name: row.className })}</span>
        </span>
        <span className="xnfz-meta">
          {times ? <span className="quiz-times">{times}</span> : null}
          {row.timeLimitMinutes ? (
            <span>
              {qt('intro.timeLimit')} {qt('intro.minutes', { n: row.timeLimitMinutes })}
            </span>
          ) : null}
          <span className="quiz-attempts">
            {qt('list.attempts', { used: row.attemptsUsed, allowed: row.attemptsAllowed })}
          </span>
        </span>
        <span className="xnfz-meta quiz-score">
          {row.score !== null ? (
            <>
              <span>
                {qt('list.score', {
                  score: formatCount(row.score),
                  total: formatCount(row.total),
                })}
              </span>
              {row.passed !== null ? (
                <span className={row.passed ? 'success' : 'error'}>
                  {qt(row.passed ? 'passed' : 'failed')}
                </span>
              ) : null}
            </>
          ) : row.attemptsUsed > 0 && !row.pending ? (
            <span>{qt('list.noScore')}</span>
          ) : null}
          {row.pending ? <span className="quiz-pending">{qt('pending')}</span> : null}
        </span>
      </div>
      <RouteLink
        to="/quiz"
        params={{ id: row.id }}
        part={parts ? 'action' : undefined}
        className={
          action === 'list.start' || action === 'list.continue'
            ? 'xnfz-button quiz-action'
            : 'xnfz-button xnfz-button--plain quiz-action'
        }
      >
        {qt(action)}
        <span className="xnfz-visually-hidden">
          {qt('sep.colon')}
          {row.title}
        </span>
      </RouteLink>
    </li>
  );
}
