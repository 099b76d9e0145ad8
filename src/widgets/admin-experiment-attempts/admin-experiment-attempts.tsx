import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  exportExperimentAttempts,
  listAdminExperiments,
  listExperimentAttempts,
} from '../../core/api/admin/admin-calls';
import { PASS_SCORE } from '../../core/api/admin-contract';
import type {
  AdminExperiment,
  AdminExperimentAttemptsFilter,
  AdminExperimentAttemptsPage,
  AdminExperimentAttemptStats,
} from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { auth } from '../../core/store/auth';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { AsyncView } from '../../core/ui/async-view';
import { ExperimentStepsTable, type StepsTableLabels } from '../../core/ui/experiment-steps-table';
import { FormField } from '../../core/ui/form-field';
import { useAsync, type AsyncResult } from '../../core/ui/use-async';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminExperimentAttemptsStyles } from './admin-experiment-attempts.styles';

const PAGE_SIZE = 20;

type Filter = Omit<AdminExperimentAttemptsFilter, 'experimentId'>;

/** A score or an average as the screen writes it: at most 2 decimals, no trailing zeros. */
function scoreText(value: number | null): string {
  return value === null ? '—' : String(Math.round(value * 100) / 100);
}

/** A share (0–1) as a percentage with at most one decimal: `71.4%`. */
function percentText(share: number): string {
  return `${String(Math.round(share * 1000) / 10)}%`;
}

