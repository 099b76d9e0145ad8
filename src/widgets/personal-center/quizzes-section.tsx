import { useCallback } from 'react';
import type { MyQuizRow, MyQuizzesQuery } from '../../core/api/quiz-contract';
import { listMyQuizzes } from '../../core/api/quizzes';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useQuizT, type QuizKey } from '../../core/i18n/quiz-translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 20;
type Filter = NonNullable<MyQuizzesQuery['state']>;
const FILTERS: readonly (Filter | 'all')[] = ['all', 'current', 'done'];

/** The groups of a page, in the order a student needs them: what can be done now first. */
const GROUPS: readonly { title: QuizKey; states: readonly MyQuizRow['state'][] }[] = [
  { title: 'list.groupOpen', states: ['answering', 'open'] },
  { title: 'list.groupUpcoming', states: ['upcoming'] },
  { title: 'list.groupDone', states: ['done', 'missed'] },
];

/** The quiz screen's button of a row: what the student can do with it now. */
function actionOf(row: MyQuizRow): QuizKey {
  if (row.state === 'answering') return 'list.continue';
  if (row.state === 'open' && row.attemptsUsed < row.attemptsAllowed) return 'list.start';
  return row.attemptsUsed > 0 ? 'list.result' : 'list.details';
}

function QuizRowItem({ row }: { row: MyQuizRow }) {
  const qt = useQuizT();
  const action = actionOf(row);
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
    <li className="row my-quiz" data-quiz-id={row.id} data-state={row.state}>
      <div className="row-body">
        <h4 className="row-title">
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
        </h4>
        <span className="xnfz-meta">
          <span>{qt(`kind.${row.kind}`)}</span>
          <span>{qt('list.course', { course: row.courseTitle })}</span>
          <span>{qt('list.class', { name: row.className })}</span>
        </span>
        <span className="xnfz-meta">
          {times ? <span>{times}</span> : null}
          {row.timeLimitMinutes ? (
            <span>
              {qt('intro.timeLimit')} {qt('intro.minutes', { n: row.timeLimitMinutes })}
            </span>
          ) : null}
          <span>
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

/** 我的测验: the quizzes of one's classes — 进行中, 未开始, 已结束 — with score and the way in. */
export function QuizzesSection() {
  const qt = useQuizT();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const state: Filter | undefined =
    query.type === 'current' || query.type === 'done' ? query.type : undefined;
  const load = useCallback(
    () => listMyQuizzes({ pageNum: page, pageSize: PAGE_SIZE, state }),
    [page, state],
  );
  const result = useAsync(load, [page, state]);

  return (
    <section aria-labelledby="quizzes-title">
      <h2 className="section-title" id="quizzes-title">
        {qt('list.heading')}
      </h2>
      <div className="xnfz-tabs" role="group" aria-label={qt('list.filter')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="xnfz-tab"
            aria-pressed={(state ?? 'all') === filter}
            onClick={() =>
              setQuery({ type: filter === 'all' ? undefined : filter, page: undefined })
            }
          >
            {qt(`list.${filter}`)}
          </button>
        ))}
      </div>
      <AsyncView result={result}>
        {(data) =>
          data.total === 0 ? (
            <p className="xnfz-state" part="state-empty">
              {qt(state ? 'list.emptyFilter' : 'list.empty')}
            </p>
          ) : (
            <>
              {GROUPS.map((group) => {
                const rows = data.rows.filter((row) => group.states.includes(row.state));
                if (rows.length === 0) return null;
                return (
                  <div key={group.title} className="quiz-group">
                    <h3 className="records-title">{qt(group.title)}</h3>
                    <ul className="rows">
                      {rows.map((row) => (
                        <QuizRowItem key={row.id} row={row} />
                      ))}
                    </ul>
                  </div>
                );
              })}
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
