import { callApi } from './client';
import type {
  CensusTotal,
  CourseType,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountQuery,
  LessonLearnCountRow,
  LessonRankingQuery,
  LessonRankingRow,
  NameValue,
  WebClicksAddData,
  WebMonthClicks,
} from './contract';

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

/** Courses per top-level category (optionally of one course type). */
export function getLessonCount(query: { type?: CourseType } = {}): Promise<NameValue[]> {
  return callApi('/api/xnfz/lessonCount', query);
}

/** Courses with the most learners in a date range. */
export function getLessonLearnCount(
  query: LessonLearnCountQuery = {},
): Promise<LessonLearnCountRow[]> {
  return callApi('/api/xnfz/lessonLearnCount', query);
}

/** Page visits of the last 12 months by identity. */
export function getIdentityMonthClicks(): Promise<IdentityMonthSeries> {
  return callApi('/api/xnfz/identityMonthClicks', {});
}

/** Experiment launches by identity. */
export function getIdentityTrainingClicks(): Promise<IdentityValue[]> {
  return callApi('/api/xnfz/identityTrainingClicks', {});
}

/** Learning seconds of the last 12 months by identity. */
export function getIdentityMonthDuration(): Promise<IdentityMonthSeries> {
  return callApi('/api/xnfz/identityMonthDuration', {});
}

/** Page visits of the last 12 months. */
export function getWebMonthClicks(): Promise<WebMonthClicks> {
  return callApi('/api/xnfz/webMonthClicks', {});
}

/**
 * The course ranking by learners, rating or clicks.
 * @example
 * const top = await getLessonRanking({ by: 'rating', limit: 5 });
 */
export function getLessonRanking(query: LessonRankingQuery = {}): Promise<LessonRankingRow[]> {
  return callApi('/api/xnfz/lessonRanking', query);
}
