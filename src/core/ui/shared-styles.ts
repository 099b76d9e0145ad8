import { cssVar, space } from '../theme/tokens';

/** Styles of the shared list parts (pager, breadcrumb, category tree, rich text, cards). */
export const LIST_STYLES = `
.xnfz-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: ${space(0.5)}; margin-top: ${space(3)}; }
.xnfz-pager-total { margin-right: ${space(1)}; color: ${cssVar('color-muted')}; }
.xnfz-pager button {
  min-width: ${space(4.5)}; min-height: ${space(4.5)}; padding: 0 ${space(1)}; cursor: pointer;
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.xnfz-pager button[aria-current='page'] { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.xnfz-pager button[disabled] { opacity: 0.5; cursor: not-allowed; }
.xnfz-breadcrumb ol { display: flex; flex-wrap: wrap; gap: ${space(0.5)}; margin: 0 0 ${space(2)}; padding: 0; list-style: none; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.xnfz-breadcrumb li + li::before { content: '>'; margin-right: ${space(0.5)}; }
.xnfz-breadcrumb a { color: inherit; }
.xnfz-tree { background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; padding: ${space(1)}; }
.xnfz-tree-list { margin: 0; padding: 0; list-style: none; }
.xnfz-tree-row { display: flex; align-items: center; gap: ${space(0.5)}; }
.xnfz-tree-toggle, .xnfz-tree-label { border: 0; background: transparent; cursor: pointer; color: ${cssVar('color-text')}; }
.xnfz-tree-toggle { display: inline-flex; padding: ${space(0.5)}; }
.xnfz-tree-spacer { display: inline-block; width: ${space(3)}; }
.xnfz-tree-label { flex: 1; text-align: left; padding: ${space(0.75)} ${space(1)}; border-radius: ${cssVar('radius')}; }
.xnfz-tree-label:hover { background: ${cssVar('color-bg-soft')}; }
.xnfz-tree-label[aria-current='true'] { background: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
.xnfz-rich-text { line-height: 1.8; overflow-wrap: anywhere; }
.xnfz-rich-text img { max-width: 100%; height: auto; }
.xnfz-rich-text table { border-collapse: collapse; max-width: 100%; }
.xnfz-rich-text td, .xnfz-rich-text th { border: 1px solid ${cssVar('color-border')}; padding: ${space(0.5)} ${space(1)}; }
.xnfz-grid { display: grid; gap: ${space(2)}; grid-template-columns: repeat(4, minmax(0, 1fr)); margin: 0; padding: 0; list-style: none; }
@container (max-width: 1100px) { .xnfz-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@container (max-width: 768px) { .xnfz-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 480px) { .xnfz-grid { grid-template-columns: minmax(0, 1fr); } }
.xnfz-card { display: flex; flex-direction: column; overflow: hidden; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')}; }
.xnfz-card-cover { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: ${cssVar('color-bg-soft')}; }
.xnfz-card-body { display: flex; flex-direction: column; gap: ${space(0.75)}; padding: ${space(1.5)}; }
.xnfz-card-title { margin: 0; font-size: ${cssVar('font-size')}; font-weight: 600; color: ${cssVar('color-text')}; text-decoration: none; }
.xnfz-card-title:hover { color: ${cssVar('color-primary')}; }
.xnfz-meta { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(1.5)}; color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')}; }
.xnfz-meta-item { display: inline-flex; align-items: center; gap: ${space(0.5)}; }
.xnfz-stars { display: inline-flex; color: ${cssVar('color-accent')}; }
.xnfz-input {
  min-height: ${space(5)}; padding: 0 ${space(1.5)}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.xnfz-tabs { display: flex; flex-wrap: wrap; gap: ${space(1)}; margin: 0 0 ${space(2)}; padding: 0; }
.xnfz-tab { display: inline-flex; align-items: center; gap: ${space(0.5)}; padding: ${space(0.75)} ${space(1.5)}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')}; cursor: pointer; }
.xnfz-tab[aria-selected='true'], .xnfz-tab[aria-pressed='true'] { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
`;
