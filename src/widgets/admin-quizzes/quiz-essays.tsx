import { useCallback, useState, type FormEvent } from 'react';
import type { QuestionRow } from '../../core/api/question-contract';
import {
  QUIZ_LIMITS,
  type EssayAnswerRow,
  type EssayAnswersQuery,
  type QuizDetail,
  type QuizTakerRow,
} from '../../core/api/quiz-contract';
import { getClass } from '../../core/api/teaching/class-calls';
import { listQuestions } from '../../core/api/teaching/question-calls';
import {
  getQuiz,
  gradeQuizEssay,
  listQuizEssays,
  listQuizTakers,
} from '../../core/api/teaching/quiz-calls';
import { useT } from '../../core/i18n/translate';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { pushNotice } from '../../core/store/notices';
import { CheckboxField, SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { FormError } from '../../core/ui/admin/form-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { QuizLinks } from './quiz-links';
import { usePageEdits } from '../../core/ui/admin/use-page-edits';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { Pager } from '../../core/ui/pager';
import { useAsync } from '../../core/ui/use-async';
import { allRows, isHalfStep, scoreText } from './quiz-format';
import { shortStem } from './quiz-question-picker';

interface Opened {
  quiz: QuizDetail;
  /** The 简答 questions the paper holds (a draw: those its 简答 rules can draw). */
  questions: QuestionRow[];
  /** The students who have made an attempt. */
  students: QuizTakerRow[];
}

const PAGE_SIZE = 20;
const keyOf = (row: EssayAnswerRow) => `${row.attemptId}:${row.index}`;
const nameOf = (row: { realName: string; studentNumber: string }) =>
  row.realName || row.studentNumber;
/** 姓名（学号）, or the one of them the account has. */
const personOf = (row: { realName: string; studentNumber: string }) =>
  row.realName && row.studentNumber
    ? quizT('essays.person', { name: row.realName, number: row.studentNumber })
    : nameOf(row);

/** The 简答 questions a quiz's paper holds or may draw, in the paper's order. */
async function essayQuestionsOf(quiz: QuizDetail, courseId: number): Promise<QuestionRow[]> {
  const { paper } = quiz;
  if (paper.mode === 'draw' && !paper.rules.some((rule) => rule.type === 'essay')) return [];
  const essays = await allRows((pageNum) =>
    listQuestions({ courseId, type: 'essay', pageNum, pageSize: 100 }),
  );
  if (paper.mode === 'fixed') {
    const byId = new Map(essays.map((row) => [row.id, row]));
    return paper.items.flatMap((item) => byId.get(item.questionId) ?? []);
  }
  return essays.filter((row) =>
    paper.rules.some(
      (rule) =>
        rule.type === 'essay' &&
        (rule.difficulty === null || rule.difficulty === row.difficulty) &&
        (rule.tag === null || row.tags.includes(rule.tag)),
    ),
  );
}

/** One student's answer: the question (unless the screen shows it once), the answer, the grade. */
function EssayCard({
  row,
  showQuestion,
  onSaved,
}: {
  row: EssayAnswerRow;
  showQuestion: boolean;
  onSaved: (saved: EssayAnswerRow, form: HTMLFormElement) => void;
}) {
  const portalT = useT();
  const [score, setScore] = useState(row.score === null ? '' : String(row.score));
  const [comment, setComment] = useState(row.comment);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `essay-${row.attemptId}-${row.index}`;
  const n = row.index + 1;
  const name = nameOf(row);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = Number(score.trim());
    if (score.trim() === '' || !isHalfStep(value, row.maxScore, true)) {
      setError(quizT('essays.scoreBad', { max: scoreText(row.maxScore) }));
      form.querySelector<HTMLInputElement>('input.essay-score')?.focus();
      return;
    }
    setError(null);
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await gradeQuizEssay({
        attemptId: row.attemptId,
        index: row.index,
        score: value,
        comment: comment.trim(),
      });
      pushNotice('success', quizT('essays.saved', { name, score: scoreText(value) }));
      onSaved(saved, form);
    } catch (caught) {
      setRefusal(refusalShownInPlace(caught, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      className="card essay"
      data-essay={keyOf(row)}
      data-graded={row.score !== null}
      aria-labelledby={`${id}-heading`}
    >
      <h2 className="essay-heading" id={`${id}-heading`}>
        {quizT('essays.answerOf', { who: personOf(row), n })}{' '}
        <span
          className={
            row.score === null ? 'badge badge--warn essay-state' : 'badge badge--ok essay-state'
          }
        >
          {row.score === null
            ? quizT('essays.ungraded')
            : quizT('essays.graded', { score: scoreText(row.score) })}
        </span>
      </h2>
      {showQuestion ? (
        <div className="essay-question">
          <h3 className="essay-label">{quizT('essays.stem')}</h3>
          <FormulaView html={row.stem} className="essay-stem" />
          <details className="essay-reference">
            <summary>{quizT('essays.reference')}</summary>
            {row.reference ? (
              <FormulaView html={row.reference} />
            ) : (
              <p className="muted">{quizT('essays.noReference')}</p>
            )}
          </details>
        </div>
      ) : null}
      <h3 className="essay-label">{quizT('essays.answer')}</h3>
      {row.text ? (
        <FormulaView html={row.text} className="essay-answer" />
      ) : (
        <p className="muted essay-answer">{quizT('essays.blank')}</p>
      )}
      <form className="essay-grade" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={`${id}-score`}
          className="input essay-score"
          label={quizT('essays.score', { max: scoreText(row.maxScore) })}
          type="number"
          inputMode="decimal"
          min={0}
          max={row.maxScore}
          step={0.5}
          value={score}
          hint={quizT('essays.scoreHint', { max: scoreText(row.maxScore) })}
          error={error}
          onChange={(event) => setScore(event.target.value)}
        />
        <TextAreaField
          id={`${id}-comment`}
          className="essay-comment"
          label={quizT('essays.comment')}
          value={comment}
          rows={2}
          maxLength={QUIZ_LIMITS.comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <FormError message={refusal} />
        <div className="form-actions">
          <button
            type="submit"
            className="xnfz-button save-essay"
            disabled={busy}
            aria-label={quizT('essays.saveLabel', { name, n })}
          >
            {quizT('essays.save')}
          </button>
        </div>
      </form>
    </article>
  );
}

/** Moves the focus to the next answer's score (Enter in a score saves and goes on). */
function focusNext(form: HTMLFormElement): void {
  const root = form.getRootNode() as ShadowRoot | Document;
  const scores = [...root.querySelectorAll<HTMLInputElement>('input.essay-score')];
  const at = scores.findIndex((input) => form.contains(input));
  scores[at + 1]?.focus();
}

function Essays({ opened, userId }: { opened: Opened; userId: number }) {
  const { quiz, questions, students } = opened;
  const [by, setBy] = useState<'question' | 'student'>(userId ? 'student' : 'question');
  const [questionId, setQuestionId] = useState('');
  const [student, setStudent] = useState(userId ? String(userId) : '');
  const [pendingOnly, setPendingOnly] = useState(true);
  const [pageNum, setPageNum] = useState(1);
  const query: EssayAnswersQuery = {
    quizId: quiz.id,
    pageNum,
    pageSize: PAGE_SIZE,
    ...(by === 'question' && questionId ? { questionId: Number(questionId) } : {}),
    ...(by === 'student' && student ? { userId: Number(student) } : {}),
    ...(pendingOnly ? { pendingOnly: true } : {}),
  };
  const queryKey = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text is its identity
  const load = useCallback(() => listQuizEssays(query), [queryKey]);
  const result = useAsync(load, [queryKey]);
  // answers as the server answered their grading, for the page they were graded on
  const graded = usePageEdits<string, EssayAnswerRow>(result.state.data);
  const chosenQuestion =
    by === 'question' ? questions.find((row) => String(row.id) === questionId) : undefined;
  const filter = (change: () => void) => {
    change();
    setPageNum(1);
  };

  return (
    <section className="screen" aria-labelledby="essays-heading">
      <ScreenBar
        headingId="essays-heading"
        heading={quizT('essays.heading', { title: quiz.title })}
      >
        <QuizLinks quiz={quiz} to={['takers']} />
      </ScreenBar>
      {questions.length === 0 ? (
        <p className="card no-essays" role="note">
          {quizT('essays.noEssays')}
        </p>
      ) : null}
      <div className="card essay-filters">
        <div className="xnfz-tabs" role="group" aria-label={quizT('essays.by')}>
          {(['question', 'student'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`xnfz-tab by-${value}`}
              aria-pressed={by === value}
              onClick={() => filter(() => setBy(value))}
            >
              {quizT(value === 'question' ? 'essays.byQuestion' : 'essays.byStudent')}
            </button>
          ))}
        </div>
        <div className="filters">
          {by === 'question' ? (
            <SelectField
              id="essays-question"
              className="grow"
              label={quizT('essays.question')}
              value={questionId}
              options={[
                ['', quizT('essays.allQuestions')],
                ...questions.map(
                  (row, index) =>
                    [
                      String(row.id),
                      quizT('essays.questionOption', {
                        n: index + 1,
                        stem: shortStem(row.stemText),
                      }),
                    ] as const,
                ),
              ]}
              onChange={(event) => filter(() => setQuestionId(event.target.value))}
            />
          ) : (
            <SelectField
              id="essays-student"
              className="grow"
              label={quizT('essays.student')}
              value={student}
              options={[
                ['', quizT('essays.allStudents')],
                ...students.map(
                  (row) =>
                    [
                      String(row.userId),
                      quizT('essays.person', {
                        name: row.realName || row.username,
                        number: row.studentNumber || row.username,
                      }),
                    ] as const,
                ),
              ]}
              onChange={(event) => filter(() => setStudent(event.target.value))}
            />
          )}
          <CheckboxField
            id="essays-pending"
            className="pending-only"
            label={quizT('essays.pendingOnly')}
            checked={pendingOnly}
            onChange={(checked) => filter(() => setPendingOnly(checked))}
          />
        </div>
      </div>
      <AsyncView result={result}>
        {(answers) => {
          const rows = answers.rows.map((row) => graded.shown(keyOf(row), row));
          const first = rows[0];
          // one question chosen: its stem and 参考答案 once, above its answers
          const single = chosenQuestion !== undefined && first !== undefined;
          return rows.length === 0 ? (
            <p className="card xnfz-state essays-empty" role="note">
              {quizT(pendingOnly ? 'essays.empty' : 'essays.noneYet')}
            </p>
          ) : (
            <>
              {single ? (
                <section className="card essay-question" aria-label={quizT('essays.stem')}>
                  <h2 className="essay-label">{quizT('essays.stem')}</h2>
                  <FormulaView html={first.stem} className="essay-stem" />
                  <h3 className="essay-label">{quizT('essays.reference')}</h3>
                  {first.reference ? (
                    <FormulaView html={first.reference} />
                  ) : (
                    <p className="muted">{quizT('essays.noReference')}</p>
                  )}
                </section>
              ) : null}
              <div className="essay-list">
                {rows.map((row) => (
                  <EssayCard
                    key={keyOf(row)}
                    row={row}
                    showQuestion={!single}
                    onSaved={(saved, form) => {
                      graded.remember(keyOf(saved), saved);
                      focusNext(form);
                    }}
                  />
                ))}
              </div>
              {pendingOnly && rows.every((row) => row.score !== null) ? (
                <p className="card essays-done" role="status">
                  {quizT('essays.allDone')}{' '}
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain"
                    onClick={result.reload}
                  >
                    {quizT('essays.more')}
                  </button>
                </p>
              ) : null}
              <Pager
                total={answers.total}
                pageNum={pageNum}
                pageSize={PAGE_SIZE}
                onChange={setPageNum}
              />
            </>
          );
        }}
      </AsyncView>
    </section>
  );
}

/** 批改简答: a quiz's 简答 answers by question or by student, each graded in place. */
export function QuizEssays({ quizId, userId }: { quizId: number; userId: number }) {
  const result = useAsync(async (): Promise<Opened> => {
    const quiz = await getQuiz(quizId);
    const [klass, takers] = await Promise.all([
      getClass(quiz.classId),
      allRows((pageNum) => listQuizTakers({ quizId, pageNum, pageSize: 100 })),
    ]);
    const questions = await essayQuestionsOf(quiz, klass.courseId);
    return { quiz, questions, students: takers.filter((row) => row.attempts > 0) };
  }, [quizId]);
  return (
    <AsyncView result={result}>{(opened) => <Essays opened={opened} userId={userId} />}</AsyncView>
  );
}
