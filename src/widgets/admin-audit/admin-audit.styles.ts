import { cssVar, space } from '../../core/theme/tokens';
import { LIST_STYLES } from '../../core/ui/shared-styles';

export const adminAuditStyles = `
${LIST_STYLES}
td.time { white-space: nowrap; }
td.action { min-width: calc(${cssVar('space')} * 12); }
td.object { min-width: calc(${cssVar('space')} * 16); }
.object-name { display: block; font-weight: 600; overflow-wrap: anywhere; }
.entity-name { display: block; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.action-name { display: block; }
td.change-cell { min-width: calc(${cssVar('space')} * 30); white-space: normal; }
.changes { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${space(0.5)}; }
.changes li { overflow-wrap: anywhere; }
.field-name { font-weight: 600; margin-right: ${space(0.75)}; }
.was { color: ${cssVar('color-muted')}; text-decoration: line-through; }
.was.empty { text-decoration: none; }
.arrow { margin: 0 ${space(0.5)}; color: ${cssVar('color-muted')}; }
tr.highlight td { background: ${cssVar('color-warning-bg')}; }
tr.highlight td:first-child { box-shadow: inset ${space(0.5)} 0 0 ${cssVar('color-danger')}; }
.badge--alert { margin-top: ${space(0.5)}; color: ${cssVar('color-danger-text')}; background: ${cssVar('color-bg')}; border-color: ${cssVar('color-danger')}; font-weight: 600; }
/* phones: each entry a card, every value under its column's name (nothing off-screen) */
@media (max-width: 768px) {
  table, tbody, tr, td { display: block; width: 100%; box-sizing: border-box; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  tr { border-bottom: 1px solid ${cssVar('color-border')}; padding: ${space(1)} 0; }
  td { border: 0; padding: ${space(0.5)} ${space(1)}; white-space: normal; min-width: 0; }
  td.time, td.object, td.action, td.change-cell { min-width: 0; }
  td::before {
    content: attr(data-label); display: block; color: ${cssVar('color-muted')};
    font-size: ${cssVar('font-size-small')};
  }
  tr.highlight td:first-child { box-shadow: none; }
  tr.highlight { border-left: ${space(0.5)} solid ${cssVar('color-danger')}; background: ${cssVar('color-warning-bg')}; }
}
`;
