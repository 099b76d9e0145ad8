import { createContext, useContext } from 'react';
import type { SiteInfo } from '../core/api/contract';
import { useT } from '../core/i18n/translate';

/**
 * The id of the page's `<script type="application/json">` with the site information: the server
 * writes it into the portal page it sends (server/http/portal-page.ts), so the portal starts from
 * the same name, logo and footer as the prerendered first paint, without asking the API.
 */
export const SITE_INFO_DATA_ID = 'xnfz-site-info';

/** The site information of the portal page; null until known (the catalogue's defaults show). */
export const SiteContext = createContext<SiteInfo | null>(null);

/** The site information as the page carries it, or null (a page from a plain static host). */
export function pageSiteInfo(): SiteInfo | null {
  const text = document.getElementById(SITE_INFO_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const info = JSON.parse(text) as SiteInfo | null;
    const whole =
      typeof info?.name === 'string' &&
      typeof info.logo === 'string' &&
      typeof info.footer === 'string' &&
      typeof info.contact === 'object' &&
      info.contact !== null &&
      Array.isArray(info.links);
    return whole ? info : null;
  } catch {
    return null;
  }
}

/** The portal's site information (null: the catalogue's defaults). */
export function useSite(): SiteInfo | null {
  return useContext(SiteContext);
}

/** The site's name: the one saved in the console, else the catalogue's. */
export function useSiteName(): string {
  const t = useT();
  return useSite()?.name || t('site.name');
}
