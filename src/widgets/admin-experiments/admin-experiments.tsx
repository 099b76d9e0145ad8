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
import {
  ConsoleDialog,
  DeleteDialogActions,
  SecretDialog,
} from '../../core/ui/admin/console-dialog';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useRowAction } from '../../core/ui/admin/use-row-action';
import { RowButton } from '../../core/ui/admin/row-actions';
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

/** A dialog open over the list: confirming a new secret, or showing the one just made. */
type Pending =
  { kind: 'confirm'; row: AdminExperiment } | { kind: 'secret'; title: string; secret: string };

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
  const [ilabOf, setIlabOf] = useState<AdminExperiment | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { busyId, run } = useRowAction();
  const { user } = useSnapshot(auth);

  const generateSecret = (row: AdminExperiment) =>
    run(row.id, async () => {
      const made = await regenerateExperimentSecret(row.id);
      setPending({ kind: 'secret', title: row.title, secret: made.secret });
      result.reload();
    });

  const toggle = (row: AdminExperiment) =>
    run(row.id, async () => {
      const saved = await publishAdminExperiment(row.id, !row.published);
      result.reload();
      return registryT(saved.published ? 'experiments.opened' : 'experiments.closedNotice', {
        title: saved.title,
      });
    });

  let dialog = null;
  if (pending?.kind === 'confirm') {
    const { row } = pending;
    dialog = (
      <ConsoleDialog
        title={registryT('experiments.secretOf', {
          action: registryT('experiments.secretAgain'),
          title: row.title,
        })}
        onCancel={() => setPending(null)}
        actions={
          <DeleteDialogActions
            confirmLabel={registryT('experiments.secretAgain')}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              setPending(null);
              void generateSecret(row);
            }}
          />
        }
      >
        <p>{registryT('experiments.secretConfirm')}</p>
      </ConsoleDialog>
    );
  } else if (pending?.kind === 'secret') {
    dialog = (
      <SecretDialog
        title={registryT('experiments.secretTitle', { title: pending.title })}
        secret={pending.secret}
        secretClass="result-secret"
        hint={registryT('experiments.secretHint')}
        closeLabel={registryT('experiments.secretDone')}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminExperimentsStyles}>
      <section className="screen" aria-labelledby="experiments-heading">
        <ScreenBar headingId="experiments-heading" heading={registryT('experiments.heading')}>
          <button
            type="button"
            className="xnfz-button new-experiment"
            aria-expanded={editing === 'new'}
            onClick={() => setEditing('new')}
          >
            {registryT('experiments.new')}
          </button>
        </ScreenBar>
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
          row={(row) => {
            const secretLabel = registryT(
              row.hasResultSecret ? 'experiments.secretAgain' : 'experiments.secret',
            );
            return (
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
                      {row.resultOrigin === '' ? (
                        <span className="muted no-origin">
                          {' '}
                          {registryT('experiments.originNone')}
                        </span>
                      ) : row.hasResultSecret ? null : (
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
                    {/* a secret signs results sent from the registered result origin only */}
                    {row.builtIn || row.resultOrigin === '' || user?.role !== 'admin' ? null : (
                      <button
                        type="button"
                        className="xnfz-button xnfz-button--plain experiment-secret"
                        disabled={busyId === row.id}
                        aria-label={registryT('experiments.secretOf', {
                          action: secretLabel,
                          title: row.title,
                        })}
                        onClick={() =>
                          row.hasResultSecret
                            ? setPending({ kind: 'confirm', row })
                            : void generateSecret(row)
                        }
                      >
                        {secretLabel}
                      </button>
                    )}
                    {row.builtIn ? null : (
                      <RowButton
                        label={registryT('experiments.edit')}
                        of={row.title}
                        className="edit-experiment"
                        tone="plain"
                        onClick={() => setEditing(row)}
                      />
                    )}
                    <RowButton
                      label={registryT(
                        row.published ? 'experiments.closeAction' : 'experiments.openAction',
                      )}
                      of={row.title}
                      className="toggle-open"
                      tone={row.published ? 'danger' : 'primary'}
                      disabled={busyId === row.id}
                      onClick={() => void toggle(row)}
                    />
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
            );
          }}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPage={setPage}
        />
      </section>
      {dialog}
    </WidgetShell>
  );
}
