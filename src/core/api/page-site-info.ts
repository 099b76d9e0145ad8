import type { SiteInfo } from './contract';

/**
 * The id of the page's `<script type="application/json">` with the site information: the server
 * writes it into the portal page it sends (server/http/portal-page.ts), so the portal starts from
 * the same name, logo and footer as the prerendered first paint, without asking the API.
 */
export const SITE_INFO_DATA_ID = 'xnfz-site-info';

/**
 * The site information as the portal page carries it, or null (a page from a plain static host,
 * or a host site that embeds the elements).
 * @example
 * const info = pageSiteInfo() ?? (await getSiteInfo());
 */
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
