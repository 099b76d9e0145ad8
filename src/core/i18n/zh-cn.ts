/**
 * zh-CN: the default catalogue. Every text a person sees comes from here (or en-us.ts).
 * One module per area under zh-cn/; en-us/ mirrors it key for key.
 *
 * Only the texts every element may need (common, lists, statistics) are here from the start;
 * the area texts (account, courses, content, experiments) arrive with the elements that use them
 * (zh-cn-areas.ts), so a page with only statistics elements does not download them.
 */
import { common } from './zh-cn/common';
import { commonLists } from './zh-cn/common-lists';
import { statistics } from './zh-cn/statistics';
import type { account } from './zh-cn/account';
import type { content } from './zh-cn/content';
import type { courses } from './zh-cn/courses';
import type { experiments } from './zh-cn/experiments';
import type { QuizMessageKey } from './zh-cn/quiz';
import type { ReportMessageKey } from './zh-cn/report';

type CoreTexts = typeof common & typeof commonLists & typeof statistics;
type AreaTexts = typeof account & typeof courses & typeof content & typeof experiments;

/**
 * …and the student's teaching texts (`quiz.…`, `report.…`), merged by quiz-translate.ts and
 * report-translate.ts where they show.
 */
export type MessageKey = keyof (CoreTexts & AreaTexts) | QuizMessageKey | ReportMessageKey;

/** The zh-CN texts on the page so far: the core ones, and each area once it has arrived. */
export const zhCN: Partial<Record<MessageKey, string>> = {
  ...common,
  ...commonLists,
  ...statistics,
};
