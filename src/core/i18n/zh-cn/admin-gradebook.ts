/**
 * Texts of the console's 成绩册 screen (zh-CN: the console is for the centre's staff). Only console
 * code imports this module: it never reaches a portal or embed chunk.
 */
import { fillPlaceholders } from '../fill-placeholders';

export const adminGradebookTexts = {
  // the screen
  'gradebook.heading': '成绩册',
  'gradebook.noClasses':
    '你还没有教学班。成绩册属于教学班：先在“教学班”中新建一个班级，学生加入后这里会汇总他们的成绩。',
  'gradebook.toClasses': '前往教学班',
  'gradebook.export': '导出成绩册',
  'gradebook.exportLabel': '导出成绩册（.xlsx）：{name}',
  'gradebook.openSettings': '设置权重与规则',
  'gradebook.closeSettings': '收起设置',
  'gradebook.archived': '已归档',
  'gradebook.archivedNote': '这个班级已归档：成绩册可以查看和导出，设置不能再修改。',
  'gradebook.classLine': '{course} · {name}',

  // the rules, in words
  'rules.heading': '计算规则',
  'rules.final': '总评 = 各项按满分折算为百分制后加权平均，四舍五入保留 {decimals} 位小数',
  'rules.missing.zero': '缺交计 0 分',
  'rules.missing.exclude': '缺交不计入总评（只按该生已完成的项目折算）',
  'rules.experiment.best': '实验取最高成绩',
  'rules.experiment.last': '实验取最后一次成绩',
  'rules.levels':
    '五级制：优秀 ≥ {excellent}，良好 ≥ {good}，中等 ≥ {medium}，及格 ≥ {pass}，低于 {pass} 为不及格',
  'rules.join': '；',
  'rules.end': '。',
  'rules.defaults': '尚未保存设置：现在各项目的权重相同。',
  'rules.savedAt': '设置最后保存于 {time}。',
  'rules.unweighed': '未计入总评（权重为 0）：{titles}。',
  'rules.titleJoin': '、',
  'rules.noWeights': '所有项目的权重都是 0：学生没有总评。',

  // the table
  'table.area': '成绩册',
  'table.studentNumber': '学号',
  'table.name': '姓名',
  'table.department': '院系',
  'table.final': '总评',
  'table.level': '等级',
  'table.itemMeta': '满分 {total} · 占 {share}',
  'table.ofTotal': ' / {total}',
  'table.unweighed': '未计入总评',
  'table.notDone': '未完成',
  'table.none': '—',
  'table.pending': '待批改',
  'table.pendingHint': '有简答题尚未批改，总评可能还会变化',
  'table.noStudents': '班级还没有学生。学生用邀请码加入或由教师导入名单后，这里会列出他们的成绩。',
  'table.toMembers': '管理学生',
  'table.noItems': '还没有成绩项目：这个班级发布的测验、课程的实验和视频课时都会成为成绩册的一列。',
  'table.toQuizzes': '前往测验',
  'table.noMatch': '没有符合关键词的学生。可以按学号开头、姓名或账号搜索。',

  // 五级制
  'level.excellent': '优秀',
  'level.good': '良好',
  'level.medium': '中等',
  'level.pass': '及格',
  'level.fail': '不及格',

  // statistics
  'stats.heading': '全班统计',
  'stats.scope': '按全班 {n} 名学生统计，不受搜索影响。',
  'stats.students': '人数',
  'stats.graded': '有总评',
  'stats.mean': '平均分',
  'stats.max': '最高',
  'stats.min': '最低',
  'stats.levels': '等级分布',
  'stats.levelCount': '{n} 人',
  'stats.items': '各项目',
  'stats.item': '项目',
  'stats.total': '满分',
  'stats.share': '占总评',
  'stats.itemMean': '平均分',
  'stats.itemDone': '完成人数',
  'stats.doneOf': '{done} / {n}',

  // settings
  'settings.heading': '成绩册设置',
  'settings.weights': '权重',
  'settings.weightsHint':
    '权重是相对的：每项占总评的比例 = 该项权重 ÷ 所有权重之和。填 0 的项目不计入总评。',
  'settings.noItems': '还没有成绩项目可以设置权重。',
  'settings.itemHint': '{kind} · 满分 {total} · ',
  'settings.share': '占总评 {share}',
  'settings.unweighed': '未计入总评',
  'settings.weightRange': '权重须为 0 到 100 之间的数',
  'settings.kind.quiz': '测验',
  'settings.kind.experiment': '实验',
  'settings.kind.video': '视频',
  'settings.kind.report': '实验报告',
  'settings.experimentScore': '实验成绩取',
  'settings.experimentScore.best': '最高成绩',
  'settings.experimentScore.last': '最后一次成绩',
  'settings.noExperiments': '这门课程还没有实验，这一项暂不影响总评。',
  'settings.rules': '计算方式',
  'settings.missing': '缺交（未完成的项目）',
  'settings.missing.zero': '计 0 分',
  'settings.missing.exclude': '不计入总评',
  'settings.decimals': '总评小数位',
  'settings.decimals.0': '0 位（整数）',
  'settings.decimals.1': '1 位',
  'settings.thresholds': '五级制分数线（百分制，达到即可）',
  'settings.thresholdsHint': '从优秀到及格依次降低；低于及格线为不及格。',
  'settings.threshold.excellent': '优秀 ≥',
  'settings.threshold.good': '良好 ≥',
  'settings.threshold.medium': '中等 ≥',
  'settings.threshold.pass': '及格 ≥',
  'settings.thresholdRange': '分数线须为 0 到 100 之间的数',
  'settings.save': '保存设置',
  'settings.saved': '成绩册设置已保存，总评已按新设置重新计算',
  'settings.readOnly': '这个班级已归档，设置只能查看。',
  'settings.weightOf': '{title} 的权重',
  'settings.conflictLevels': '优秀 ≥ {excellent}，良好 ≥ {good}，中等 ≥ {medium}，及格 ≥ {pass}',
} as const;

export type AdminGradebookKey = keyof typeof adminGradebookTexts;

/**
 * A 成绩册 screen text, placeholders filled.
 * @example
 * gradebookT('stats.scope', { n: 32 });
 */
export function gradebookT(
  key: AdminGradebookKey,
  params?: Record<string, string | number>,
): string {
  const text: string = adminGradebookTexts[key];
  return fillPlaceholders(text, params);
}
