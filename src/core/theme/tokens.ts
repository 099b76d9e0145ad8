/**
 * Design tokens: the only place colours and sizes are written down.
 * Styles refer to them through `cssVar()`, which keeps the default as the fallback,
 * so an element renders correctly even on a page that never loads a theme.
 */
export const TOKEN_DEFAULTS = {
  'color-primary': '#c8161d',
  'color-primary-dark': '#9e1016',
  'color-on-primary': '#ffffff',
  'color-accent': '#d4a017',
  /** Text of the login status where it sits (the portal header sets it to white on red). */
  'color-status-text': '#1f2329',
  'color-text': '#1f2329',
  'color-muted': '#646a73',
  'color-border': '#e5e6eb',
  'color-bg': '#ffffff',
  'color-bg-soft': '#f7f8fa',
  'color-success': '#00a870',
  'color-success-text': '#007a52',
  'color-warning': '#ed7b2f',
  'color-warning-text': '#a4470c',
  'color-warning-bg': '#fff4e8',
  'color-danger': '#d54941',
  'color-danger-text': '#b3261e',
  'color-success-bg': '#e8f8f2',
  'color-overlay': 'rgba(255, 255, 255, 0.82)',
  'color-chart-1': '#c8161d',
  'color-chart-2': '#d4a017',
  'color-chart-3': '#1f5fbf',
  'color-chart-4': '#00a870',
  'color-chart-5': '#8a5cd1',
  'color-chart-grid': '#eef0f3',
  'color-silver': '#a8adb5',
  'color-bronze': '#b8733d',
  'chart-height': '320px',
  font: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif',
  'font-size': '15px',
  'font-size-small': '13px',
  'font-size-large': '18px',
  'font-size-title': '22px',
  'font-size-figure': '28px',
  'line-height': '1.6',
  radius: '8px',
  space: '8px',
  shadow: '0 2px 12px rgba(31, 35, 41, 0.08)',
  'focus-ring': '0 0 0 3px rgba(200, 22, 29, 0.35)',
  'content-width': '1200px',
  'header-height': '64px',
  'z-notice': '1000',
  'z-overlay': '900',
} as const;

export type TokenName = keyof typeof TOKEN_DEFAULTS;

/**
 * A token as a CSS `var()` with its default as fallback.
 * @example
 * `color: ${cssVar('color-primary')};` // → color: var(--xnfz-color-primary, #c8161d);
 */
export function cssVar(name: TokenName): string {
  return `var(--xnfz-${name}, ${TOKEN_DEFAULTS[name]})`;
}

/**
 * A multiple of the spacing step.
 * @example
 * `padding: ${space(2)};` // → calc(var(--xnfz-space, 8px) * 2)
 */
export function space(steps: number): string {
  return `calc(${cssVar('space')} * ${steps})`;
}
