/**
 * Texts of the console's 教学班 screens (zh-CN: the console is for the centre's staff). Only console
 * code imports this module: it never reaches a portal or embed chunk.
 */
import { fillPlaceholders } from '../fill-placeholders';

export const adminClassTexts = {
  'classes.heading': '教学班',
  'classes.new': '新建教学班',
  'classes.current': '进行中',
  'classes.archivedTab': '已归档',
  'classes.course': '课程',
  'classes.allCourses': '全部课程',
  'classes.name': '班级名称',
  'classes.term': '学期',
  'classes.termHint': '如 2026-2027 第一学期',
  'classes.teachers': '任课教师',
  'classes.members': '学生人数',
  'classes.code': '邀请码',
  'classes.codeOff': '已关闭',
  'classes.edit': '编辑',
  'classes.editLabel': '编辑教学班：{name}',
  'classes.manage': '学生与邀请码',
  'classes.manageLabel': '学生与邀请码：{name}',
  'classes.newHeading': '新建教学班',
  'classes.editHeading': '编辑教学班',
  'classes.back': '返回教学班列表',
  'classes.coTeachers': '协同教师 / 助教',
  'classes.coTeachersHint':
    '可以管理本班学生和邀请码（以后也可以批改）。课程的负责教师总是本班教师。',
  'classes.coTeachersOwnerOnly': '只有课程的负责教师或管理员可以修改协同教师。',
  'classes.noTeachers': '还没有其他教师账号。',
  'classes.save': '保存',
  'classes.created': '教学班“{name}”已创建，邀请码 {code}',
  'classes.saved': '已保存',
  'classes.chooseCourse': '请选择课程',
  'classes.archivedNote': '这个班级已归档：只能查看和导出。',
  'classes.archive': '归档',
  'classes.unarchive': '取消归档',
  'classes.archiveTitle': '归档教学班',
  'classes.archiveConfirm':
    '归档“{name}”后，学生不能再用邀请码加入，班级成员不能再修改；仍可查看和导出。学期结束时归档。确定归档吗？',
  'classes.archived': '“{name}”已归档',
  'classes.unarchived': '“{name}”已取消归档',
  'classes.membersHeading': '{name}：学生与邀请码',
  'classes.codeHeading': '邀请码',
  'classes.codeHint': '学生在门户“个人中心 → 我的班级”输入邀请码加入本班。',
  'classes.codeOpen': '开放加入',
  'classes.codeClose': '停止加入',
  'classes.codeRegenerate': '重新生成',
  'classes.codeRegenerateTitle': '重新生成邀请码',
  'classes.codeRegenerateConfirm':
    '重新生成后，旧邀请码 {code} 立即失效，已加入的学生不受影响。确定吗？',
  'classes.codeStateOpen': '学生可以用邀请码加入',
  'classes.codeStateClosed': '已停止加入：邀请码暂时不能使用',
  'classes.codeChanged': '邀请码已更新',
  'classes.codeStateArchived': '班级已归档：学生不能再加入',
  'classes.memberList': '班级学生',
  'classes.memberName': '学生',
  'classes.studentNumber': '学号',
  'classes.department': '院系',
  'classes.joinedAt': '加入时间',
  'classes.via': '加入方式',
  'classes.viaCode': '邀请码',
  'classes.viaTeacher': '教师添加',
  'classes.remove': '移出班级',
  'classes.removeSelected': '移出所选',
  'classes.removeTitle': '移出班级',
  'classes.removeConfirm':
    '把 {names} 移出“{class}”？他们的账号和学习记录不受影响，之后可以用邀请码重新加入。',
  'classes.removed': '已移出 {n} 名学生',
  'classes.export': '导出学生名单',
  'classes.emptyMembers': '还没有学生加入。把邀请码告诉学生，他们在个人中心输入后就会出现在这里。',
  'classes.select': '选择',
  'classes.move': '调到其他班',
  'classes.moveTo': '调入班级',
  'classes.moveNone': '这门课程没有其他进行中的班级',
  'classes.chooseTarget': '请选择班级',
  'classes.moveTitle': '调到其他班',
  'classes.moveConfirm': '把 {names} 调到“{class}”？他们会离开本班，加入“{class}”。',
  'classes.chooseCourseFirst': '先选择课程，再选择协同教师。',
  'classes.moved': '已把 {n} 名学生调到“{class}”',
  'roster.heading': '导入名单',
  'roster.hint':
    '上传 .xlsx 或 .csv 名单（学号、姓名两列，学号按文本填写）。先预检：按学号匹配账号并核对姓名，不会保存；确认后才添加。',
  'roster.file': '名单文件',
  'roster.chooseFile': '请先选择名单文件',
  'roster.check': '预检',
  'roster.template': '下载模板',
  'roster.plan':
    '共 {total} 行：可添加 {add} 人，已在班中 {already} 人，有问题 {refuse} 行（将跳过）',
  'roster.rows': '预检结果',
  'roster.line': '行号',
  'roster.name': '名单中的姓名',
  'roster.result': '结果',
  'roster.willAdd': '将添加',
  'roster.already': '已在班中',
  'roster.skipped': '跳过',
  'roster.confirm': '添加 {n} 名学生',
  'roster.added': '已添加 {n} 名学生',
  'chooser.class': '教学班',
  'chooser.option': '{name}（{course} · {term}）',
  'chooser.archivedOption': '{name}（{course} · {term} · 已归档）',
} as const;

export type AdminClassKey = keyof typeof adminClassTexts;

/**
 * A 教学班 screen text, placeholders filled.
 * @example
 * classT('classes.created', { name: '机械 2301 班', code: 'K7QM2X' });
 */
export function classT(key: AdminClassKey, params?: Record<string, string | number>): string {
  const text: string = adminClassTexts[key];
  return fillPlaceholders(text, params);
}
