import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
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
      noClasses={{
        headingId: 'gradebook-heading',
        heading: gradebookT('gradebook.heading'),
        note: gradebookT('gradebook.noClasses'),
        link: gradebookT('gradebook.toClasses'),
      }}
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
