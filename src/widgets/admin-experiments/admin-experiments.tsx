import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AdminCourseListQuery, AdminExperiment } from '../../core/api/admin-contract';
import { listAdminCourses, listAdminExperiments } from '../../core/api/admin/admin-calls';
import {
  publishAdminExperiment,
  regenerateExperimentSecret,
} from '../../core/api/admin/registry-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { registryT } from '../../core/i18n/zh-cn/admin-registry';
import { consoleHref } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { pushNotice } from '../../core/store/notices';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminExperimentsStyles } from './admin-experiments.styles';
import { ExperimentForm } from './experiment-form';
import { IlabTitlesForm } from './ilab-titles-form';
import { ilabT } from '../../core/i18n/zh-cn/admin-ilab';

export interface AdminExperimentsProps {
  container?: ShadowRoot;
}

type Query = Required<Pick<AdminCourseListQuery, 'pageNum' | 'pageSize'>> &
  Pick<AdminCourseListQuery, 'keyword'>;

/**
 * The experiments registry: every experiment (built-in ones read-only with a badge) with search
 * and paging; register or edit a third-party experiment; open or close any; each links to its
 * 实验成绩.
 */
export function AdminExperiments({ container }: AdminExperimentsProps) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({ pageNum: 1, pageSize: 10 });
  const load = useCallback(() => listAdminExperiments(query), [query]);
  const result = useAsync(load, [query]);
  const courses = useAsync(() => listAdminCourses({ pageNum: 1, pageSize: 100 }), []);
  const courseRows = courses.state.status === 'ready' ? courses.state.data.rows : [];
  const [editing, setEditing] = useState<AdminExperiment | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { user } = useSnapshot(auth);
  const [secret, setSecret] = useState<{ title: string; secret: string } | null>(null);

  async function generateSecret(row: AdminExperiment) {
    if (row.hasResultSecret && !window.confirm(registryT('experiments.secretConfirm'))) return;
    setBusyId(row.id);
    try {
      const made = await regenerateExperimentSecret(row.id);
      setSecret({ title: row.title, secret: made.secret });
      result.reload();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusyId(null);
    }
  }
  const [ilabOf, setIlabOf] = useState<AdminExperiment | null>(null);

  async function toggle(row: AdminExperiment) {
    setBusyId(row.id);
    try {
      const saved = await publishAdminExperiment(row.id, !row.published);
      pushNotice(
        'success',
        registryT(saved.published ? 'experiments.opened' : 'experiments.closedNotice', {
          title: saved.title,
        }),
      );
      result.reload();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusyId(null);
    }
  }

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminExperimentsStyles}>
      <section className="screen" aria-labelledby="experiments-heading">
        <div className="bar">
          <h1 className="heading" id="experiments-heading">
            {registryT('experiments.heading')}
          </h1>
          <button
            type="button"
            className="xnfz-button new-experiment"
            aria-expanded={editing === 'new'}
            onClick={() => setEditing('new')}
          >
            {registryT('experiments.new')}
          </button>
        </div>
        {editing ? (
          <ExperimentForm
            key={editing === 'new' ? 'new' : editing.id}
            experiment={editing === 'new' ? null : editing}
            courses={courseRows}
            container={container}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              result.reload();
            }}
          />
        ) : null}
        {secret ? (
          <div className="card secret-panel" role="status" aria-labelledby="secret-title">
            <h2 className="secret-title" id="secret-title">
              {registryT('experiments.secretTitle', { title: secret.title })}
            </h2>
            <p className="muted">{registryT('experiments.secretHint')}</p>
            <input
              className="secret-value"
              readOnly
              value={secret.secret}
              aria-labelledby="secret-title"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="xnfz-button" onClick={() => setSecret(null)}>
              {registryT('experiments.secretDone')}
            </button>
          </div>
        ) : null}
        {ilabOf ? (
          <IlabTitlesForm
            key={ilabOf.id}
            experiment={ilabOf}
            onCancel={() => setIlabOf(null)}
            onSaved={() => {
              setIlabOf(null);
              result.reload();
            }}
          />
        ) : null}
        <p className="muted">{registryT('experiments.builtInHint')}</p>
        <ConsoleSearchBar id="experiments-keyword" onSearch={(keyword) => setFilter({ keyword })} />
        <ConsoleTable
          result={result}
          area={registryT('experiments.heading')}
          columns={[
            { label: registryT('experiments.title') },
            { label: registryT('experiments.kind') },
            { label: registryT('experiments.course') },
            { label: registryT('experiments.duration'), numeric: true },
            { label: registryT('experiments.status') },
            { label: registryT('experiments.launches'), numeric: true },
            { label: t('list.actions') },
          ]}
          row={(row) => (
            <tr key={row.id} data-experiment-id={row.id}>
              <td>
                {row.title}
                {row.ilabTitle ? (
                  <>
                    <br />
                    <span className="muted ilab-title">
                      {ilabT('ilab.titleShown', {
                        title: row.ilabChildTitle
                          ? `${row.ilabTitle} · ${row.ilabChildTitle}`
                          : row.ilabTitle,
                      })}
                    </span>
                  </>
                ) : null}
              </td>
              <td>
                {row.builtIn ? (
                  <span className="badge badge--primary">{registryT('experiments.builtIn')}</span>
                ) : (
                  <>
                    <span className="badge badge--muted">
                      {registryT('experiments.thirdParty')}
                    </span>
                    {row.hasResultSecret ? null : (
                      <span className="muted no-secret">
                        {' '}
                        {registryT('experiments.secretNone')}
                      </span>
                    )}
                  </>
                )}
              </td>
              <td>
                {courseRows.find((course) => course.id === row.courseId)?.title ??
                  (row.courseId ? `#${row.courseId}` : registryT('experiments.noCourse'))}
              </td>
              <td className="num">{row.durationMinutes}</td>
              <td>
                {row.published ? (
                  <span className="badge badge--ok">{registryT('experiments.open')}</span>
                ) : (
                  <span className="badge badge--muted">{registryT('experiments.closed')}</span>
                )}
              </td>
              <td className="num">
                {row.launchCount} / {row.finishedCount}
              </td>
              <td>
                <div className="actions">
                  {row.builtIn || user?.role !== 'admin' ? null : (
                    <button
                      type="button"
                      className="xnfz-button xnfz-button--plain experiment-secret"
                      disabled={busyId === row.id}
                      aria-label={registryT('experiments.secretOf', {
                        action: registryT(
                          row.hasResultSecret ? 'experiments.secretAgain' : 'experiments.secret',
                        ),
                        title: row.title,
                      })}
                      onClick={() => void generateSecret(row)}
                    >
                      {registryT(
                        row.hasResultSecret ? 'experiments.secretAgain' : 'experiments.secret',
                      )}
                    </button>
                  )}
                  {row.builtIn ? null : (
                    <button
                      type="button"
                      className="xnfz-button xnfz-button--plain edit-experiment"
                      aria-label={`${registryT('experiments.edit')}：${row.title}`}
                      onClick={() => setEditing(row)}
                    >
                      {registryT('experiments.edit')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={
                      row.published
                        ? 'xnfz-button xnfz-button--danger toggle-open'
                        : 'xnfz-button toggle-open'
                    }
                    disabled={busyId === row.id}
                    aria-label={`${registryT(row.published ? 'experiments.closeAction' : 'experiments.openAction')}：${row.title}`}
                    onClick={() => void toggle(row)}
                  >
                    {registryT(
                      row.published ? 'experiments.closeAction' : 'experiments.openAction',
                    )}
                  </button>
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain edit-ilab"
                    aria-expanded={ilabOf?.id === row.id}
                    aria-label={ilabT('ilab.fieldsOf', { title: row.title })}
                    onClick={() => setIlabOf(row)}
                  >
                    {ilabT('ilab.fieldsAction')}
                  </button>
                  <a
                    className="xnfz-button xnfz-button--plain attempts-link"
                    href={consoleHref('/experiments/attempts', { id: row.id })}
                    aria-label={registryT('experiments.attemptsOf', { title: row.title })}
                  >
                    {registryT('experiments.attempts')}
                  </a>
                </div>
              </td>
            </tr>
          )}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPage={setPage}
        />
      </section>
    </WidgetShell>
  );
}
