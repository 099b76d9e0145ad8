import { useEffect, useRef } from 'react';
import type { QuestionResponse } from '../../core/api/question-contract';
import type { QuizResult, ResultQuestion } from '../../core/api/quiz-contract';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { RouteLink } from '../../core/ui/route-link';
import { letterOf } from './responses';

/** A response as words: the letters, 正确/错误, the blanks; null when there is none (简答 aside). */
function responseText(
  question: ResultQuestion,
  response: QuestionResponse | null,
  qt: ReturnType<typeof useQuizT>,
): string | null {
  if (!response) return null;
  switch (question.type) {
    case 'single':
    case 'multiple':
      return response.choices?.length ? response.choices.map(letterOf).join(qt('sep.list')) : null;
    case 'judge':
      return typeof response.judge === 'boolean'
        ? qt(response.judge ? 'paper.right' : 'paper.wrong')
        : null;
    case 'fill':
      return response.blanks?.some((blank) => blank.trim())
        ? response.blanks
            .map((blank, n) => qt('result.blankKey', { n: n + 1, answers: blank.trim() || '—' }))
            .join(qt('sep.blanks'))
        : null;
    default:
      return null;
  }
}

function KeyOf({ question }: { question: ResultQuestion }) {
  const qt = useQuizT();
  const { key } = question;
  if (!key) return null;
  let text: string | null = null;
  if (question.type === 'single' || question.type === 'multiple')
    text = key.correct.map(letterOf).join(qt('sep.list'));
  if (question.type === 'judge' && key.judge !== null)
    text = qt(key.judge ? 'paper.right' : 'paper.wrong');
  if (question.type === 'fill')
    text = key.blanks
      .map((answers, n) => qt('result.blankKey', { n: n + 1, answers: answers.join(' / ') }))
      .join(qt('sep.blanks'));
  return (
    <>
      {text !== null ? (
        <p className="result-line result-key">
          <strong>
            {qt('result.key')}
            {qt('sep.colon')}
          </strong>
          {text}
        </p>
      ) : null}
      {question.type === 'essay' && key.reference ? (
        <div className="result-block">
          <strong>{qt('result.reference')}</strong>
          <FormulaView html={key.reference} />
        </div>
      ) : null}
      {key.analysis ? (
        <div className="result-block analysis">
          <strong>{qt('result.analysis')}</strong>
          <FormulaView html={key.analysis} />
        </div>
      ) : null}
    </>
  );
}

function ResultItem({ question, n }: { question: ResultQuestion; n: number }) {
  const qt = useQuizT();
  const answer = responseText(question, question.response, qt);
  const { graded } = question;
  return (
    <li
      className="result-item"
      part="result-item"
      data-verdict={graded?.verdict ?? 'hidden'}
      aria-labelledby={`result-q${n}`}
    >
      <h3 className="question-title" id={`result-q${n}`}>
        {qt('paper.question', { n: n + 1 })}
        <span className="question-meta">
          {qt('paper.questionMeta', {
            type: qt(`type.${question.type}`),
            score: question.score,
          })}
        </span>
        <span className={`verdict verdict--${graded?.verdict ?? 'hidden'}`}>
          {graded
            ? `${qt(`verdict.${graded.verdict}`)} · ${qt('result.points', {
                score: graded.score,
                max: question.score,
              })}`
            : qt('result.notShown')}
        </span>
      </h3>
      <FormulaView html={question.stem} className="stem" />
      {question.options.length > 0 ? (
        <ol className="result-options">
          {question.options.map((option, k) => (
            <li key={k} className="result-option">
              <span className="option-key" aria-hidden="true">
                {letterOf(k)}
              </span>
              <span className="xnfz-visually-hidden">{letterOf(k)}.</span>
              <FormulaView html={option} className="option-text" />
            </li>
          ))}
        </ol>
      ) : null}
      {question.type === 'essay' ? (
        <div className="result-block your-answer">
          <strong>{qt('result.yourAnswer')}</strong>
          {question.response?.text ? (
            <FormulaView html={question.response.text} />
          ) : (
            <p>{qt('result.noAnswer')}</p>
          )}
        </div>
      ) : (
        <p className="result-line your-answer">
          <strong>
            {qt('result.yourAnswer')}
            {qt('sep.colon')}
          </strong>
          {answer ?? qt('result.noAnswer')}
        </p>
      )}
      <KeyOf question={question} />
      {question.comment ? (
        <p className="result-line comment">
          <strong>
            {qt('result.comment')}
            {qt('sep.colon')}
          </strong>
          {question.comment}
        </p>
      ) : null}
    </li>
  );
}

export interface QuizResultProps {
  result: QuizResult;
  /** 返回测验: the quiz's intro again (attempts left, other results). */
  onBack: () => void;
}

/** A submitted attempt: the score, 及格 or not, 待批改, and each question as the settings allow. */
export function QuizResultView({ result, onBack }: QuizResultProps) {
  const qt = useQuizT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [result.attemptId]);
  const revealed = result.questions.some((question) => question.key !== null);
  return (
    <section className="result" part="result" aria-labelledby="result-title">
      <h2 className="result-title" id="result-title" tabIndex={-1} ref={heading}>
        {qt('result.heading')} · {result.title}
      </h2>
      <div className="score-card" part="score">
        <p className="score-line">
          <span className="score-label">{qt('result.score')}</span>
          <strong className="score" data-score={result.score}>
            {qt('result.scoreOf', {
              score: formatCount(result.score),
              total: formatCount(result.total),
            })}
          </strong>
          <span className={result.passed ? 'pass-mark pass' : 'pass-mark fail'}>
            {qt(result.passed ? 'passed' : 'failed')}
          </span>
        </p>
        {result.pending ? <p className="pending-note">{qt('pending')}</p> : null}
        <p className="xnfz-meta">
          <span>{qt('result.attempt', { n: result.number })}</span>
          <span>{qt('result.submittedAt', { time: formatDateTime(result.submittedAt) })}</span>
          <span className="submitted-by">
            {qt(result.submittedBy === 'deadline' ? 'result.byDeadline' : 'result.byStudent')}
          </span>
        </p>
        {revealed ? null : (
          <p className="reveal-note">
            {result.revealAt
              ? qt('result.revealAt', { time: formatDateTime(result.revealAt) })
              : qt('result.noReveal')}
          </p>
        )}
      </div>
      <ol className="result-list">
        {result.questions.map((question, n) => (
          <ResultItem key={n} question={question} n={n} />
        ))}
      </ol>
      <div className="result-actions">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain back-to-intro"
          onClick={onBack}
        >
          {qt('result.backToIntro')}
        </button>
        <RouteLink to="/personalcenter" params={{ tab: 'quizzes' }} className="xnfz-button">
          {qt('result.toList')}
        </RouteLink>
      </div>
    </section>
  );
}
