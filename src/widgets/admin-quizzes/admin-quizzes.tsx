import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ORDERABLE_LIST_STYLES } from '../../core/ui/admin/orderable-list';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminQuizzesStyles } from './admin-quizzes.styles';
import { QuizEssays } from './quiz-essays';
import { QuizFormScreen } from './quiz-form';
import { QuizClassList } from './quiz-list';
import { QuizTakers } from './quiz-takers';

export interface AdminQuizzesProps {
  /** list (default), edit (quiz-id; 0: a new quiz in class-id), takers or essays (quiz-id). */
  view?: string;
  quizId?: string;
  classId?: string;
  userId?: string;
  container?: ShadowRoot;
}

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** 测验: a class's quizzes, a quiz's form, its takers and the grading of its 简答 answers. */
export function AdminQuizzes({ view, quizId, classId, userId, container }: AdminQuizzesProps) {
  const quiz = idOf(quizId);
  const klass = idOf(classId);
  return (
    <WidgetShell styles={CONSOLE_STYLES + ORDERABLE_LIST_STYLES + adminQuizzesStyles}>
      {view === 'edit' && (quiz || klass) ? (
        <QuizFormScreen
          key={`${quiz}-${klass}`}
          quizId={quiz}
          classId={klass}
          container={container}
        />
      ) : view === 'takers' && quiz ? (
        <QuizTakers key={quiz} quizId={quiz} />
      ) : view === 'essays' && quiz ? (
        <QuizEssays key={`${quiz}-${userId ?? ''}`} quizId={quiz} userId={idOf(userId)} />
      ) : (
        <QuizClassList classId={klass} />
      )}
    </WidgetShell>
  );
}
