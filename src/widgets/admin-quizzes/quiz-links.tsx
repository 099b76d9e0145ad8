import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { consoleHref } from '../../core/router/console-router';

const LINKS = {
  takers: { route: '/quizzes/takers', text: 'quizzes.takers' },
  essays: { route: '/quizzes/essays', text: 'quizzes.essays' },
  edit: { route: '/quizzes/edit', text: 'quizzes.edit' },
} as const;

/**
 * The top bar's ways from one of a quiz's screens to its others, and back to its class's list.
 * @example
 * <QuizLinks quiz={quiz} to={['essays', 'edit']} />
 */
export function QuizLinks({
  quiz,
  to,
}: {
  quiz: { id: number; classId: number };
  to: readonly (keyof typeof LINKS)[];
}) {
  return (
    <div className="bar-actions">
      {to.map((name) => (
        <a
          key={name}
          className="xnfz-button xnfz-button--plain"
          href={consoleHref(LINKS[name].route, { id: quiz.id })}
        >
          {quizT(LINKS[name].text)}
        </a>
      ))}
      <a
        className="xnfz-button xnfz-button--plain"
        href={consoleHref('/quizzes', { class: quiz.classId })}
      >
        {quizT('quizzes.back')}
      </a>
    </div>
  );
}
