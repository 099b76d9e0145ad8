import { createContext, useContext } from 'react';
import type { SiteInfo } from '../core/api/contract';
import { useT } from '../core/i18n/translate';

/** The site information of the portal page; null until known (the catalogue's defaults show). */
export const SiteContext = createContext<SiteInfo | null>(null);

/** The portal's site information (null: the catalogue's defaults). */
export function useSite(): SiteInfo | null {
  return useContext(SiteContext);
}

/** The site's name: the one saved in the console, else the catalogue's. */
export function useSiteName(): string {
  const t = useT();
  return useSite()?.name || t('site.name');
}
