import { useCallback, useState, type FormEvent } from 'react';
import { listAudit } from '../../core/api/admin/admin-calls';
import type { AdminAuditListQuery, AdminAuditRow } from '../../core/api/admin-contract';
import { useAdminT, type AdminKey } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import { adminAuditStyles } from './admin-audit.styles';

type Query = Required<Pick<AdminAuditListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminAuditListQuery, 'pageNum' | 'pageSize'>;

const ENTITIES: Record<string, AdminKey> = {
  article: 'audit.entity.article',
  user: 'audit.entity.user',
  feedback: 'audit.entity.feedback',
  site: 'audit.entity.site',
};

function shown(value: unknown, nothing: string): string {
  if (value === null || value === undefined) return nothing;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function Change({ row }: { row: AdminAuditRow }) {
  const t = useAdminT();
  return (
    <div className="change">
      <pre aria-label={t('audit.before')} tabIndex={0}>
        {shown(row.before, t('audit.nothing'))}
      </pre>
      <span className="arrow" aria-hidden="true">
        →
      </span>
      <pre aria-label={t('audit.after')} tabIndex={0}>
        {shown(row.after, t('audit.nothing'))}
      </pre>
    </div>
  );
}

/** The audit log: filters (actor, object type, date range) and before → after of each change. */
export function AdminAudit() {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({ pageNum: 1, pageSize: 20 });
  const [form, setForm] = useState({ actor: '', startDate: '', endDate: '' });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const load = useCallback(() => listAudit(query), [query]);
  const result = useAsync(load, [query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.startDate && form.endDate && form.startDate > form.endDate) {
      setRangeError(t('audit.badRange'));
      return;
    }
    setRangeError(null);
    setFilter({
      actor: form.actor.trim() || undefined,
      startDate: form.startDate || undefined,
      endDate: form.endDate || undefined,
    });
  }

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminAuditStyles}>
      <section className="screen" aria-labelledby="audit-heading">
        <div className="bar">
          <h1 className="heading" id="audit-heading">
            {t('audit.heading')}
          </h1>
        </div>
        <form
          className="card filters"
          role="search"
          aria-label={t('list.filters')}
          onSubmit={submit}
          noValidate
        >
          <FormField
            id="audit-actor"
            label={t('audit.actor')}
            type="search"
            value={form.actor}
            maxLength={ADMIN_LIMITS.keyword}
            onChange={(event) => setForm({ ...form, actor: event.target.value })}
          />
          <SelectField
            id="audit-entity"
            label={t('audit.entity')}
            value={query.entity ?? ''}
            options={[
              ['', t('list.all')],
              ...Object.entries(ENTITIES).map(([value, key]) => [value, t(key)] as const),
            ]}
            onChange={(event) => setFilter({ entity: event.target.value || undefined })}
          />
          <FormField
            id="audit-start"
            label={t('audit.startDate')}
            type="date"
            value={form.startDate}
            onChange={(event) => setForm({ ...form, startDate: event.target.value })}
          />
          <FormField
            id="audit-end"
            label={t('audit.endDate')}
            type="date"
            value={form.endDate}
            error={rangeError}
            onChange={(event) => setForm({ ...form, endDate: event.target.value })}
          />
          <button type="submit" className="xnfz-button">
            {t('list.search')}
          </button>
        </form>
        <ConsoleTable
          result={result}
          area={t('audit.heading')}
          columns={[
            { label: t('audit.time') },
            { label: t('audit.actor') },
            { label: t('audit.action') },
            { label: t('audit.entity') },
            { label: t('audit.change') },
          ]}
          row={(row) => (
            <tr key={row.id} data-action={row.action}>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>{row.actorName}</td>
              <td>
                <code>{row.action}</code>
              </td>
              <td>
                {ENTITIES[row.entity] ? t(ENTITIES[row.entity] as AdminKey) : row.entity}{' '}
                <span className="muted">#{row.entityId}</span>
              </td>
              <td>
                <Change row={row} />
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
