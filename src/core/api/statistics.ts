import { callApi } from './client';
import type { CensusTotal, WebClicksAddData } from './contract';

/**
 * The portal's totals for the census cards.
 * @example
 * const { courseCount } = await getCensusTotal();
 */
export function getCensusTotal(): Promise<CensusTotal> {
  return callApi('/api/xnfz/censusTotal', {});
}

/**
 * Counts one page visit (called before every navigation).
 * @example
 * const { total } = await addWebClick();
 */
export function addWebClick(): Promise<WebClicksAddData> {
  return callApi('/api/xnfz/webClicksAdd', {});
}
