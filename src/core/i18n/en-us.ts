import { account } from './en-us/account';
import { courses } from './en-us/courses';
import { common } from './en-us/common';
import { commonLists } from './en-us/common-lists';
import { content } from './en-us/content';
import { experiments } from './en-us/experiments';
import { quiz } from './en-us/quiz';
import { report } from './en-us/report';
import { statistics } from './en-us/statistics';
import type { MessageKey } from './zh-cn';

/** en-US: every key of the zh-CN catalogue, for integrators embedding the elements in English pages. */
export const enUS: Record<MessageKey, string> = {
  ...common,
  ...commonLists,
  ...account,
  ...statistics,
  ...courses,
  ...content,
  ...experiments,
  ...quiz,
  ...report,
};