/** Learner and 完成日期 filters: the learner on 筛选 (or Enter), the days as they are chosen. */
function AttemptFilters({
  experiment,
  filter,
  onFilter,
}: {
  experiment: AdminExperiment;
  filter: Filter;
  onFilter: (filter: Filter) => void;
}) {
  const t = useAdminT();
  const [student, setStudent] = useState(filter.student ?? '');
  const [startDate, setStartDate] = useState(filter.startDate ?? '');
  const [endDate, setEndDate] = useState(filter.endDate ?? '');
  const badRange = startDate !== '' && endDate !== '' && startDate > endDate;
  const apply = (next: { student?: string; startDate?: string; endDate?: string }) => {
    const chosen = { student, startDate, endDate, ...next };
    if (chosen.startDate && chosen.endDate && chosen.startDate > chosen.endDate) return;
    onFilter({
      ...(chosen.student.trim() ? { student: chosen.student.trim() } : {}),
      ...(chosen.startDate ? { startDate: chosen.startDate } : {}),
      ...(chosen.endDate ? { endDate: chosen.endDate } : {}),
    });
  };
  const filtered = Boolean(filter.student || filter.startDate || filter.endDate);
  return (
    <form
      className="card filters attempt-filters"
      role="search"
      aria-label={t('attempts.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <div className="grow">
        <FormField
          id="attempts-student"
          label={t('attempts.student')}
          hint={t('attempts.studentHint')}
          type="search"
          value={student}
          maxLength={ADMIN_LIMITS.keyword}
          onChange={(event) => setStudent(event.target.value)}
        />
      </div>
      <FormField
        id="attempts-start"
        label={t('attempts.startDate')}
        type="date"
        value={startDate}
        max={endDate || undefined}
        onChange={(event) => {
          setStartDate(event.target.value);
          apply({ startDate: event.target.value });
        }}
      />
      <FormField
        id="attempts-end"
        label={t('attempts.endDate')}
        type="date"
        value={endDate}
        min={startDate || undefined}
        error={badRange ? t('attempts.badRange') : null}
        onChange={(event) => {
          setEndDate(event.target.value);
          apply({ endDate: event.target.value });
        }}
      />
      <button type="submit" className="xnfz-button" disabled={badRange}>
        {t('attempts.filter')}
      </button>
      {filtered ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain clear-filters"
          onClick={() => {
            setStudent('');
            setStartDate('');
            setEndDate('');
            onFilter({});
          }}
        >
          {t('attempts.clear')}
        </button>
      ) : null}
      <ExportButton
        className="export-attempts"
        label={t('attempts.export')}
        ariaLabel={t('attempts.exportLabel', { title: experiment.title })}
        disabled={badRange}
        run={() => exportExperimentAttempts({ experimentId: experiment.id, ...filter })}
      />
      <p className="muted export-hint">{t('attempts.exportHint')}</p>
    </form>
  );
}

/** The figures of every matching attempt and their score bands, as text and a table. */
function AttemptStats({
  stats,
  filtered,
}: {
  stats: AdminExperimentAttemptStats;
  filtered: boolean;
}) {
  const t = useAdminT();
  const figures: [string, string, string][] = [
    ['count', t('attempts.count'), String(stats.count)],
    ['average', t('attempts.average'), scoreText(stats.average)],
    ['median', t('attempts.median'), scoreText(stats.median)],
    ['max', t('attempts.max'), scoreText(stats.max)],
    ['min', t('attempts.min'), scoreText(stats.min)],
    [
      'pass-rate',
      t('attempts.passRate', { pass: PASS_SCORE }),
      stats.passRate === null
        ? '—'
        : t('attempts.passValue', {
            rate: percentText(stats.passRate),
            passed: stats.passed,
            n: stats.count,
          }),
    ],
  ];
  return (
    <section className="card attempt-stats" aria-labelledby="attempts-stats-heading">
      <h2 id="attempts-stats-heading">{t('attempts.stats')}</h2>
      <p className="muted">
        {t(filtered ? 'attempts.statsScope' : 'attempts.statsScopeAll', { n: stats.count })}
      </p>
      <dl className="stat-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={`stat stat-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="score-bands">
        <caption>{t('attempts.distribution')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('attempts.band')}</th>
            <th scope="col" className="num">
              {t('attempts.bandCount')}
            </th>
            <th scope="col">{t('attempts.bandShare')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.distribution.map(({ band, count }) => {
            const share = stats.count === 0 ? 0 : count / stats.count;
            return (
              <tr key={band} data-band={band}>
                <th scope="row">{t(`attempts.band.${band}`)}</th>
                <td className="num">{count}</td>
                <td>
                  <span className="band-share">
                    <span className="band-bar" aria-hidden="true">
                      <span style={{ width: percentText(share) }} />
                    </span>
                    {percentText(share)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Attempts({ experiment }: { experiment: AdminExperiment }) {
  const t = useAdminT();
  const [pageNum, setPageNum] = useState(1);
  const [filter, setFilter] = useState<Filter>({});
  const load = useCallback(
    () =>
      listExperimentAttempts({
        experimentId: experiment.id,
        ...filter,
        pageNum,
        pageSize: PAGE_SIZE,
      }),
    [experiment.id, filter, pageNum],
  );
  const result = useAsync(load, [experiment.id, filter, pageNum]);
  const filtered = Boolean(filter.student || filter.startDate || filter.endDate);
  const stepLabels: Omit<StepsTableLabels, 'caption'> = {
    seq: t('attempts.stepSeq'),
    title: t('attempts.stepTitle'),
    time: t('attempts.stepTime'),
    timeUsed: t('attempts.stepTimeUsed'),
    score: t('attempts.stepScore'),
    repeat: t('attempts.stepRepeat'),
    evaluation: t('attempts.stepEvaluation'),
  };
  const onFilter = (next: Filter) => {
    setFilter(next);
    setPageNum(1);
  };
  return (
    <>
      <AttemptFilters experiment={experiment} filter={filter} onFilter={onFilter} />
      <AsyncView result={result}>
        {(page) =>
          page.stats.count === 0 ? (
            <div className="card attempts-empty" role="status">
              <p>{t(filtered ? 'attempts.emptyFiltered' : 'attempts.emptyAll')}</p>
              {filtered ? <p className="muted">{t('attempts.emptyFilteredHint')}</p> : null}
            </div>
          ) : (
            <>
              <AttemptStats stats={page.stats} filtered={filtered} />
              <AttemptRows
                experiment={experiment}
                result={{
                  state: { status: 'ready', data: page, error: undefined },
                  reload: result.reload,
                }}
                stepLabels={stepLabels}
                pageNum={pageNum}
                onPage={setPageNum}
              />
            </>
          )
        }
      </AsyncView>
    </>
  );
}

function AttemptRows({
  experiment,
  result,
  stepLabels,
  pageNum,
  onPage,
}: {
  experiment: AdminExperiment;
  result: AsyncResult<AdminExperimentAttemptsPage>;
  stepLabels: Omit<StepsTableLabels, 'caption'>;
  pageNum: number;
  onPage: (pageNum: number) => void;
}) {
  const t = useAdminT();
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
      onPage={onPage}
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
