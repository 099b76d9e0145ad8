import { useId } from 'react';
import { useT } from '../../core/i18n/translate';
import { RouteLink } from '../../core/ui/route-link';
import type { RunOutcome } from './use-experiment-run';

/** One line for the player's bar: waiting, saving, or score · best · attempts. */
export function OutcomeLine({ outcome }: { outcome: RunOutcome | null }) {
  const t = useT();
  if (!outcome) return <>{t('experiments.waiting')}</>;
  if (outcome.status === 'saving') return <>{t('experiments.saving')}</>;
  const score = `${t('experiments.score')} ${t('experiments.scoreValue', { n: outcome.result.score })}`;
  if (outcome.status === 'saved' && outcome.data) {
    return (
      <>
        {score} · {t('experiments.best')} {t('experiments.scoreValue', { n: outcome.data.best })} ·{' '}
        {t('experiments.attempts')} {t('experiments.attemptsValue', { n: outcome.data.attempts })}
      </>
    );
  }
  return (
    <>
      {score} ·{' '}
      {t(outcome.status === 'anonymous' ? 'experiments.notSaved' : 'experiments.saveFailed')}
    </>
  );
}

export interface OutcomePanelProps {
  outcome: RunOutcome;
  /** Where the login screen should come back to. */
  back: string;
  onRetry: () => void;
}

/** The result on the experiment's page: score, best and attempts, or why it was not saved. */
export function OutcomePanel({ outcome, back, onRetry }: OutcomePanelProps) {
  const t = useT();
  const ids = useId();
  const { result, status, data } = outcome;
  return (
    <section
      className="outcome"
      part="result"
      aria-labelledby={`${ids}-title`}
      data-status={status}
    >
      <h2 className="section-title" id={`${ids}-title`}>
        {t('experiments.result')}
      </h2>
      <dl className="figures">
        <div className="figure">
          <dt>{t('experiments.score')}</dt>
          <dd data-score={result.score}>{t('experiments.scoreValue', { n: result.score })}</dd>
        </div>
        {status === 'saved' && data ? (
          <>
            <div className="figure">
              <dt>{t('experiments.best')}</dt>
              <dd data-best={data.best}>{t('experiments.scoreValue', { n: data.best })}</dd>
            </div>
            <div className="figure">
              <dt>{t('experiments.attempts')}</dt>
              <dd data-attempts={data.attempts}>
                {t('experiments.attemptsValue', { n: data.attempts })}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {status === 'saving' ? <p className="note">{t('experiments.saving')}</p> : null}
      {status === 'saved' ? <p className="note note--ok">{t('experiments.saved')}</p> : null}
      {status === 'anonymous' ? (
        <p className="note note--warn">
          {t('experiments.notSaved')}{' '}
          <RouteLink to="/login" params={{ redirect: back }} part="login-link">
            {t('experiments.toLogin')}
          </RouteLink>
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="note note--warn">
          {t('experiments.saveFailed')}{' '}
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onRetry}>
            {t('experiments.retrySave')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
