/**
 * zh-CN: the default catalogue. Every text a person sees comes from here (or en-us.ts).
 * One module per area under zh-cn/; en-us/ mirrors it key for key.
 */
import { account } from './zh-cn/account';
import { courses } from './zh-cn/courses';
import { common } from './zh-cn/common';
import { commonLists } from './zh-cn/common-lists';
import { content } from './zh-cn/content';
import { experiments } from './zh-cn/experiments';
import { statistics } from './zh-cn/statistics';

export const zhCN = {
  ...common,
  ...commonLists,
  ...account,
  ...statistics,
  ...courses,
  ...content,
  ...experiments,
} as const;

export type MessageKey = keyof typeof zhCN;
