import { useCallback, useState } from 'react';
import {
  REPORT_QUEUE_STATES,
  REPORT_STATE_NAMES,
  type ReportQueueQuery,
  type ReportQueueRow,
  type ReportQueueState,
} from '../../core/api/report-contract';
import { listClasses } from '../../core/api/teaching/class-calls';
import {
  exportReportSheet,
  exportReportZip,
  getReportQueue,
  getReportSettings,
  releaseAllReports,
} from '../../core/api/teaching/report-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ExportButton } from '../../core/ui/admin/export-button';
import { FormError } from '../../core/ui/admin/form-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { lateRuleText, scoreText, STATE_BADGE } from './report-format';

type Query = Required<Pick<ReportQueueQuery, 'pageNum' | 'pageSize' | 'classId' | 'experimentId'>> &
  Omit<ReportQueueQuery, 'pageNum' | 'pageSize' | 'classId' | 'experimentId'>;

interface QueueContext {
  classId: number;
  experimentId: number;
  title: string;
  classLine: string;
  archived: boolean;
  rule: string;
}

/** The class and experiment the queue is of (its names, its rule). */
async function contextOf(classId: number, experimentId: number): Promise<QueueContext> {
  const [experiments, current, archived] = await Promise.all([
    getReportSettings(classId),
    listClasses({ pageNum: 1, pageSize: 100 }),
    listClasses({ pageNum: 1, pageSize: 100, archived: true }),
  ]);
  const experiment = experiments.find((row) => row.experimentId === experimentId);
  const klass = [...current.rows, ...archived.rows].find((row) => row.id === classId);
  return {
    classId,
    experimentId,
    title: experiment?.title ?? '',
    classLine: klass
      ? reportT('queue.classLine', { course: klass.courseTitle, name: klass.name })
      : '',
    archived: klass?.archived ?? false,
    rule: experiment ? lateRuleText(experiment.settings) : '',
  };
}

