import { cssVar, space } from '../../core/theme/tokens';
import { FORM_STYLES } from '../../core/ui/form-styles';
import { MY_QUIZ_ROW_STYLES } from '../../core/ui/my-quiz-row.styles';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const personalCenterStyles = `${LIST_STYLES}${FORM_STYLES}
.layout { display: grid; grid-template-columns: calc(${cssVar('space')} * 28) minmax(0, 1fr); gap: ${space(3)}; align-items: start; }
@container (max-width: 768px) { .layout { grid-template-columns: minmax(0, 1fr); } }
.menu { margin: 0; padding: ${space(1)}; list-style: none; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
@container (max-width: 768px) { .menu { display: flex; flex-wrap: wrap; gap: ${space(0.5)}; } }
.menu-link { display: flex; align-items: center; gap: ${space(1)}; padding: ${space(1)} ${space(1.5)}; border-radius: ${cssVar('radius')}; color: ${cssVar('color-text')}; text-decoration: none; }
.menu-link:hover { background: ${cssVar('color-bg-soft')}; }
.menu-link[aria-current='page'] { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.content { min-width: 0; padding: ${space(3)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.content .panel { max-width: none; margin: 0; padding: 0; border: 0; box-shadow: none; }
.section-title { margin: 0 0 ${space(2)}; font-size: ${cssVar('font-size-large')}; }
.rows { margin: 0; padding: 0; list-style: none; }
.row { display: flex; align-items: center; gap: ${space(2)}; padding: ${space(1.5)} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.row-cover { flex: none; width: calc(${cssVar('space')} * 14); aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.row-body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: ${space(0.5)}; }
.row-title { font-weight: 600; color: ${cssVar('color-text')}; text-decoration: none; }
.row-title:hover { color: ${cssVar('color-primary')}; }
@container (max-width: 480px) { .row { flex-wrap: wrap; } .row-cover { width: 100%; } }
.progress { display: flex; align-items: center; gap: ${space(1)}; }
.progress-bar { flex: 1; max-width: calc(${cssVar('space')} * 30); height: ${space(1)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-border')}; overflow: hidden; }
.progress-fill { display: block; height: 100%; background: ${cssVar('color-primary')}; }
.filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space(1.5)}; margin-bottom: ${space(2)}; }
.filters .field { margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: ${space(1)}; border-bottom: 1px solid ${cssVar('color-border')}; text-align: left; }
thead th { background: ${cssVar('color-bg-soft')}; }
/* on phones each row of a record table is a card: one line per cell, its heading beside it */
@container (max-width: 600px) {
  .stack-table, .stack-table tbody, .stack-table tr, .stack-table td { display: block; }
  .stack-table thead {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
  .stack-table tr {
    margin-bottom: ${space(1.5)}; padding: ${space(1)} ${space(1.5)};
    border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  }
  .stack-table td {
    display: grid; grid-template-columns: calc(${cssVar('space')} * 9) minmax(0, 1fr); gap: ${space(1)};
    padding: ${space(0.5)} 0; border-bottom: 0; overflow-wrap: anywhere;
  }
  .stack-table td::before { content: attr(data-label); color: ${cssVar('color-muted')}; }
  .stack-table td > * { grid-column: 2; }
  .stack-table .steps-row { margin-top: calc(${space(1.5)} * -1); border-top: 0; border-radius: 0 0 ${cssVar('radius')} ${cssVar('radius')}; }
  .stack-table td.steps-cell { display: block; }
  .stack-table td.steps-cell::before { content: none; }
  .stack-table .steps-table td { grid-template-columns: calc(${cssVar('space')} * 10) minmax(0, 1fr); }
  .stack-table .steps-table tr { margin-bottom: ${space(1)}; }
}
.message { align-items: flex-start; }
@container (max-width: 480px) { .message .row-body { flex-basis: 100%; } }
.message .row-title { margin: 0; font-size: ${cssVar('font-size')}; }
.message:not(.unread) .row-title { font-weight: 400; }
.unread-mark { display: inline-block; margin-right: ${space(1)}; padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; }
.message-text { margin: ${space(0.5)} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.menu-count { margin-left: auto; min-width: ${space(2.5)}; padding: 0 ${space(0.75)}; border-radius: ${space(1.25)}; background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; font-size: ${cssVar('font-size-small')}; text-align: center; }
.menu-link[aria-current='page'] .menu-count { background: ${cssVar('color-on-primary')}; color: ${cssVar('color-primary')}; }
.join-class { max-width: calc(${cssVar('space')} * 60); margin-bottom: ${space(2)}; }
.archived-mark { margin-left: ${space(1)}; padding: 0 ${space(0.75)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; font-weight: 400; }
.my-class .row-title { margin: 0; font-size: ${cssVar('font-size')}; }
${MY_QUIZ_ROW_STYLES}
.grade-cards { display: flex; flex-direction: column; gap: ${space(2)}; margin: 0; padding: 0; list-style: none; }
.grade-card { padding: ${space(2)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.grade-head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: ${space(1)} ${space(2)}; }
.grade-head .row-body { flex: 1 1 calc(${cssVar('space')} * 30); }
.grade-card .row-title { margin: 0; font-size: ${cssVar('font-size-large')}; overflow-wrap: anywhere; }
.grade-summary { display: flex; gap: ${space(3)}; margin: 0; }
.grade-summary dt { color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.grade-summary dd { display: flex; align-items: center; min-height: ${space(4.5)}; margin: 0; }
.grade-final { font-size: ${cssVar('font-size-figure')}; font-weight: 600; line-height: 1.2; }
.grade-level { padding: 0 ${space(1)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-success-bg')}; color: ${cssVar('color-success-text')}; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.grade-level[data-level='fail'] { background: ${cssVar('color-warning-bg')}; color: ${cssVar('color-danger-text')}; }
.grade-pending { margin: ${space(1)} 0 0; }
.grade-items { margin-top: ${space(1.5)}; }
.grade-items td { overflow-wrap: anywhere; }
.grade-items th:not(:first-child), .grade-items td:not(:first-child) { width: 1%; white-space: nowrap; text-align: right; }
.grade-kind { margin-right: ${space(1)}; padding: 0 ${space(0.5)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; white-space: nowrap; }
.grade-undone { color: ${cssVar('color-muted')}; }
.grade-rules { margin: ${space(1.5)} 0 0; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
@container (max-width: 480px) {
  .grade-card { padding: ${space(1.5)}; }
  .grade-items th, .grade-items td { padding: ${space(1)} ${space(0.5)}; }
}
.records-title { margin: ${space(3)} 0 ${space(1.5)}; font-size: ${cssVar('font-size')}; }
.report summary { cursor: pointer; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.report-text { margin: ${space(0.5)} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.steps-row > td { border-bottom: 1px solid ${cssVar('color-border')}; }
.steps-table { margin-top: ${space(1)}; font-size: ${cssVar('font-size-small')}; }
.steps-table th, .steps-table td { white-space: normal; vertical-align: top; }
.steps-table td[data-score], .steps-table td[data-seconds] { white-space: nowrap; }
.steps-caption {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.total { margin-top: ${space(1.5)}; color: ${cssVar('color-muted')}; }
.grid-2 { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 ${space(2)}; }
@container (max-width: 600px) { .grid-2 { grid-template-columns: minmax(0, 1fr); } }
.readonly { color: ${cssVar('color-muted')}; }
.my-report .row-title { margin: 0; font-size: ${cssVar('font-size')}; }
.my-report .report-status, .my-report .report-late { margin: 0 0 0 ${space(1)}; }
.my-report .report-action { flex: none; text-decoration: none; }
.report-start { margin-top: ${space(1)}; display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1)}; }
.report-start .write-report { min-height: ${space(4)}; }
.report-pick label { flex: 1 0 100%; }
.report-pick select { flex: 1 1 calc(${cssVar('space')} * 24); min-width: 0; }
.report-start-actions { display: flex; gap: ${space(1)}; }
.report-start-problem { flex: 1 0 100%; margin: 0; color: ${cssVar('color-danger-text')}; }
`;
