import { useCallback } from 'react';
import { listClasses } from '../../core/api/teaching/class-calls';
import type { ClassListQuery } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { classT } from '../../core/i18n/zh-cn/admin-classes';
import { consoleHref } from '../../core/router/console-router';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useAsync } from '../../core/ui/use-async';

type Query = Required<Pick<ClassListQuery, 'pageNum' | 'pageSize'>> &
  Omit<ClassListQuery, 'pageNum' | 'pageSize'>;

/** The classes the account manages: current or archived, searched by name, 学期 or course. */
export function ClassList() {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<Query>({ pageNum: 1, pageSize: 10 });
  const load = useCallback(() => listClasses(query), [query]);
  const result = useAsync(load, [query]);
  return (
    <section className="screen" aria-labelledby="classes-heading">
      <div className="bar">
        <h1 className="heading" id="classes-heading">
          {classT('classes.heading')}
        </h1>
        <a className="xnfz-button new-class" href={consoleHref('/classes/edit')}>
          {classT('classes.new')}
        </a>
      </div>
      <div className="xnfz-tabs" role="group" aria-label={classT('classes.heading')}>
        {([false, true] as const).map((archived) => (
          <button
            key={String(archived)}
            type="button"
            className="xnfz-tab"
            aria-pressed={Boolean(query.archived) === archived}
            onClick={() => setFilter({ archived: archived || undefined })}
          >
            {classT(archived ? 'classes.archivedTab' : 'classes.current')}
          </button>
        ))}
      </div>
      <ConsoleSearchBar id="classes-keyword" onSearch={(keyword) => setFilter({ keyword })} />
      <ConsoleTable
        result={result}
        area={classT('classes.heading')}
        columns={[
          { label: classT('classes.name') },
          { label: classT('classes.course') },
          { label: classT('classes.term') },
          { label: classT('classes.teachers') },
          { label: classT('classes.members'), numeric: true },
          { label: classT('classes.code') },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-class-id={row.id}>
            <td>{row.name}</td>
            <td>{row.courseTitle}</td>
            <td>{row.term}</td>
            <td>{row.teachers.map((person) => person.name).join('、')}</td>
            <td className="num">{row.memberCount}</td>
            <td>
              {row.archived ? (
                <span className="badge badge--muted">{classT('classes.archivedTab')}</span>
              ) : row.joinOpen && row.joinCode ? (
                <code className="join-code">{row.joinCode}</code>
              ) : (
                <span className="badge badge--muted">{classT('classes.codeOff')}</span>
              )}
            </td>
            <td className="actions">
              <a
                className="manage-class"
                href={consoleHref('/classes/members', { id: row.id })}
                aria-label={classT('classes.manageLabel', { name: row.name })}
              >
                {classT('classes.manage')}
              </a>
              <a
                className="edit-class"
                href={consoleHref('/classes/edit', { id: row.id })}
                aria-label={classT('classes.editLabel', { name: row.name })}
              >
                {classT('classes.edit')}
              </a>
            </td>
          </tr>
        )}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
    </section>
  );
}
