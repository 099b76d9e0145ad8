import { proxy } from 'valtio/vanilla';
import type { ThemeName } from '../theme/themes';
import { cleanSettings, pendingPageSettings } from './page-settings';

export type Lang = 'zh-CN' | 'en-US';

export interface PortalConfig {
  /** Origin (and path prefix) of the API; empty means the page's own origin. */
  apiBase: string;
  /** Address of the full portal page, for links out of embedded elements. Empty: this page. */
  portalUrl: string;
  lang: Lang;
  theme: ThemeName;
  /** Per-request timeout; the spec fixes 60 000 ms. */
  timeoutMs: number;
  /**
   * Where a page without the portal's host shows notices (登录成功, warnings): `top` of the window,
   * `none`, or a CSS selector of the element to put them in (the loader's `data-notice`).
   */
  notice: string;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** The page-wide settings every element reads. */
export const config = proxy<PortalConfig>({
  apiBase: '',
  portalUrl: '',
  lang: 'zh-CN',
  theme: 'red',
  timeoutMs: DEFAULT_TIMEOUT_MS,
  notice: 'top',
  ...pendingPageSettings(),
});

/**
 * Changes page-wide settings; elements re-render with them.
 * @example
 * configure({ apiBase: 'https://portal.example.edu.cn', lang: 'en-US' });
 */
export function configure(changes: Partial<PortalConfig>): void {
  Object.assign(config, cleanSettings(changes as Record<string, unknown>));
}

/**
 * Makes `window.xnfz.configure` change this page's settings from now on.
 * @example
 * window.xnfz.configure({ theme: 'dark' }); // restyles every element on the page
 */
export function exposeConfigure(): void {
  const bridge = window.xnfz ?? { settings: {}, configure: () => undefined };
  configure(bridge.settings);
  bridge.configure = (changes) => {
    Object.assign(bridge.settings, changes);
    configure(changes);
  };
  bridge.ready = true;
  window.xnfz = bridge;
}
