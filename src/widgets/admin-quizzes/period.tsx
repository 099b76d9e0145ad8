import type { IsoTime } from '../../core/api/contract';
import { formatDateTime } from '../../core/i18n/format';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';

/**
 * 开放时间 – 截止时间 on the centre's clock (发布即开放 / 不截止 for none), each time kept on one line
 * (a narrow column breaks between them).
 * @example
 * <Period quiz={row} />
 */
export function Period({ quiz }: { quiz: { openAt: IsoTime | null; closeAt: IsoTime | null } }) {
  return (
    <span className="period">
      <span className="nowrap">
        {quiz.openAt ? formatDateTime(quiz.openAt) : quizT('quizzes.openNow')}
      </span>
      {quizT('quizzes.periodTo')}
      <span className="nowrap">
        {quiz.closeAt ? formatDateTime(quiz.closeAt) : quizT('quizzes.neverCloses')}
      </span>
    </span>
  );
}
