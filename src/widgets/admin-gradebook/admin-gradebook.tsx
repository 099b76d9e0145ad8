import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
import { consoleHref } from '../../core/router/console-router';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { WithChosenClass } from '../../core/ui/admin/class-chooser';
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
  return (
    <WithChosenClass
      classId={classId}
      none={
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
      }
    >
      {(classes, chosen) => (
        <GradebookView key={chosen.id} classes={classes} chosen={chosen} container={container} />
      )}
    </WithChosenClass>
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
