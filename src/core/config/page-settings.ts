import { THEME_NAMES, type ThemeName } from '../theme/themes';
import type { Lang, PortalConfig } from './config';

/**
 * The page-wide bridge `window.xnfz`: the loader (or the page itself) may set settings before any
 * element code has loaded; the first element to load applies them and takes over `configure`.
 */
export interface XnfzGlobal {
  settings: Partial<PortalConfig>;
  configure: (changes: Partial<PortalConfig>) => void;
  /** Set by the element code once it runs. */
  ready?: boolean;
  /**
   * Set by the loader, which keeps space for elements before they are defined: keeps it in a new
   * shadow root until the element's first render (core/ui/prerendered.ts).
   */
  keepSpace?: (host: HTMLElement, root: ShadowRoot) => void;
}

declare global {
  interface Window {
    xnfz?: XnfzGlobal;
  }
}

const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

/**
 * Keeps only well-formed settings (they may come from `data-*` attributes a person typed).
 * @example
 * cleanSettings({ theme: 'blue', lang: 'fr' }); // → { theme: 'blue' }
 */
export function cleanSettings(raw: Record<string, unknown>): Partial<PortalConfig> {
  const clean: Partial<PortalConfig> = {};
  if (typeof raw.apiBase === 'string') clean.apiBase = raw.apiBase.trim();
  if (typeof raw.portalUrl === 'string') clean.portalUrl = raw.portalUrl.trim();
  if (typeof raw.lang === 'string' && (LANGS as readonly string[]).includes(raw.lang))
    clean.lang = raw.lang as Lang;
  if (typeof raw.theme === 'string' && (THEME_NAMES as readonly string[]).includes(raw.theme)) {
    clean.theme = raw.theme as ThemeName;
  }
  if (typeof raw.timeoutMs === 'number' && raw.timeoutMs > 0) clean.timeoutMs = raw.timeoutMs;
  if (typeof raw.notice === 'string' && raw.notice) clean.notice = raw.notice;
  return clean;
}

/** Settings left on the page before the element code loaded. */
export function pendingPageSettings(): Partial<PortalConfig> {
  return typeof window === 'undefined' ? {} : cleanSettings(window.xnfz?.settings ?? {});
}
