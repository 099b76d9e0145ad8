import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminClasses } from './admin-classes';

/**
 * @summary Console: 教学班 — the classes a teacher manages (their own courses' and those they
 * co-teach; editors and admins all), a class's form, and its join code, roster import and
 * students. Console page only.
 * @tag xnfz-admin-classes
 * @attr view - list (default), edit or members.
 * @attr class-id - The class whose form (view edit; 0: a new one) or students (view members) to show.
 */
export const ADMIN_CLASSES_TAG = 'xnfz-admin-classes';

defineWidget(ADMIN_CLASSES_TAG, AdminClasses, { props: { view: 'string', classId: 'string' } });
