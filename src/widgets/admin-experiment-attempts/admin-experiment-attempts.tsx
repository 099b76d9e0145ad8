import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  exportExperimentAttempts,
  listAdminExperiments,
  listExperimentAttempts,
} from '../../core/api/admin/admin-calls';
import type { AdminExperiment } from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { auth } from '../../core/store/auth';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { AsyncView } from '../../core/ui/async-view';
import { ExperimentStepsTable, type StepsTableLabels } from '../../core/ui/experiment-steps-table';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminExperimentAttemptsStyles } from './admin-experiment-attempts.styles';

const PAGE_SIZE = 20;

function Attempts({ experiment }: { experiment: AdminExperiment }) {
  const t = useAdminT();
  const [pageNum, setPageNum] = useState(1);
  const load = useCallback(
    () => listExperimentAttempts({ experimentId: experiment.id, pageNum, pageSize: PAGE_SIZE }),
    [experiment.id, pageNum],
  );
  const result = useAsync(load, [experiment.id, pageNum]);
  const stepLabels: Omit<StepsTableLabels, 'caption'> = {
    seq: t('attempts.stepSeq'),
    title: t('attempts.stepTitle'),
    time: t('attempts.stepTime'),
    timeUsed: t('attempts.stepTimeUsed'),
    score: t('attempts.stepScore'),
    repeat: t('attempts.stepRepeat'),
    evaluation: t('attempts.stepEvaluation'),
  };
  return (
    <ConsoleTable
      result={result}
      area={`${experiment.title} · ${t('attempts.heading')}`}
      columns={[
        { label: t('attempts.learner') },
        { label: t('attempts.identity') },
        { label: t('attempts.score'), numeric: true },
        { label: t('attempts.duration') },
        { label: t('attempts.startedAt') },
        { label: t('attempts.finishedAt') },
        { label: t('attempts.steps') },
      ]}
      row={(row) => (
        <tr key={row.attemptId} data-attempt={row.attemptId}>
          <td>
            {row.realName || row.username}
            <span className="muted"> {row.username}</span>
          </td>
          <td>
            {row.identity === 'student' || row.identity === 'teacher' || row.identity === 'public'
              ? t(`users.identity.${row.identity}`)
              : row.identity}
          </td>
          <td className="num">
            {row.score}
            {row.status === 'unfinished' ? (
              <span className="muted"> {t('attempts.unfinished')}</span>
            ) : null}
          </td>
          <td>{formatDuration(row.durationSeconds)}</td>
          <td>{formatDateTime(row.startedAt)}</td>
          <td>{formatDateTime(row.finishedAt)}</td>
          <td className="steps-cell">
            {row.steps && row.steps.length > 0 ? (
              <details className="attempt-steps">
                <summary
                  aria-label={t('attempts.stepsLabel', {
                    name: row.realName || row.username,
                    n: row.steps.length,
                  })}
                >
                  {t('attempts.stepsSummary', { n: row.steps.length })}
                </summary>
                <div
                  className="steps-scroll"
                  role="region"
                  tabIndex={0}
                  aria-label={t('attempts.stepsCaption', { name: row.realName || row.username })}
                >
                  <ExperimentStepsTable
                    steps={row.steps}
                    className="steps-table"
                    labels={{
                      ...stepLabels,
                      caption: t('attempts.stepsCaption', { name: row.realName || row.username }),
                    }}
                  />
                </div>
              </details>
            ) : (
              <span className="muted">{t('attempts.noSteps')}</span>
            )}
          </td>
        </tr>
      )}
      pageNum={pageNum}
      pageSize={PAGE_SIZE}
      onPage={setPageNum}
    />
  );
}

export interface AdminExperimentAttemptsProps {
  experimentId?: string;
}

/** Choose an experiment (a teacher: of their own courses), see its attempts and export them. */
export function AdminExperimentAttempts({ experimentId }: AdminExperimentAttemptsProps) {
  const t = useAdminT();
  const { user } = useSnapshot(auth);
  const initial = Number(experimentId);
  const [chosen, setChosen] = useState<number | null>(
    Number.isInteger(initial) && initial > 0 ? initial : null,
  );
  const experiments = useAsync(() => listAdminExperiments({ pageNum: 1, pageSize: 100 }), []);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminExperimentAttemptsStyles}>
      <section className="screen" aria-labelledby="attempts-heading">
        <div className="bar">
          <h1 className="heading" id="attempts-heading">
            {t('attempts.heading')}
          </h1>
          {user?.role === 'teacher' ? <p className="muted">{t('attempts.ownHint')}</p> : null}
        </div>
        <AsyncView result={experiments} isEmpty={(page) => page.rows.length === 0}>
          {(page) => {
            const experiment = page.rows.find((row) => row.id === chosen) ?? null;
            return (
              <>
                <div className="card filters">
                  <SelectField
                    id="attempts-experiment"
                    className="experiment"
                    label={t('attempts.experiment')}
                    value={experiment ? String(experiment.id) : ''}
                    options={[
                      ['', t('attempts.choose')],
                      ...page.rows.map((row) => [String(row.id), row.title] as const),
                    ]}
                    onChange={(event) => setChosen(Number(event.target.value) || null)}
                  />
                  {experiment ? (
                    <ExportButton
                      className="export-attempts"
                      label={t('attempts.export')}
                      ariaLabel={`${t('attempts.export')}：${experiment.title}`}
                      run={() => exportExperimentAttempts(experiment.id)}
                    />
                  ) : null}
                </div>
                {experiment ? <Attempts key={experiment.id} experiment={experiment} /> : null}
              </>
            );
          }}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
