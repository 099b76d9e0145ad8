import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminClassesStyles } from './admin-classes.styles';
import { ClassForm } from './class-form';
import { ClassList } from './class-list';
import { ClassMembers } from './class-members';

export interface AdminClassesProps {
  /** list (default), edit (class-id; 0: a new class) or members (class-id). */
  view?: string;
  classId?: string;
  container?: ShadowRoot;
}

/** 教学班: the classes a teacher manages, a class's form, and its students and join code. */
export function AdminClasses({ view, classId, container }: AdminClassesProps) {
  const id = Number(classId);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminClassesStyles}>
      {view === 'edit' ? (
        <ClassForm key={classId ?? ''} classId={valid ? id : 0} container={container} />
      ) : view === 'members' && valid ? (
        <ClassMembers key={id} classId={id} />
      ) : (
        <ClassList />
      )}
    </WidgetShell>
  );
}
