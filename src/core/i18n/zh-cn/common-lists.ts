/** Texts of the shared list parts: pager, breadcrumb, category tree. */
export const commonLists = {
  'pager.label': '分页',
  'pager.total': '共 {n} 条',
  'pager.previous': '上一页',
  'pager.next': '下一页',
  'pager.page': '第 {n} 页',
  'breadcrumb.label': '当前位置',
  'tree.label': '分类',
  'tree.all': '全部',
  'tree.expand': '展开 {name}',
  'tree.collapse': '收起 {name}',
} as const;
