import { listClasses } from '../../core/api/teaching/class-calls';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
import { consoleHref } from '../../core/router/console-router';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminGradebookStyles } from './admin-gradebook.styles';
import { GradebookView } from './gradebook-view';

export interface AdminGradebookProps {
  /** The class whose grade book to show (0 or unknown: the first the account manages). */
  classId?: string;
  container?: ShadowRoot;
}

/** The grade book after the classes the account manages (current ones first, then archived). */
function ClassGradebook({ classId, container }: { classId: number; container?: ShadowRoot }) {
  const result = useAsync(async () => {
    const [current, archived] = await Promise.all([
      listClasses({ pageNum: 1, pageSize: 100 }),
      listClasses({ pageNum: 1, pageSize: 100, archived: true }),
    ]);
    return [...current.rows, ...archived.rows];
  }, []);
  return (
    <AsyncView result={result}>
      {(classes) => {
        const chosen = classes.find((row) => row.id === classId) ?? classes[0];
        return chosen ? (
          <GradebookView key={chosen.id} classes={classes} chosen={chosen} container={container} />
        ) : (
          <section className="screen" aria-labelledby="gradebook-heading">
            <h1 className="heading" id="gradebook-heading">
              {gradebookT('gradebook.heading')}
            </h1>
            <div className="card empty-note no-classes" role="note">
              <p>{gradebookT('gradebook.noClasses')}</p>
              <a className="xnfz-button" href={consoleHref('/classes')}>
                {gradebookT('gradebook.toClasses')}
              </a>
            </div>
          </section>
        );
      }}
    </AsyncView>
  );
}

/** 成绩册: a class's grade book — figures, 总评 and levels, statistics, settings and export. */
export function AdminGradebook({ classId, container }: AdminGradebookProps) {
  const id = Number(classId);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminGradebookStyles}>
      <ClassGradebook classId={Number.isInteger(id) && id > 0 ? id : 0} container={container} />
    </WidgetShell>
  );
}
