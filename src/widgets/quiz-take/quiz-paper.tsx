import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../core/api/api-error';
import type { QuestionResponse } from '../../core/api/question-contract';
import {
  MSG_QUIZ_SUBMITTED,
  MSG_QUIZ_TIME_UP,
  type QuizPaper as Paper,
  type QuizResult,
} from '../../core/api/quiz-contract';
import { getQuizResult, submitQuiz } from '../../core/api/quizzes';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { dismissNoticeText } from '../../core/store/notices';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { AnswerSync, type SaveSnapshot } from './answer-sync';
import { clockOffset, formatLeft, useCountdown } from './countdown';
import { QuestionInput } from './question-input';
import { isAnswered, normalised } from './responses';
import { SubmitDialog } from './submit-dialog';

/** The refusals that mean the attempt is over: its result is what is left to show. */
const OVER = [MSG_QUIZ_TIME_UP, MSG_QUIZ_SUBMITTED];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The result of an attempt the server submits itself (at its deadline): asked for a few times,
 * since its worker may take a moment; the refusals meanwhile are not shown as notices.
 */
async function resultWhenGraded(attemptId: number): Promise<QuizResult> {
  for (let round = 0; ; round += 1) {
    await wait(round === 0 ? 1000 : 2500);
    try {
      return await getQuizResult(attemptId);
    } catch (error) {
      if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', error.message);
      if (round >= 8) throw error;
    }
  }
}

/** Where on the paper the student was (a reload comes back to it). */
const placeKey = (attemptId: number) => `xnfz-quiz-place-${attemptId}`;

function savedPlace(attemptId: number, count: number): number {
  try {
    const place = Number(sessionStorage.getItem(placeKey(attemptId)));
    return Number.isInteger(place) && place >= 0 && place < count ? place : 0;
  } catch {
    return 0;
  }
}

export interface QuizPaperProps {
  paper: Paper;
  /** The device's clock when the paper arrived (the countdown's correction). */
  receivedAt: number;
  onResult: (result: QuizResult) => void;
  /** Opened by 开始答题 (whose button is gone): the first question takes the focus. */
  focusFirst?: boolean;
}

/**
 * One attempt's paper: a question at a time with 上一题 / 下一题, the 答题卡 (answered and unanswered
 * marked, each a jump), the countdown on the server's clock, the save state, and 交卷 after a
 * confirmation that lists the unanswered questions. At the deadline it fetches the result the
 * server made.
 */
