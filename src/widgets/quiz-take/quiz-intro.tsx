import type { QuizIntro } from '../../core/api/quiz-contract';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useQuizT } from '../../core/i18n/quiz-translate';

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
  const qt = useQuizT();
  const { quiz } = intro;
  const openTimes =
    quiz.openAt || quiz.closeAt
      ? qt('list.times', {
          from: quiz.openAt ? formatDateTime(quiz.openAt) : qt('list.noLimit'),
          to: quiz.closeAt ? formatDateTime(quiz.closeAt) : qt('list.noLimit'),
        })
      : null;
  return (
    <section className="intro" part="intro" aria-labelledby="intro-title">
      <h2 className="intro-title" id="intro-title">
        {quiz.title}
      </h2>
      <p className="xnfz-meta">
        <span className="kind-mark">{qt(`kind.${quiz.kind}`)}</span>
        <span>{qt('list.course', { course: quiz.courseTitle })}</span>
        <span>{qt('list.class', { name: quiz.className })}</span>
      </p>
      <dl className="facts" part="facts">
        <div>
          <dt>{qt('intro.questions')}</dt>
          <dd>{qt('intro.questionCount', { n: intro.questionCount })}</dd>
        </div>
        <div>
          <dt>{qt('intro.total')}</dt>
          <dd>{qt('intro.points', { n: formatCount(quiz.total) })}</dd>
        </div>
        <div>
          <dt>{qt('intro.timeLimit')}</dt>
          <dd>
            {quiz.timeLimitMinutes
              ? qt('intro.minutes', { n: quiz.timeLimitMinutes })
              : qt('intro.noTimeLimit')}
          </dd>
        </div>
        <div>
          <dt>{qt('intro.attempts')}</dt>
          <dd>
            {qt('intro.attemptsUsed', {
              used: quiz.attemptsUsed,
              allowed: quiz.attemptsAllowed,
            })}
          </dd>
        </div>
      </dl>
      {openTimes ? <p className="window">{openTimes}</p> : null}
      {intro.description ? (
        <div className="description">
          <h3 className="sub-title">{qt('intro.description')}</h3>
          <p className="description-text">{intro.description}</p>
        </div>
      ) : null}
      {intro.attempts.length > 0 ? (
        <div className="history">
          <h3 className="sub-title">{qt('intro.history')}</h3>
          <ul className="history-list">
            {intro.attempts.map((attempt) => (
              <li
                key={attempt.attemptId}
                className="history-item"
                data-attempt-id={attempt.attemptId}
              >
                <span className="history-number">{qt('intro.attempt', { n: attempt.number })}</span>
                <span className="history-time">
                  {qt('intro.submittedAt', { time: formatDateTime(attempt.submittedAt) })}
                </span>
                <span className="history-score">
                  {qt('list.score', {
                    score: formatCount(attempt.score),
                    total: formatCount(quiz.total),
                  })}
                  {attempt.pending ? ` · ${qt('verdict.pending')}` : ''}
                </span>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain view-result"
                  disabled={busy}
                  aria-label={qt('intro.viewResult', { n: attempt.number })}
                  onClick={() => onViewResult(attempt.attemptId)}
                >
                  {qt('list.result')}
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
                ? qt('intro.timeNote', { n: quiz.timeLimitMinutes })
                : qt('intro.saveNote')}
            </p>
            <button
              type="button"
              className="xnfz-button start-quiz"
              part="start"
              disabled={busy}
              onClick={onStart}
            >
              {busy
                ? qt('intro.starting')
                : qt(intro.openAttemptId !== null ? 'intro.continue' : 'intro.start')}
            </button>
          </>
        ) : (
          <p className="cannot-start" role="status">
            {qt('intro.cannotStart', { reason: intro.reason })}
          </p>
        )}
      </div>
    </section>
  );
}
