import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { MyQuizRow } from '../../core/api/quiz-contract';
import { listMyQuizzes } from '../../core/api/quizzes';
import { formatCount } from '../../core/i18n/format';
import { useQuizT, type QuizKey } from '../../core/i18n/quiz-translate';
import { auth } from '../../core/store/auth';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

/** 进行中, 未开始, 已结束: where a quiz stands, in the words of the lesson page. */
const STATE_TEXT: Record<MyQuizRow['state'], QuizKey> = {
  open: 'list.groupOpen',
  answering: 'list.groupOpen',
  upcoming: 'list.groupUpcoming',
  done: 'list.groupDone',
  missed: 'list.groupDone',
};

export interface ChapterQuizzesProps {
  courseId: number;
  chapterId: number;
}

/**
 * 本章测验 on the lesson page (token holders only; fetched with its code when one is signed in):
 * the quizzes of one's classes attached to the lesson's chapter, each with its state, the counted
 * score and a link to the quiz screen. One call per course; nothing shows when there are none.
 */
export default function ChapterQuizzes({ courseId, chapterId }: ChapterQuizzesProps) {
  const qt = useQuizT();
  const { token } = useSnapshot(auth);
  const load = useCallback(
    // the server's largest page (PAGE_SIZE_MAX, written out: the constant lives in the shared chunk)
    () => listMyQuizzes({ courseId, pageNum: 1, pageSize: 100 }),
    [courseId],
  );
  const result = useAsync(load, [courseId, token]);
  const rows = (result.state.data?.rows ?? []).filter((row) => row.chapterId === chapterId);
  if (rows.length === 0) return null;
  return (
    <section className="chapter-quizzes" part="chapter-quizzes" aria-labelledby="chapter-quizzes">
      <h2 className="side-title" id="chapter-quizzes">
        {qt('chapter.heading')}
      </h2>
      <ul className="chapter-quiz-list">
        {rows.map((row) => (
          <li key={row.id} className="chapter-quiz" data-quiz-id={row.id} data-state={row.state}>
            <RouteLink to="/quiz" params={{ id: row.id }} className="chapter-quiz-title">
              {row.title}
            </RouteLink>
            <span className="xnfz-meta">
              <span className="chapter-quiz-state">{qt(STATE_TEXT[row.state])}</span>
              {row.score !== null ? (
                <span>
                  {qt('list.score', {
                    score: formatCount(row.score),
                    total: formatCount(row.total),
                  })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
