import { listQuestionCourses } from '../../core/api/teaching/question-calls';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminQuestionsStyles } from './admin-questions.styles';
import { QuestionFormScreen } from './question-form';
import { QuestionImport } from './question-import';
import { QuestionList } from './question-list';

export interface AdminQuestionsProps {
  /** list (default), edit (question-id; 0: a new question in course-id's bank) or import. */
  view?: string;
  questionId?: string;
  courseId?: string;
  container?: ShadowRoot;
}

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The bank's list, after the courses whose bank the account keeps (the first when none chosen). */
function BankList({ courseId }: { courseId: number }) {
  const result = useAsync(() => listQuestionCourses(), []);
  return (
    <AsyncView result={result}>
      {(courses) => {
        const chosen = courses.find((course) => course.id === courseId) ?? courses[0];
        return chosen ? (
          <QuestionList key={chosen.id} courses={courses} courseId={chosen.id} />
        ) : (
          <section className="screen" aria-labelledby="questions-heading">
            <h1 className="heading" id="questions-heading">
              {questionT('questions.heading')}
            </h1>
            <p className="card no-courses" role="note">
              {questionT('questions.noCourses')}
            </p>
          </section>
        );
      }}
    </AsyncView>
  );
}

/** The import screen, after the course it imports into (named in its heading). */
function ImportInto({ courseId }: { courseId: number }) {
  const result = useAsync(() => listQuestionCourses(), []);
  return (
    <AsyncView result={result}>
      {(courses) => {
        const course = courses.find((item) => item.id === courseId);
        return course ? (
          <QuestionImport courseId={course.id} courseTitle={course.title} />
        ) : (
          <p className="card no-courses" role="note">
            {questionT('questions.noCourses')}
          </p>
        );
      }}
    </AsyncView>
  );
}

/** 题库: a course's question bank, a question's form, and the import of a file of questions. */
export function AdminQuestions({ view, questionId, courseId, container }: AdminQuestionsProps) {
  const course = idOf(courseId);
  const question = idOf(questionId);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminQuestionsStyles}>
      {view === 'edit' && (question || course) ? (
        <QuestionFormScreen
          key={`${question}-${course}`}
          questionId={question}
          courseId={course}
          container={container}
        />
      ) : view === 'import' && course ? (
        <ImportInto courseId={course} />
      ) : (
        <BankList courseId={course} />
      )}
    </WidgetShell>
  );
}
