import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminImport } from './admin-import';

/**
 * @summary Console (admins): bulk import of students and teachers from an .xlsx or .csv — a dry
 * run lists every row's problems, the import (all or nothing) only when every row is valid; a
 * template .csv made in the browser. Console page only.
 * @tag xnfz-admin-import
 */
export const ADMIN_IMPORT_TAG = 'xnfz-admin-import';

defineWidget(ADMIN_IMPORT_TAG, AdminImport);
