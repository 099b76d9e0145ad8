import { useEffect, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Experiment } from '../../core/api/contract';
import { opensInWindow } from '../../core/experiments/launch';
import { useT } from '../../core/i18n/translate';
import { router } from '../../core/router/router';
import { toHref } from '../../core/router/routes';
import { auth } from '../../core/store/auth';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { ExperimentFacts } from '../../core/ui/experiment-card';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';
import { OutcomePanel } from './experiment-outcome';
import { ExperimentPlayer } from './experiment-player';
import { useExperimentRun } from './use-experiment-run';

export interface ExperimentPageProps {
  experiment: Experiment;
  host: EventTarget | undefined;
  /** `window`: open every experiment in a window of its own (attribute `open-in`). */
  forceWindow: boolean;
  onBack: () => void;
}

const STEPS = [
  'experiments.step.read',
  'experiments.step.open',
  'experiments.step.measure',
  'experiments.step.result',
] as const;

/** An experiment's page: what it is, the instructions, 开始实验, and the result of the last run. */
export function ExperimentPage({ experiment, host, forceWindow, onBack }: ExperimentPageProps) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const { current } = useSnapshot(router);
  const frame = useRef<HTMLIFrameElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const run = useExperimentRun(experiment, { frame, host, forceWindow });
  const back = current?.href ?? toHref('/experiment', { id: experiment.id });
  const inWindow = forceWindow || opensInWindow(experiment.launchUrl);
  const playing = run.phase === 'frame' && run.launch !== null;

  const ids = useId();
  // back from the experiment: focus returns to 开始实验 once the page is no longer inert
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (wasPlaying.current && !playing) startButton.current?.focus();
    wasPlaying.current = playing;
  }, [playing]);

  return (
    <>
      <article className="page" part="page" data-experiment-id={experiment.id} inert={playing}>
        <Breadcrumb
          trail={[
            { label: t('experiments.title'), to: '/experiment' },
            { label: experiment.title },
          ]}
        />
        <button type="button" className="xnfz-button xnfz-button--plain back" onClick={onBack}>
          {t('experiments.back')}
        </button>
        <header className="page-head" part="header">
          {experiment.cover ? (
            <img
              className="page-cover"
              part="cover"
              src={experiment.cover}
              alt={t('experiments.coverAlt', { title: experiment.title })}
            />
          ) : null}
          <div className="page-info">
            <h1 className="page-title" part="title">
              {experiment.title}
            </h1>
            <ExperimentFacts experiment={experiment} />
            {experiment.launchUrl ? (
              <div className="actions" part="actions">
                <button
                  ref={startButton}
                  type="button"
                  className="xnfz-button start"
                  part="start"
                  disabled={run.phase === 'starting'}
                  onClick={run.start}
                >
                  <Icon name="experiment" size={18} />
                  {run.phase === 'starting'
                    ? t('experiments.starting')
                    : run.outcome
                      ? t('experiments.startAgain')
                      : t('experiments.start')}
                </button>
              </div>
            ) : (
              <p className="note" part="unavailable" role="status">
                {t('experiments.unavailable')}
              </p>
            )}
            {inWindow ? <p className="note">{t('experiments.windowNote')}</p> : null}
            {token ? null : (
              <p className="note note--warn" part="anonymous-note">
                {t('experiments.anonymousNote')}{' '}
                <RouteLink to="/login" params={{ redirect: back }}>
                  {t('experiments.toLogin')}
                </RouteLink>
              </p>
            )}
            <RunMessage phase={run.phase} onOpenWindow={run.openWindow} />
          </div>
        </header>
        {run.outcome ? (
          <OutcomePanel outcome={run.outcome} back={back} onRetry={run.retrySave} />
        ) : null}
        <section className="section" aria-labelledby={`${ids}-summary`}>
          <h2 className="section-title" id={`${ids}-summary`}>
            {t('experiments.summary')}
          </h2>
          <p className="summary">{experiment.summary}</p>
        </section>
        <section className="section" part="instructions" aria-labelledby={`${ids}-steps`}>
          <h2 className="section-title" id={`${ids}-steps`}>
            {t('experiments.instructions')}
          </h2>
          <ol className="steps">
            {STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
      </article>
      {playing && run.launch ? (
        <ExperimentPlayer
          title={experiment.title}
          url={run.launch.url}
          frame={frame}
          outcome={run.outcome}
          onClose={run.close}
        />
      ) : null}
    </>
  );
}

/** What the start button led to, when it is not the frame. */
function RunMessage({ phase, onOpenWindow }: { phase: string; onOpenWindow: () => void }) {
  const t = useT();
  if (phase === 'window') {
    return (
      <p className="note" role="status">
        {t('experiments.windowOpen')}
      </p>
    );
  }
  if (phase === 'blocked') {
    return (
      <p className="note note--warn" role="alert">
        {t('experiments.popupBlocked')}{' '}
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onOpenWindow}>
          {t('experiments.openWindow')}
        </button>
      </p>
    );
  }
  if (phase === 'failed' || phase === 'bad-launch') {
    return (
      <p className="note note--warn" role="alert">
        {t(phase === 'failed' ? 'experiments.startFailed' : 'experiments.badLaunch')}
      </p>
    );
  }
  return null;
}
