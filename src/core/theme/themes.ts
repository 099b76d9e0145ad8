import { TOKEN_DEFAULTS, type TokenName } from './tokens';

export type ThemeName = 'red' | 'blue' | 'dark';
export const THEME_NAMES: readonly ThemeName[] = ['red', 'blue', 'dark'];

type ThemeValues = Partial<Record<TokenName, string>>;

const THEMES: Record<ThemeName, ThemeValues> = {
  red: {},
  blue: {
    'color-primary': '#1f5fbf',
    'color-primary-dark': '#174a96',
    'color-chart-1': '#1f5fbf',
    'color-chart-3': '#c8161d',
    'focus-ring': '0 0 0 3px rgba(31, 95, 191, 0.35)',
  },
  dark: {
    // dark text on the light red (white on #e5484d was 3.91 : 1); hover goes lighter
    'color-primary': '#e5484d',
    'color-primary-dark': '#f06a6e',
    'color-on-primary': '#111111',
    'color-text': '#e8e9eb',
    'color-status-text': '#e8e9eb',
    'color-muted': '#a9aeb8',
    'color-border': '#3a3d44',
    'color-chart-grid': '#2e3138',
    'color-bg': '#1b1d22',
    'color-bg-soft': '#25282e',
    'color-overlay': 'rgba(27, 29, 34, 0.85)',
    'color-warning-bg': '#3a2a1a',
    'color-success-bg': '#17352b',
    'color-warning-text': '#ffb37a',
    'color-success-text': '#5fd3a8',
    'color-danger-text': '#ff8a80',
    shadow: '0 2px 12px rgba(0, 0, 0, 0.4)',
  },
};

/**
 * The custom-property declarations of a theme, for a `:root` or `:host` rule.
 * @example
 * style.textContent = `:root { ${themeDeclarations('blue')} }`;
 */
export function themeDeclarations(name: ThemeName): string {
  const values = { ...TOKEN_DEFAULTS, ...THEMES[name] };
  return Object.entries(values)
    .map(([token, value]) => `--xnfz-${token}: ${value};`)
    .join(' ');
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
