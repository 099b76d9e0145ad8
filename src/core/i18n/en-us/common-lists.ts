import type { commonLists as zh } from '../zh-cn/common-lists';

export const commonLists: Record<keyof typeof zh, string> = {
  'pager.label': 'Pagination',
  'pager.total': '{n} in total',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {n}',
  'breadcrumb.label': 'You are here',
  'tree.label': 'Categories',
  'tree.all': 'All',
  'tree.expand': 'Expand {name}',
  'tree.collapse': 'Collapse {name}',
};
