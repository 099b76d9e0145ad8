import { useCallback, useState, type FormEvent } from 'react';
import { exportAudit, listAudit } from '../../core/api/admin/admin-calls';
import {
  AUDIT_ENTITIES,
  type AdminAuditListQuery,
  type AdminAuditRow,
  type AuditEntity,
} from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { AUDIT_ENTITY_NAMES, auditT } from '../../core/i18n/zh-cn/admin-audit';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ADMIN_LIMITS } from '../../core/validation/admin-rules';
import { adminAuditStyles } from './admin-audit.styles';

type Query = Required<Pick<AdminAuditListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminAuditListQuery, 'pageNum' | 'pageSize'>;

/** The filter's object types: every kind the server records, from the one list. */
export const ENTITY_OPTIONS: readonly (readonly [AuditEntity, string])[] = AUDIT_ENTITIES.map(
  (entity) => [entity, AUDIT_ENTITY_NAMES[entity]] as const,
);

/** The changed fields of an entry: 字段 原为 … 改为 …, one a line. */
function Changes({ row }: { row: AdminAuditRow }) {
  const t = useAdminT();
  if (row.changes.length === 0) return <span className="muted">{auditT('audit.noChanges')}</span>;
  const shown = (value: string | null) => value ?? t('audit.nothing');
  return (
    <ul className="changes" aria-label={t('audit.change')}>
      {row.changes.map((change, index) => (
        <li key={index}>
          <span className="field-name">{change.label}</span>
          <span className={change.before === null ? 'was empty' : 'was'}>
            <span className="xnfz-visually-hidden">{auditT('audit.beforeShort')}</span>
            {shown(change.before)}
          </span>
          <span className="arrow" aria-hidden="true">
            →
          </span>
          <span className="now">
            <span className="xnfz-visually-hidden">{auditT('audit.afterShort')}</span>
            {shown(change.after)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function HighlightBadge({ row }: { row: AdminAuditRow }) {
  if (!row.highlight) return null;
  return (
    <span className="badge badge--alert highlight-label">
      {auditT(row.highlight === 'adminGranted' ? 'audit.grantAdmin' : 'audit.removeAdmin')}
    </span>
  );
}

/**
 * The audit log: filters (actor, object type, date range), each change readable — the action and
 * object in Chinese, the object's name, before → after of only the fields that changed — grants of
 * 系统管理员 highlighted, and the filtered log exported as .xlsx.
 */
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

  const filters = {
    actor: query.actor,
    entity: query.entity,
    startDate: query.startDate,
    endDate: query.endDate,
  };

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminAuditStyles}>
      <section className="screen" aria-labelledby="audit-heading">
        <div className="bar">
          <h1 className="heading" id="audit-heading">
            {t('audit.heading')}
          </h1>
          <ExportButton
            label={auditT('audit.export')}
            ariaLabel={auditT('audit.exportLabel')}
            className="export-audit"
            run={() => exportAudit(filters)}
          />
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
            options={[['', t('list.all')], ...ENTITY_OPTIONS]}
            onChange={(event) =>
              setFilter({ entity: (event.target.value || undefined) as AuditEntity | undefined })
            }
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
            { label: t('audit.object') },
            { label: t('audit.change') },
          ]}
          row={(row) => (
            <tr
              key={row.id}
              data-action={row.action}
              data-entity={row.entity}
              className={row.highlight ? 'highlight' : undefined}
            >
              <td className="time" data-label={t('audit.time')}>
                {formatDateTime(row.createdAt)}
              </td>
              <td className="actor" data-label={t('audit.actor')}>
                {row.actor}
              </td>
              <td className="action" data-label={t('audit.action')}>
                <span className="action-name">{row.actionName}</span>
                <HighlightBadge row={row} />
              </td>
              <td className="object" data-label={t('audit.object')}>
                <span className="entity-name">{row.entityName}</span>
                {row.objectName ? <span className="object-name">{row.objectName}</span> : null}
              </td>
              <td className="change-cell" data-label={t('audit.change')}>
                <Changes row={row} />
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
