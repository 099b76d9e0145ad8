import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { MyQuizRow } from '../../core/api/quiz-contract';
import { listMyQuizzes } from '../../core/api/quizzes';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { auth } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { MyQuizRowItem } from '../../core/ui/my-quiz-row';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { openQuizzesStyles } from './open-quizzes.styles';

export interface OpenQuizzesProps {
  /** Only the quizzes of this course's classes. */
  courseId?: number;
  /** Only the quizzes of this class (教学班). */
  classId?: number;
  /** How many quizzes (default 5, at most 20). */
  limit?: number;
  /** Replaces the title 进行中的测验. */
  heading?: string;
}

/** What can be taken now: open, or being answered. */
const isOpen = (row: MyQuizRow) => row.state === 'open' || row.state === 'answering';

/** A positive whole number from an attribute, or nothing (no filter). */
const idOf = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;

function OpenQuizList({
  courseId,
  classId,
  size,
}: {
  courseId?: number;
  classId?: number;
  size: number;
}) {
  const qt = useQuizT();
  // 进行中 comes first in the server's order (答题中, 进行中, then 未开始): the first page holds them
  const load = useCallback(
    () => listMyQuizzes({ pageNum: 1, pageSize: size, state: 'current', courseId, classId }),
    [courseId, classId, size],
  );
  const result = useAsync(load, [courseId, classId, size]);
  return (
    <AsyncView result={result}>
      {(data) => {
        const rows = data.rows.filter(isOpen);
        return rows.length === 0 ? (
          <p className="xnfz-state" part="state-empty">
            {qt('open.empty')}
          </p>
        ) : (
          <ul className="rows" part="list">
            {rows.map((row) => (
              <MyQuizRowItem key={row.id} row={row} level={3} parts />
            ))}
          </ul>
        );
      }}
    </AsyncView>
  );
}

/**
 * 进行中的测验: the signed-in student's quizzes that can be taken now (of one course or class when
 * asked), each with its course and class, open window, attempts and the way into the quiz screen.
 */
export function OpenQuizzes({ courseId, classId, limit, heading }: OpenQuizzesProps) {
  const qt = useQuizT();
  const { token } = useSnapshot(auth);
  const size = limit && Number.isInteger(limit) && limit > 0 ? Math.min(limit, 20) : 5;
  const title = heading || qt('open.heading');
  return (
    <WidgetShell styles={openQuizzesStyles}>
      <section className="panel" part="base" aria-labelledby="open-quizzes-title">
        <div className="head">
          <h2 className="title" id="open-quizzes-title" part="title">
            {title}
          </h2>
          {token ? (
            <RouteLink
              to="/personalcenter"
              params={{ tab: 'quizzes' }}
              className="more"
              part="more"
            >
              {qt('open.more')}
            </RouteLink>
          ) : null}
        </div>
        {token ? (
          <OpenQuizList key={token} courseId={idOf(courseId)} classId={idOf(classId)} size={size} />
        ) : (
          <p className="xnfz-state" part="state-login">
            {qt('open.needLogin')}
            <RouteLink to="/login">{qt('open.toLogin')}</RouteLink>
          </p>
        )}
      </section>
    </WidgetShell>
  );
}
