import { useCallback } from 'react';
import type { MyQuizRow, MyQuizzesQuery } from '../../core/api/quiz-contract';
import { listMyQuizzes } from '../../core/api/quizzes';
import { useQuizT, type QuizKey } from '../../core/i18n/quiz-translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { MyQuizRowItem } from '../../core/ui/my-quiz-row';
import { Pager } from '../../core/ui/pager';
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
                        <MyQuizRowItem key={row.id} row={row} />
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
