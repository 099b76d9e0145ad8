import type { QuizIntro } from '../../core/api/quiz-contract';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { quizT } from '../../core/i18n/zh-cn/quiz';

export interface QuizIntroProps {
  intro: QuizIntro;
  busy: boolean;
  /** A refusal or failure of the last start or result asked for. */
  problem: string | null;
  onStart: () => void;
  onViewResult: (attemptId: number) => void;
}

/** Before the paper: what the quiz is, its limits, the attempts so far, 开始答题 or why not. */
export function QuizIntroView({ intro, busy, problem, onStart, onViewResult }: QuizIntroProps) {
  const { quiz } = intro;
  const openTimes =
    quiz.openAt || quiz.closeAt
      ? quizT('list.times', {
          from: quiz.openAt ? formatDateTime(quiz.openAt) : quizT('list.noLimit'),
          to: quiz.closeAt ? formatDateTime(quiz.closeAt) : quizT('list.noLimit'),
        })
      : null;
  return (
    <section className="intro" part="intro" aria-labelledby="intro-title">
      <h2 className="intro-title" id="intro-title">
        {quiz.title}
      </h2>
      <p className="xnfz-meta">
        <span className="kind-mark">{quizT(`kind.${quiz.kind}`)}</span>
        <span>{quizT('list.course', { course: quiz.courseTitle })}</span>
        <span>{quizT('list.class', { name: quiz.className })}</span>
      </p>
      <dl className="facts" part="facts">
        <div>
          <dt>{quizT('intro.questions')}</dt>
          <dd>{quizT('intro.questionCount', { n: intro.questionCount })}</dd>
        </div>
        <div>
          <dt>{quizT('intro.total')}</dt>
          <dd>{quizT('intro.points', { n: formatCount(quiz.total) })}</dd>
        </div>
        <div>
          <dt>{quizT('intro.timeLimit')}</dt>
          <dd>
            {quiz.timeLimitMinutes
              ? quizT('intro.minutes', { n: quiz.timeLimitMinutes })
              : quizT('intro.noTimeLimit')}
          </dd>
        </div>
        <div>
          <dt>{quizT('intro.attempts')}</dt>
          <dd>
            {quizT('intro.attemptsUsed', {
              used: quiz.attemptsUsed,
              allowed: quiz.attemptsAllowed,
            })}
          </dd>
        </div>
      </dl>
      {openTimes ? <p className="window">{openTimes}</p> : null}
      {intro.description ? (
        <div className="description">
          <h3 className="sub-title">{quizT('intro.description')}</h3>
          <p className="description-text">{intro.description}</p>
        </div>
      ) : null}
      {intro.attempts.length > 0 ? (
        <div className="history">
          <h3 className="sub-title">{quizT('intro.history')}</h3>
          <ul className="history-list">
            {intro.attempts.map((attempt) => (
              <li
                key={attempt.attemptId}
                className="history-item"
                data-attempt-id={attempt.attemptId}
              >
                <span className="history-number">
                  {quizT('intro.attempt', { n: attempt.number })}
                </span>
                <span className="history-time">
                  {quizT('intro.submittedAt', { time: formatDateTime(attempt.submittedAt) })}
                </span>
                <span className="history-score">
                  {quizT('list.score', {
                    score: formatCount(attempt.score),
                    total: formatCount(quiz.total),
                  })}
                  {attempt.pending ? ` · ${quizT('verdict.pending')}` : ''}
                </span>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain view-result"
                  disabled={busy}
                  aria-label={quizT('intro.viewResult', { n: attempt.number })}
                  onClick={() => onViewResult(attempt.attemptId)}
                >
                  {quizT('list.result')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="intro-actions">
        {intro.canStart || intro.openAttemptId !== null ? (
          <>
            <p className="note">
              {quiz.timeLimitMinutes
                ? quizT('intro.timeNote', { n: quiz.timeLimitMinutes })
                : quizT('intro.saveNote')}
            </p>
            <button
              type="button"
              className="xnfz-button start-quiz"
              part="start"
              disabled={busy}
              onClick={onStart}
            >
              {busy
                ? quizT('intro.starting')
                : quizT(intro.openAttemptId !== null ? 'intro.continue' : 'intro.start')}
            </button>
          </>
        ) : (
          <p className="cannot-start" role="status">
            {quizT('intro.cannotStart', { reason: intro.reason })}
          </p>
        )}
      </div>
    </section>
  );
}
