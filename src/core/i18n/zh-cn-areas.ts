/**
 * The zh-CN texts of the account, course, content and experiment areas. Every element that
 * shows any of them imports this module (statically: the texts are there before it renders);
 * the statistics elements do not, which keeps them out of a statistics-only page.
 */
import { account } from './zh-cn/account';
import { content } from './zh-cn/content';
import { courses } from './zh-cn/courses';
import { experiments } from './zh-cn/experiments';
import { zhCN } from './zh-cn';

Object.assign(zhCN, account, courses, content, experiments);
