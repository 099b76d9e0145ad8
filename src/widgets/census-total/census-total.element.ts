import { defineWidget } from '../../core/define-widget';
import { CensusTotal } from './census-total';

/**
 * @summary The portal's totals (courses, lessons, resources, users, experiments, visits,
 * learning time) as number cards with icons; numbers above 10 000 read as 万.
 * @tag xnfz-census-total
 * @attr heading - Replaces the heading 平台数据总览; `none` hides it.
 * @csspart base - The section around the cards.
 * @csspart title - The heading.
 * @csspart card - One figure card.
 * @cssprop --xnfz-color-primary - Icon background.
 */
export const CENSUS_TOTAL_TAG = 'xnfz-census-total';

defineWidget(CENSUS_TOTAL_TAG, CensusTotal, { props: { heading: 'string' } });