export function QuizPaperView({ paper, receivedAt, onResult, focusFirst }: QuizPaperProps) {
  const qt = useQuizT();
  const count = paper.questions.length;
  const [offset, setOffset] = useState(() => clockOffset(paper.now, receivedAt));
  const [deadline, setDeadline] = useState(paper.deadline);
  const [over, setOver] = useState(false);
  const [overError, setOverError] = useState(false);
  const [current, setCurrent] = useState(() => savedPlace(paper.attemptId, count));
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(focusFirst === true);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [sync] = useState(
    () =>
      new AnswerSync(paper.attemptId, {
        onSaved: (saved, at) => {
          setOffset(clockOffset(saved.savedAt, at));
          setDeadline(saved.deadline);
        },
        onRefused: (reason) => {
          if (!OVER.includes(reason)) return;
          dismissNoticeText('warning', reason);
          setOver(true);
        },
      }),
  );
  // the server's answers, and over them what this device kept but could not send yet
  const [answers, setAnswers] = useState<(QuestionResponse | null)[]>(() => {
    const merged = paper.questions.map((_, index) => paper.answers[index] ?? null);
    for (const [index, response] of sync.unsentAnswers())
      if (index >= 0 && index < count) merged[index] = response;
    return merged;
  });
  const saving: SaveSnapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  const left = useCountdown(deadline, offset);

  useEffect(() => {
    sync.open();
    return () => sync.close();
  }, [sync]);

  useEffect(() => {
    if (left === 0) setOver(true);
  }, [left]);

  // time is up (or the attempt was submitted elsewhere): the server's result
  const [overRound, setOverRound] = useState(0);
  useEffect(() => {
    if (!over) return;
    let current = true;
    setOverError(false);
    sync.close();
    resultWhenGraded(paper.attemptId).then(
      (result) => {
        if (!current) return;
        sync.discard();
        onResult(result);
      },
      () => current && setOverError(true),
    );
    return () => {
      current = false;
    };
  }, [over, overRound, paper.attemptId, sync, onResult]);

  useEffect(() => {
    try {
      sessionStorage.setItem(placeKey(paper.attemptId), String(current));
    } catch {
      // the place is a convenience only
    }
    if (moved.current) heading.current?.focus();
  }, [current, paper.attemptId]);

  function go(index: number) {
    moved.current = true;
    setCurrent(Math.max(0, Math.min(count - 1, index)));
  }

  function change(index: number, response: QuestionResponse, delayMs: number) {
    const next = normalised(response);
    // what the inputs show keeps the typing (empty blanks too); the server gets null for nothing
    setAnswers((previous) => previous.map((old, n) => (n === index ? response : old)));
    sync.change(index, next, delayMs);
  }

  async function submit(): Promise<string | null> {
    if (!(await sync.flush())) return qt('confirm.notSaved');
    try {
      const result = await submitQuiz(paper.attemptId);
      sync.discard();
      onResult(result);
      return null;
    } catch (error) {
      if (isApiError(error) && error.kind === 'api') {
        dismissNoticeText('warning', error.message);
        if (OVER.includes(error.message)) {
          setConfirming(false);
          setOver(true);
          return null;
        }
        return error.message;
      }
      return qt('confirm.failed');
    }
  }

  const answered = answers.map(isAnswered);
  const unanswered = answered.flatMap((done, n) => (done ? [] : [n + 1]));
  const question = paper.questions[current];
  const warnMinutes = left === null || left > 5 * 60_000 ? null : left > 60_000 ? 5 : 1;

  if (over) {
    return (
      <div className="xnfz-state time-up" role="status" part="state-time-up">
        {overError ? (
          <button
            type="button"
            className="xnfz-button xnfz-button--plain"
            onClick={() => setOverRound((n) => n + 1)}
          >
            {qt('error.retry')}
          </button>
        ) : (
          <>
            <span className="xnfz-spinner" aria-hidden="true" />
            <span>{qt('paper.timeUp')}</span>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="paper" part="paper" data-attempt-id={paper.attemptId}>
      <div className="paper-bar" part="paper-bar">
        <h2 className="paper-title">{paper.title}</h2>
        <div className="bar-status">
          {left === null ? (
            <span className="countdown">{qt('paper.noLimit')}</span>
          ) : (
            <span
              className={warnMinutes ? 'countdown countdown--warning' : 'countdown'}
              role="timer"
              aria-label={qt('paper.remaining')}
              part="countdown"
            >
              <span className="countdown-label" aria-hidden="true">
                {qt('paper.remaining')}
              </span>
              <span className="countdown-time">{formatLeft(left)}</span>
            </span>
          )}
          <span
            className={`save-state save-state--${saving.state}`}
            data-state={saving.state}
            role="status"
            part="save-state"
          >
            {saving.state === 'refused'
              ? qt('save.refused', { reason: saving.reason })
              : qt(`save.${saving.state}`)}
          </span>
          <button
            ref={submitButton}
            type="button"
            className="xnfz-button submit-quiz"
            part="submit"
            onClick={() => setConfirming(true)}
          >
            {qt('paper.submit')}
          </button>
        </div>
        <span className="xnfz-visually-hidden" role="status">
          {warnMinutes ? qt('paper.timeWarning', { minutes: warnMinutes }) : ''}
        </span>
      </div>
      <div className="paper-body">
        {question ? (
          <section className="question" part="question" aria-labelledby="question-title">
            <p className="progress">{qt('paper.progress', { n: current + 1, total: count })}</p>
            <h3 className="question-title" id="question-title" tabIndex={-1} ref={heading}>
              {qt('paper.question', { n: current + 1 })}
              <span className="question-meta">
                {qt('paper.questionMeta', {
                  type: qt(`type.${question.type}`),
                  score: question.score,
                })}
              </span>
            </h3>
            <FormulaView html={question.stem} className="stem" />
            <QuestionInput
              key={current}
              question={question}
              index={current}
              response={answers[current] ?? null}
              onChange={(response, delayMs) => change(current, response, delayMs)}
            />
            <div className="question-nav">
              <button
                type="button"
                className="xnfz-button xnfz-button--plain prev-question"
                disabled={current === 0}
                onClick={() => go(current - 1)}
              >
                {qt('paper.prev')}
              </button>
              {current < count - 1 ? (
                <button
                  type="button"
                  className="xnfz-button next-question"
                  onClick={() => go(current + 1)}
                >
                  {qt('paper.next')}
                </button>
              ) : (
                <button
                  type="button"
                  className="xnfz-button next-question"
                  onClick={() => setConfirming(true)}
                >
                  {qt('paper.submit')}
                </button>
              )}
            </div>
          </section>
        ) : null}
        <nav className="sheet" part="sheet" aria-labelledby="sheet-title">
          <h3 className="sheet-title" id="sheet-title">
            {qt('paper.sheet')}
            <span className="sheet-summary">
              {qt('paper.sheetSummary', { answered: count - unanswered.length, total: count })}
            </span>
          </h3>
          <ol className="sheet-grid">
            {answered.map((done, n) => (
              <li key={n}>
                <button
                  type="button"
                  className={done ? 'sheet-item answered' : 'sheet-item'}
                  part={done ? 'sheet-item sheet-item-answered' : 'sheet-item'}
                  aria-label={qt(done ? 'paper.sheetAnswered' : 'paper.sheetUnanswered', {
                    n: n + 1,
                  })}
                  aria-current={n === current ? 'step' : undefined}
                  data-unsent={saving.unsent.includes(n) ? '' : undefined}
                  onClick={() => go(n)}
                >
                  {n + 1}
                </button>
              </li>
            ))}
          </ol>
          <p className="sheet-legend">{qt('paper.sheetLegend')}</p>
        </nav>
      </div>
      {confirming ? (
        <SubmitDialog
          unanswered={unanswered}
          count={count}
          unsent={saving.unsent.length > 0}
          onSubmit={submit}
          onClose={() => {
            setConfirming(false);
            submitButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
