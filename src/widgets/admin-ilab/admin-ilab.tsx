import type { AdminIlabStatus, AdminIlabUploadRow } from '../../core/api/admin-contract';
import { getIlabStatus, retryIlabUploads } from '../../core/api/admin/ilab-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { ilabT } from '../../core/i18n/zh-cn/admin-ilab';
import { AsyncView } from '../../core/ui/async-view';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminIlabStyles } from './admin-ilab.styles';

/** The busy id of 全部重试 (upload ids start at 1). */
const ALL_UPLOADS = 0;

function StateBadge({ state }: { state: AdminIlabUploadRow['state'] }) {
  const tone = state === 'failed' ? 'badge--warn' : state === 'sent' ? 'badge--ok' : 'badge--muted';
  return <span className={`badge ${tone}`}>{ilabT(`ilab.state.${state}`)}</span>;
}

function Overview({ status }: { status: AdminIlabStatus }) {
  const { connection, queue } = status;
  return (
    <div className="ilab-grid">
      <section className="card" aria-labelledby="ilab-settings">
        <h2 id="ilab-settings">{ilabT('ilab.settings')}</h2>
        <dl className="facts">
          <dt>{ilabT('ilab.baseUrl')}</dt>
          <dd>{status.baseUrl}</dd>
          <dt>{ilabT('ilab.appid')}</dt>
          <dd>{status.appid}</dd>
          <dt>{ilabT('ilab.connection')}</dt>
          <dd className="connection">
            {connection?.ok ? (
              <span className="badge badge--ok">{ilabT('ilab.connectionOk')}</span>
            ) : (
              <span className="badge badge--warn">{ilabT('ilab.connectionFailed')}</span>
            )}{' '}
            <span className="message">{connection?.message}</span>
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="ilab-queue">
        <h2 id="ilab-queue">{ilabT('ilab.queue')}</h2>
        <ul className="figures">
          <li className="waiting">
            <strong>{queue.waiting + queue.sending}</strong>
            {ilabT('ilab.waiting')}
          </li>
          <li className="failed">
            <strong>{queue.failed}</strong>
            {ilabT('ilab.failed')}
          </li>
          <li className="sent">
            <strong>{queue.sent}</strong>
            {ilabT('ilab.sent')}
          </li>
        </ul>
        <p className="muted last-success">
          {ilabT('ilab.lastSuccess', {
            time: queue.lastSuccessAt ? formatDateTime(queue.lastSuccessAt) : ilabT('ilab.never'),
          })}
        </p>
      </section>
    </div>
  );
}

/**
 * 实验空间 (ilab-x): the connector's settings and live connection check, the upload queue, and the
 * failed uploads with ilab's message and 重试 (one, or all).
 */
export function AdminIlab() {
  const t = useAdminT();
  const result = useAsync(getIlabStatus, []);
  const { busyId, run } = useRowAction();
  // one retry at a time: every 重试 button waits while any runs
  const busy = busyId !== null;

  const retry = (id?: number) =>
    run(id ?? ALL_UPLOADS, async () => {
      const { retried } = await retryIlabUploads(id);
      result.reload();
      return ilabT('ilab.retried', { count: retried });
    });

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminIlabStyles}>
      <section className="screen" aria-labelledby="ilab-heading">
        <ScreenBar headingId="ilab-heading" heading={ilabT('ilab.heading')}>
          <button
            type="button"
            className="xnfz-button xnfz-button--plain refresh"
            onClick={result.reload}
          >
            {ilabT('ilab.refresh')}
          </button>
        </ScreenBar>
        <p className="muted">{ilabT('ilab.hint')}</p>
        <AsyncView result={result}>
          {(status) =>
            !status.configured ? (
              <div className="card ilab-off" role="status">
                {ilabT('ilab.off')}
              </div>
            ) : (
              <>
                <Overview status={status} />
                <section className="card problems" aria-labelledby="ilab-problems">
                  <div className="bar">
                    <h2 id="ilab-problems">{ilabT('ilab.problems')}</h2>
                    {status.queue.failed > 0 ? (
                      <button
                        type="button"
                        className="xnfz-button retry-all"
                        disabled={busy}
                        onClick={() => void retry()}
                      >
                        {ilabT('ilab.retryAll')}
                      </button>
                    ) : null}
                  </div>
                  {status.problems.length === 0 ? (
                    <p className="xnfz-state" part="state-empty">
                      {ilabT('ilab.noProblems')}
                    </p>
                  ) : (
                    <div
                      className="table-wrap"
                      tabIndex={0}
                      role="region"
                      aria-label={t('list.results', { area: ilabT('ilab.problems') })}
                    >
                      <table>
                        <caption className="xnfz-visually-hidden">{ilabT('ilab.problems')}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{ilabT('ilab.experiment')}</th>
                            <th scope="col">{ilabT('ilab.user')}</th>
                            <th scope="col">{ilabT('ilab.state')}</th>
                            <th scope="col" className="num">
                              {ilabT('ilab.attempts')}
                            </th>
                            <th scope="col">{ilabT('ilab.message')}</th>
                            <th scope="col">{ilabT('ilab.updatedAt')}</th>
                            <th scope="col">{t('list.actions')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {status.problems.map((row) => (
                            <tr key={row.id} data-upload-id={row.id} data-origin-id={row.originId}>
                              <td>
                                {row.experimentTitle}
                                <br />
                                <span className="muted origin">{row.originId}</span>
                              </td>
                              <td>{row.username}</td>
                              <td>
                                <StateBadge state={row.state} />
                              </td>
                              <td className="num">{row.attempts}</td>
                              <td className="message">{row.lastError}</td>
                              <td>{formatDateTime(row.updatedAt)}</td>
                              <td>
                                {row.state === 'failed' ? (
                                  <button
                                    type="button"
                                    className="xnfz-button retry-one"
                                    disabled={busy}
                                    aria-label={ilabT('ilab.retryOne', { originId: row.originId })}
                                    onClick={() => void retry(row.id)}
                                  >
                                    {ilabT('ilab.retry')}
                                  </button>
                                ) : null}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>
              </>
            )
          }
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
