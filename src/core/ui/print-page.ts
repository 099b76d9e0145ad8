/**
 * The printed page box — A4 with a margin — for the portal's and the console's page style
 * (src/host/main.ts, src/admin/main.ts): Chromium ignores an `@page` inside a shadow root, so the
 * elements' print rules (report-print.styles.ts) cannot set it. A module of its own, so each page's
 * entry takes it without linking to an element's chunk.
 */
export const PRINT_PAGE_RULE = '@media print { @page { size: A4; margin: 15mm 12mm; } }';
