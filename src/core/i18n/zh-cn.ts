/**
 * zh-CN: the default catalogue. Every text a person sees comes from here (or en-us.ts).
 * One module per area under zh-cn/; en-us/ mirrors it key for key.
 */
import { common } from './zh-cn/common';
import { commonLists } from './zh-cn/common-lists';
import { statistics } from './zh-cn/statistics';

export const zhCN = { ...common, ...commonLists, ...statistics } as const;

export type MessageKey = keyof typeof zhCN;
