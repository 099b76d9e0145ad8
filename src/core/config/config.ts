import { proxy } from 'valtio/vanilla';
import type { ThemeName } from '../theme/themes';

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
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** The page-wide settings every element reads. */
export const config = proxy<PortalConfig>({
  apiBase: '',
  portalUrl: '',
  lang: 'zh-CN',
  theme: 'red',
  timeoutMs: DEFAULT_TIMEOUT_MS,
});

/**
 * Changes page-wide settings; elements re-render with them.
 * @example
 * configure({ apiBase: 'https://portal.example.edu.cn', lang: 'en-US' });
 */
export function configure(changes: Partial<PortalConfig>): void {
  Object.assign(config, changes);
}
