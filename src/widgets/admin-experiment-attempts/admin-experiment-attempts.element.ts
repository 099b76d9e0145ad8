import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminExperimentAttempts } from './admin-experiment-attempts';

/**
 * @summary Console: an experiment's finished attempts with scores, paged, and their .xlsx export
 * (a teacher sees the experiments of the courses they own). Console page only.
 * @tag xnfz-admin-experiment-attempts
 * @attr experiment-id - The experiment shown first (0: none chosen yet).
 */
export const ADMIN_EXPERIMENT_ATTEMPTS_TAG = 'xnfz-admin-experiment-attempts';

defineWidget(ADMIN_EXPERIMENT_ATTEMPTS_TAG, AdminExperimentAttempts, {
  props: { experimentId: 'string' },
});
