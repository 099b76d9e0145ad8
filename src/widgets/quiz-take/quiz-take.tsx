import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { errorTextKey, isApiError } from '../../core/api/api-error';
import {
  MSG_QUIZ_SUBMITTED,
  type QuizIntro,
  type QuizPaper,
  type QuizResult,
} from '../../core/api/quiz-contract';
import { getQuizIntro, getQuizPaper, getQuizResult, startQuiz } from '../../core/api/quizzes';
import { useT } from '../../core/i18n/translate';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { navigate, router } from '../../core/router/router';
import { loginLinkDone } from '../../core/session';
import { auth } from '../../core/store/auth';
import { dismissNoticeText } from '../../core/store/notices';
import { AsyncView } from '../../core/ui/async-view';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { QuizIntroView } from './quiz-intro';
import { QuizPaperView } from './quiz-paper';
import { QuizResultView } from './quiz-result';
import { quizTakeStyles } from './quiz-take.styles';

type View =
  { kind: 'paper'; paper: QuizPaper; receivedAt: number } | { kind: 'result'; result: QuizResult };

interface Opened {
  intro: QuizIntro;
  /** The attempt still open (a reload, another device): continued at once. */
  paper: QuizPaper | null;
  receivedAt: number;
}

async function openQuiz(quizId: number): Promise<Opened> {
  const intro = await getQuizIntro(quizId);
  if (intro.openAttemptId === null) return { intro, paper: null, receivedAt: 0 };
  try {
    const paper = await getQuizPaper(intro.openAttemptId);
    return { intro, paper, receivedAt: Date.now() };
  } catch (error) {
    // its deadline passed meanwhile: the server submitted it, and the intro lists its result
    if (!isApiError(error) || error.message !== MSG_QUIZ_SUBMITTED) throw error;
    dismissNoticeText('warning', error.message);
    return { intro: await getQuizIntro(quizId), paper: null, receivedAt: 0 };
  }
}

/**
 * The quiz's intro (or straight the open attempt's paper), then the paper, then the result. Each
 * return to the intro loads it afresh.
 */
function QuizFlow({ quizId }: { quizId: number }) {
  const [round, setRound] = useState(0);
  const [view, setView] = useState<View | null>(null);
  const showResult = useCallback((result: QuizResult) => setView({ kind: 'result', result }), []);
  if (view?.kind === 'result') {
    return (
      <QuizResultView
        result={view.result}
        onBack={() => {
          setView(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  if (view?.kind === 'paper') {
    return (
      <QuizPaperView
        key={view.paper.attemptId}
        paper={view.paper}
        receivedAt={view.receivedAt}
        onResult={showResult}
        focusFirst
      />
    );
  }
  return <QuizOpening key={round} quizId={quizId} onView={setView} onResult={showResult} />;
}

function QuizOpening({
  quizId,
  onView,
  onResult,
}: {
  quizId: number;
  onView: (view: View) => void;
  onResult: (result: QuizResult) => void;
}) {
  const t = useT();
  const opened = useAsync(() => openQuiz(quizId), [quizId]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs a call of the intro's buttons; its refusal or failure is said beside them. */
  async function act(call: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setBusy(false);
      const key = errorTextKey(error);
      if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', error.message);
      setProblem(key ? t(key) : isApiError(error) ? error.message : t('state.error'));
    }
  }

  return (
    <AsyncView result={opened}>
      {({ intro, paper, receivedAt }) =>
        paper ? (
          <QuizPaperView
            key={paper.attemptId}
            paper={paper}
            receivedAt={receivedAt}
            onResult={onResult}
          />
        ) : (
          <QuizIntroView
            intro={intro}
            busy={busy}
            problem={problem}
            onStart={() =>
              void act(async () => {
                const started = await startQuiz(quizId);
                onView({ kind: 'paper', paper: started, receivedAt: Date.now() });
              })
            }
            onViewResult={(attemptId) =>
              void act(async () => onResult(await getQuizResult(attemptId)))
            }
          />
        )
      }
    </AsyncView>
  );
}

/**
 * Token holders only: without a token the portal page goes to /login and comes back; an embedding
 * page shows a login link.
 */
function LoginGate({ children }: { children: ReactNode }) {
  const qt = useQuizT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  const [back] = useState(() => current?.href ?? '/personalcenter?tab=quizzes');
  useEffect(() => {
    if (token || !hostActive) return;
    let stillHere = true;
    // a login link being exchanged at start-up may still log in
    void loginLinkDone.then(() => {
      if (stillHere && !auth.token && router.hostActive)
        navigate('/login', { redirect: back }, { replace: true });
    });
    return () => {
      stillHere = false;
    };
  }, [token, hostActive, back]);
  if (token) return <>{children}</>;
  return (
    <div className="xnfz-state" role="status" part="state-login">
      {qt('intro.needLogin')}
      <RouteLink to="/login" params={{ redirect: back }}>
        {qt('intro.toLogin')}
      </RouteLink>
    </div>
  );
}

export interface QuizTakeProps {
  /** The quiz (`?id=` of `/quiz`). */
  quizId?: number;
}

/** The quiz screen: intro, paper, result. */
export function QuizTake({ quizId }: QuizTakeProps) {
  const qt = useQuizT();
  const valid = typeof quizId === 'number' && Number.isInteger(quizId) && quizId > 0;
  return (
    <WidgetShell styles={quizTakeStyles}>
      <div className="quiz" part="base">
        {valid ? (
          <LoginGate>
            <QuizFlow key={quizId} quizId={quizId} />
          </LoginGate>
        ) : (
          <div className="xnfz-state" part="state-empty">
            {qt('intro.noQuiz')}
            <RouteLink to="/personalcenter" params={{ tab: 'quizzes' }}>
              {qt('intro.toList')}
            </RouteLink>
          </div>
        )}
      </div>
    </WidgetShell>
  );
}
