import { defineWidget } from '../../core/define-widget';
import { CHART_ELEMENT_PROPS } from '../../core/ui/chart-widget';
import { TrainingClicks } from './training-clicks';

/**
 * @summary Virtual-experiment launches by identity, as a doughnut.
 * @tag xnfz-training-clicks
 * @attr heading - Replaces the card title. @attr height - Chart height in px.
 * @attr refresh - Reload every N seconds (off by default).
 * @csspart base - The card. @csspart chart - The chart area. @csspart table - The data table.
 */
export const TRAINING_CLICKS_TAG = 'xnfz-training-clicks';

defineWidget(TRAINING_CLICKS_TAG, TrainingClicks, { props: CHART_ELEMENT_PROPS });
