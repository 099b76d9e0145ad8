/**
 * A lab report printed from the browser (打印 on the student's report page and on the console's
 * grading page): only the report — no buttons, toolbars, save bar or version list —, black on
 * white whatever the theme (a printer draws no backgrounds by default), comment boxes printing
 * all their text, tables wrapping instead of scrolling, rows, the chart and rubric items never
 * split across pages. A4 pages are PRINT_PAGE_RULE (print-page.ts) in the portal's and the
 * console's page style (Chromium ignores an `@page` inside a shadow root); their chrome hides
 * itself in their own styles (src/host/portal.styles.ts, src/admin/admin-app.styles.ts). Printed,
 * the page is about 700 px wide, so both pages are in their one-column layout already.
 */
export const REPORT_PRINT_STYLES = `
@media print {
  :host {
    --xnfz-color-text: #000; --xnfz-color-muted: #000; --xnfz-color-primary: #000;
    --xnfz-color-primary-dark: #000; --xnfz-color-chart-1: #000; --xnfz-color-warning-text: #000;
    --xnfz-color-success-text: #000; --xnfz-color-danger-text: #000; --xnfz-color-bg: #fff;
    --xnfz-color-bg-soft: #fff;
  }
  button, .xnfz-button, [role='toolbar'], .write-bar, .history, .versions { display: none !important; }
  .record-scroll { overflow: visible; }
  .record-table th, .record-table td { white-space: normal; }
  textarea { field-sizing: content; resize: none; }
  tr, svg, fieldset { break-inside: avoid; }
  h1, h2, h3, caption { break-after: avoid; }
}
`;