/** Asks before releasing every graded report's grade; says how many were released. */
function ReleaseAllDialog({
  context,
  onClose,
  onReleased,
}: {
  context: QueueContext;
  onClose: () => void;
  onReleased: () => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function release() {
    setBusy(true);
    setRefusal(null);
    try {
      const { released } = await releaseAllReports(context.classId, context.experimentId);
      pushNotice(
        released ? 'success' : 'info',
        released
          ? reportT('queue.releaseAllDone', { n: formatCount(released) })
          : reportT('queue.releaseAllNone'),
      );
      onReleased();
    } catch (error) {
      setRefusal(refusalShownInPlace(error, portalT('state.networkError')));
      setBusy(false);
    }
  }
  return (
    <ConsoleDialog
      title={reportT('queue.releaseAllTitle')}
      onCancel={onClose}
      actions={
        <>
          <button
            type="button"
            className="xnfz-button confirm-release-all"
            disabled={busy}
            onClick={() => void release()}
          >
            {reportT('queue.releaseAll')}
          </button>
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </>
      }
    >
      <p>{reportT('queue.releaseAllText', { title: context.title })}</p>
      <FormError message={refusal} />
    </ConsoleDialog>
  );
}

function Queue({ context }: { context: QueueContext }) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({
    pageNum: 1,
    pageSize: 50,
    classId: context.classId,
    experimentId: context.experimentId,
  });
  const load = useCallback(() => getReportQueue(query), [query]);
  const result = useAsync(load, [query]);
  const [releasing, setReleasing] = useState(false);
  const queue = result.state.data;
  const nameOf = (row: ReportQueueRow) => row.realName || row.username;
  const back = consoleHref('/reports', { class: context.classId });
  const columns = [
    { label: reportT('queue.studentNumber') },
    { label: reportT('queue.name') },
    { label: reportT('queue.state') },
    { label: reportT('queue.submittedAt') },
    { label: reportT('queue.versions'), numeric: true },
    { label: reportT('queue.score'), numeric: true },
    { label: t('list.actions') },
  ];
  const choose = (state: ReportQueueState | undefined) => setFilter({ state });

  return (
    <section className="screen" aria-labelledby="queue-heading">
      <ScreenBar
        headingId="queue-heading"
        heading={reportT('queue.heading', { title: context.title })}
      >
        <div className="bar-actions">
          <a className="xnfz-button xnfz-button--plain back" href={back}>
            {reportT('queue.back')}
          </a>
          <a
            className="xnfz-button xnfz-button--plain open-similarity"
            href={consoleHref('/reports/similarity', {
              class: context.classId,
              experiment: context.experimentId,
            })}
          >
            {reportT('similarity.link')}
          </a>
          {context.archived ? null : (
            <button
              type="button"
              className="xnfz-button release-all"
              disabled={!queue || queue.counts.graded === 0}
              onClick={() => setReleasing(true)}
            >
              {reportT('queue.releaseAll')}
            </button>
          )}
        </div>
      </ScreenBar>
      <div className="export-bar">
        <ExportButton
          className="xnfz-button--plain export-sheet"
          label={reportT('queue.exportSheet')}
          run={() =>
            exportReportSheet({ classId: context.classId, experimentId: context.experimentId })
          }
        />
        <ExportButton
          className="xnfz-button--plain export-zip"
          label={reportT('queue.exportZip')}
          disabled={!queue || queue.counts.unsubmitted === queue.total}
          run={() =>
            exportReportZip({ classId: context.classId, experimentId: context.experimentId })
          }
        />
      </div>
      <p className="intro queue-context">
        {context.classLine} · {reportT('reports.lateRule')}：{context.rule}
      </p>
      <div className="state-tabs" role="group" aria-label={reportT('queue.state')}>
        <button
          type="button"
          className={`xnfz-button ${query.state ? 'xnfz-button--plain' : ''} state-all`}
          aria-pressed={!query.state}
          onClick={() => choose(undefined)}
        >
          {reportT('queue.all', {
            n: formatCount(
              queue ? REPORT_QUEUE_STATES.reduce((sum, state) => sum + queue.counts[state], 0) : 0,
            ),
          })}
        </button>
        {REPORT_QUEUE_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className={`xnfz-button ${query.state === state ? '' : 'xnfz-button--plain'} state-${state}`}
            aria-pressed={query.state === state}
            onClick={() => choose(state)}
          >
            {reportT('queue.stateCount', {
              name: REPORT_STATE_NAMES[state],
              n: formatCount(queue?.counts[state] ?? 0),
            })}
          </button>
        ))}
      </div>
      {queue?.total === 0 ? (
        <p className="card note" role="note">
          {reportT(query.state ? 'queue.emptyState' : 'queue.empty')}
        </p>
      ) : (
        <ConsoleTable
          result={result}
          area={reportT('queue.heading', { title: context.title })}
          columns={columns}
          row={(row) => (
            <tr key={row.userId} data-user-id={row.userId} data-state={row.state}>
              <td className="nowrap">{row.studentNumber}</td>
              <td>{nameOf(row)}</td>
              <td>
                <span className="badges">
                  <span className={`${STATE_BADGE[row.state]} report-state`}>
                    {REPORT_STATE_NAMES[row.state]}
                  </span>
                  {row.late ? (
                    <span className="badge badge--warn report-late">{reportT('queue.late')}</span>
                  ) : null}
                </span>
              </td>
              <td className="nowrap">{row.submittedAt ? formatDateTime(row.submittedAt) : ''}</td>
              <td className="num">{row.versionCount}</td>
              <td className="num nowrap report-score">
                {row.score === null ? (
                  ''
                ) : (
                  <>
                    {reportT('queue.scoreOf', {
                      score: scoreText(row.score),
                      total: scoreText(queue?.rubricTotal ?? 0),
                    })}{' '}
                    <span className={`badge ${row.released ? 'badge--ok' : 'badge--muted'}`}>
                      {reportT(row.released ? 'queue.released' : 'queue.unreleased')}
                    </span>
                  </>
                )}
              </td>
              <td>
                {row.reportId !== null && row.state !== 'unsubmitted' ? (
                  <a
                    className="open-report"
                    href={consoleHref('/reports/grade', { id: row.reportId })}
                    aria-label={reportT('queue.openOf', {
                      action: reportT(row.state === 'submitted' ? 'queue.open' : 'queue.view'),
                      name: nameOf(row),
                    })}
                  >
                    {reportT(row.state === 'submitted' ? 'queue.open' : 'queue.view')}
                  </a>
                ) : null}
              </td>
            </tr>
          )}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPage={setPage}
        />
      )}
      {releasing ? (
        <ReleaseAllDialog
          context={context}
          onClose={() => setReleasing(false)}
          onReleased={() => {
            setReleasing(false);
            result.reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** 批改: a class's reports of one experiment, by state, with 公布全部成绩. */
export function ReportQueueScreen({
  classId,
  experimentId,
}: {
  classId: number;
  experimentId: number;
}) {
  const load = useCallback(() => contextOf(classId, experimentId), [classId, experimentId]);
  const result = useAsync(load, [load]);
  return <AsyncView result={result}>{(context) => <Queue context={context} />}</AsyncView>;
}
