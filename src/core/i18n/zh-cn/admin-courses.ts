/**
 * Texts of the console's course editor, category trees and ordered lists (zh-CN: the console is
 * for the centre's staff). Only console code imports this module: it never reaches a portal or
 * embed chunk.
 */
export const adminCourseTexts = {
  'order.handle': '调整顺序：{label}（第 {position} / {total} 项）',
  'order.hint': '拖动可调整顺序；也可聚焦“调整顺序”按钮后按 ↑ / ↓ 键（或 Alt+↑ / Alt+↓）移动',
  'order.up': '上移',
  'order.down': '下移',
  'order.upLabel': '上移：{label}',
  'order.downLabel': '下移：{label}',
  'order.moved': '{label} 已移到第 {position} / {total} 项',
  'order.saveFailed': '顺序保存失败：{reason}',

  'editor.new': '新建课程',
  'editor.edit': '编辑',
  'editor.editLabel': '编辑课程：{title}',
  'editor.newHeading': '新建课程',
  'editor.editHeading': '编辑课程',
  'editor.back': '返回课程列表',
  'editor.title': '课程名称',
  'editor.type': '课程类型',
  'editor.category': '课程分类',
  'editor.noCategory': '不分类',
  'editor.cover': '封面图片',
  'editor.coverHint': '从媒体库选择图片，或填写 /media/ 开头的站内图片地址',
  'editor.chooseCover': '从媒体库选择',
  'editor.teacher': '授课教师',
  'editor.summary': '课程简介',
  'editor.description': '课程介绍',
  'editor.tags': '标签',
  'editor.tagsHint': '用逗号或空格分隔，最多 10 个，每个不超过 20 个字',
  'editor.tooManyTags': '标签最多 10 个，每个不超过 20 个字',
  'editor.owner': '负责教师（可管理本课程的账号）',
  'editor.noOwner': '未指定',
  'editor.ownerFixed': '负责教师与发布状态由内容编辑或管理员设置',
  'editor.created': '课程“{title}”已创建，可以添加章节和课时了',
  'editor.publish': '发布',
  'editor.unpublish': '撤回发布',
  'editor.publishedNotice': '课程已发布，门户下次打开即可看到',
  'editor.unpublishedNotice': '课程已撤回发布，门户上不再显示',
  'editor.delete': '删除课程',
  'editor.deleteTitle': '删除课程',
  'editor.deleteConfirm': '确定删除课程“{title}”？此操作不能撤销。',
  'editor.deleted': '课程“{title}”已删除',
  'editor.deleteRefused': '不能删除：{reason}',
  'editor.preview': '在门户中预览',
  'editor.outline': '课程大纲',
  'editor.outlineHint': '先保存课程，再添加章节和课时',
  'editor.chapters': '章节',
  'editor.lessons': '{chapter} 的课时',
  'editor.addChapter': '添加章节',
  'editor.chapterTitle': '章节名称',
  'editor.newChapter': '新章节名称',
  'editor.addLesson': '添加课时',
  'editor.lessonTitle': '课时名称',
  'editor.video': '课时视频',
  'editor.videoHint': '从媒体库选择视频，或填写 /media/ 开头的站内地址或 http(s) 网址',
  'editor.chooseVideo': '从媒体库选择视频',
  'editor.poster': '视频封面',
  'editor.posterHint':
    '从媒体库选择图片，或填写 / 开头的站内地址或 http(s) 网址；可留空（门户显示课时标题封面）',
  'editor.duration': '时长',
  'editor.durationFromFile': '时长 {duration}（由服务器从视频文件读取）',
  'editor.noVideo': '未设置视频',
  'editor.rename': '重命名',
  'editor.renameLabel': '重命名：{title}',
  'editor.editLesson': '编辑课时',
  'editor.editLessonLabel': '编辑课时：{title}',
  'editor.deleteChapterLabel': '删除章节：{title}',
  'editor.deleteLessonLabel': '删除课时：{title}',
  'editor.deleteChapterConfirm': '确定删除章节“{title}”及其中的课时？',
  'editor.deleteLessonConfirm': '确定删除课时“{title}”？',
  'editor.confirmDelete': '删除',
  'editor.lessonCount': '{n} 个课时',
  'editor.noChapters': '还没有章节',
  'editor.noLessons': '还没有课时',
  'editor.outlineConflict': '课程已被他人修改，已载入最新的大纲，请重新调整顺序',
  'editor.lessonSaved': '课时已保存',
  'editor.chapterSaved': '章节已保存',

  'categories.heading': '分类管理',
  'categories.scope': '分类树',
  'categories.scope.course': '课程分类',
  'categories.scope.resource': '资源分类',
  'categories.scope.red': '红色资源分类',
  'categories.tree': '{scope}（树形）',
  'categories.addRoot': '添加一级分类',
  'categories.addChild': '添加子分类',
  'categories.addChildLabel': '添加子分类：{name}',
  'categories.renameLabel': '重命名：{name}',
  'categories.deleteLabel': '删除分类：{name}',
  'categories.name': '分类名称',
  'categories.courseType': '课程类型',
  'categories.noType': '不限',
  'categories.items': '{n} 项内容',
  'categories.newTitle': '添加分类',
  'categories.newChildTitle': '在“{name}”下添加子分类',
  'categories.renameTitle': '重命名分类',
  'categories.deleteTitle': '删除分类',
  'categories.deleteConfirm': '确定删除分类“{name}”？',
  'categories.saved': '分类已保存',
  'categories.deleted': '分类“{name}”已删除',
  'categories.empty': '这棵树还没有分类',
  'categories.children': '{name} 的子分类',
  'categories.roots': '一级分类',
} as const;

export type AdminCourseKey = keyof typeof adminCourseTexts;

/**
 * A course-editor or category text with its `{name}` placeholders filled.
 * @example
 * courseT('order.moved', { label: '第一章', position: 2, total: 3 });
 */
export function courseT(key: AdminCourseKey, params?: Record<string, string | number>): string {
  const text: string = adminCourseTexts[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
