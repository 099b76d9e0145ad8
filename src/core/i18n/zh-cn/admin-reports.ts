/**
 * Texts of the console's 实验报告 screens (zh-CN: the console is for the centre's staff): a class's
 * experiments with their templates and deadlines, the template and rubric form, the grading queue
 * and the grading page. Only console code imports this module.
 */
import { fillPlaceholders } from '../fill-placeholders';

export const adminReportTexts = {
  // a class's experiments
  'reports.heading': '实验报告',
  'reports.noClasses':
    '你还没有教学班。实验报告按教学班收取和批改：先在“教学班”中新建一个班级，学生加入后就可以提交报告。',
  'reports.toClasses': '前往教学班',
  'reports.area': '实验报告',
  'reports.intro':
    '学生完成实验后，针对自己的一次实验记录撰写报告。每个实验先设置报告模板和评分标准（同一课程的各个班级共用），再为本班设置截止时间和迟交规则。',
  'reports.noExperiments': '这个班级的课程还没有关联实验，暂时没有可收取的实验报告。',
  'reports.archivedNote': '这个班级已归档：报告可以查看和导出，截止时间和批改不能再修改。',
  'reports.experiment': '实验',
  'reports.template': '报告模板',
  'reports.templateSet': '已设置',
  'reports.templateUnset': '未设置',
  'reports.deadline': '截止时间',
  'reports.noDeadline': '不限',
  'reports.lateRule': '迟交规则',
  'reports.late.refuse': '截止后不再接收',
  'reports.late.accept': '接收并标记迟交',
  'reports.late.acceptDeduct': '接收并标记迟交，扣 {n}%',
  'reports.actions': '操作',
  'reports.editTemplate': '编辑模板',
  'reports.setTemplate': '设置模板',
  'reports.editSettings': '截止与迟交',
  'reports.queue': '批改',
  'reports.actionOf': '{action}：{title}',

  // the class's deadline and late rule
  'settings.title': '截止时间与迟交规则：{title}',
  'settings.deadline': '截止时间',
  'settings.deadlineHint': '按中心所在时区（北京时间）填写；留空表示不限。',
  'settings.deadlineBad': '请填写完整的日期和时间，例如 2026-12-20 23:59',
  'settings.late': '截止后提交',
  'settings.deduction': '迟交扣分（%）',
  'settings.deductionHint': '迟交报告的成绩按这个百分比扣减，0 表示只标记不扣分。',
  'settings.deductionBad': '请填写 0 到 100 之间的整数',
  'settings.save': '保存',
  'settings.saved': '已保存“{title}”的截止时间与迟交规则',
  'settings.conflict': '另一位老师刚刚修改了这个设置，已载入最新的设置，请核对后再保存。',

  // the template and rubric form
  'template.heading': '实验报告模板：{title}',
  'template.back': '返回实验报告',
  'template.readOnly':
    '只有课程负责教师可以修改这个模板；你可以查看它，并用它收取和批改本班的报告。',
  'template.rubricFixed':
    '已有报告按这个评分标准批改，评分标准不能再修改；栏目和字数建议仍可修改。',
  'template.unsaved': '这个实验还没有报告模板。下面是常用的栏目和评分标准，修改后保存即可启用。',
  'template.sections': '报告栏目',
  'template.sectionsHint': '每个栏目可以改名、写提示，不需要的取消“启用”。学生只看到启用的栏目。',
  'template.sectionTitle': '栏目名称',
  'template.sectionPrompt': '写作提示',
  'template.sectionEnabled': '启用',
  'template.sectionLegend': '栏目 {n}：{title}',
  'template.wordHint': '字数建议',
  'template.wordHintHint': '整份报告建议的字数，留空表示不提示。',
  'template.wordHintBad': '请填写 1 到 {max} 之间的整数，或留空',
  'template.rubric': '评分标准',
  'template.rubricHint':
    '每个评分项列出若干等级，每个等级有分数和说明。批改时每项选一个等级，分数相加为报告成绩。',
  'template.total': '满分 {total} 分（各评分项最高等级分数之和）',
  'template.criterion': '评分项 {n}',
  'template.criterionTitle': '评分项名称',
  'template.levelTitle': '等级',
  'template.levelPoints': '分数',
  'template.levelDescription': '说明',
  'template.levelLegend': '{criterion} · 等级 {n}',
  'template.addCriterion': '添加评分项',
  'template.removeCriterion': '删除评分项',
  'template.addLevel': '添加等级',
  'template.removeLevel': '删除等级',
  'template.pointsBad': '分数须在 0 到 {max} 之间，可以有 .5',
  'template.titleRequired': '请填写名称',
  'template.needEnabled': '至少启用一个栏目',
  'template.needCriterion': '至少要有一个评分项',
  'template.needLevel': '每个评分项至少要有一个等级',
  'template.save': '保存模板',
  'template.saved': '已保存“{title}”的报告模板',
  'template.fixErrors': '请先改正标出的内容',
  'template.conflictTheirs': '最新版本（{time}）',
  'template.conflictSections': '报告栏目',
  'template.conflictWordHint': '字数建议',
  'template.conflictRubric': '评分标准',

  // the grading queue
  'queue.heading': '批改：{title}',
  'queue.classLine': '{course} · {name}',
  'queue.back': '返回实验报告',
  'queue.state': '状态',
  'queue.all': '全部（{n}）',
  'queue.stateCount': '{name}（{n}）',
  'queue.studentNumber': '学号',
  'queue.name': '姓名',
  'queue.submittedAt': '提交时间',
  'queue.versions': '版本',
  'queue.score': '成绩',
  'queue.scoreOf': '{score} / {total}',
  'queue.released': '已公布',
  'queue.unreleased': '未公布',
  'queue.late': '迟交',
  'queue.open': '批改',
  'queue.view': '查看',
  'queue.openOf': '{action}：{name}',
  'queue.empty': '这个班级还没有学生。',
  'queue.emptyState': '没有这个状态的报告。',
  'queue.releaseAll': '公布全部已批改的成绩',
  'queue.exportSheet': '导出评分表（.xlsx）',
  'queue.exportZip': '导出全部报告（.zip）',
  'queue.releaseAllTitle': '公布成绩',
  'queue.releaseAllText':
    '把本班“{title}”所有已批改、尚未公布的报告成绩公布给学生？公布后学生可以看到成绩、评分等级和评语。',
  'queue.releaseAllDone': '已公布 {n} 份报告的成绩',
  'queue.releaseAllNone': '没有需要公布的报告：已批改的报告都已公布。',

  // the grading page
  'grade.heading': '批改实验报告：{name}',
  'grade.back': '返回批改列表',
  'grade.exportDocx': '导出 Word（.docx）',
  'grade.print': '打印',
  'grade.facts': '{experiment} · 学号 {number} · 第 {version} 版，提交于 {time}',
  'grade.factsNoNumber': '{experiment} · 第 {version} 版，提交于 {time}',
  'grade.late': '迟交',
  'grade.lateNote': '这份报告迟交，按提交时的规则扣 {n}%。',
  'grade.released': '成绩已公布',
  'grade.unreleased': '成绩未公布',
  'grade.sections': '报告正文',
  'grade.emptySection': '（未填写）',
  'grade.sectionComment': '对“{title}”的批注',
  'grade.rubric': '评分',
  'grade.levelOption': '{title}（{points} 分）',
  'grade.adjustment': '调整分',
  'grade.adjustmentHint': '在评分标准得分上加减（可为负数，可以有 .5），须说明理由。',
  'grade.adjustmentBad': '请填写 .5 的整数倍，例如 -2 或 1.5',
  'grade.adjustReason': '调整理由',
  'grade.adjustReasonRequired': '调整分数时请说明理由',
  'grade.comment': '总评语',
  'grade.scoreLine':
    '评分标准 {rubric} 分，调整 {adjustment} 分，迟交扣 {deduction}%：成绩 {score} / {total}',
  'grade.scoreOutOfRange': '调整后的分数须在 0 到 {total} 之间',
  'grade.chooseLevel': '请为“{title}”选择一个等级',
  'grade.save': '保存批改',
  'grade.saved': '已保存批改',
  'grade.return': '退回修改',
  'grade.returnTitle': '退回修改',
  'grade.returnText': '学生会看到你的说明，修改后可以重新提交（每次提交的版本都会保留）。',
  'grade.returnMessage': '需要修改的地方',
  'grade.returnRequired': '请写明需要修改什么',
  'grade.returned': '已退回，学生可以修改后重新提交',
  'grade.release': '公布成绩',
  'grade.releasedDone': '已向学生公布成绩',
  'grade.notSubmitted': '学生还没有提交这份报告，提交后才能批改。',
  'grade.returnedNote': '这份报告已退回修改，等待学生重新提交。',
  'grade.returnedWith': '退回说明：{message}',
  'grade.versions': '历次提交',
  'grade.versionLine': '第 {n} 版 · {time}',
  'grade.versionLate': '（迟交）',
  'grade.conflictTheirs': '另一位老师的批改（{name}，{time}）',
  'grade.conflictLevel': '等级：{title}',
  'grade.conflictAdjustment': '调整分',
  'grade.conflictComment': '总评语',
  'grade.archived': '这个班级已归档，报告只能查看。',

  // 查重
  'similarity.heading': '报告查重',
  'similarity.link': '查重',
  'similarity.intro':
    '把本班这个实验已提交的报告两两比较，只比较学生自己写的文字：服务器记录的实验数据、模板的栏目名称和写作提示都不计入。相似度是较短的一份报告有多少内容出现在另一份中。',
  'similarity.threshold': '列出相似度不低于',
  'similarity.thresholdOption': '{share}',
  'similarity.summary': '比较了 {compared} 份报告，{n} 对达到所选相似度：',
  'similarity.none': '比较了 {compared} 份报告，没有达到所选相似度的报告对。',
  'similarity.more': '（只列出最相似的 {n} 对）',
  'similarity.pair': '{left} 与 {right}',
  'similarity.student': '{name}（{number}）',
  'similarity.share': '相似度 {share}',
  'similarity.figures':
    '前者 {left} 的内容见于后者，后者 {right} 的内容见于前者；两者合计重合 {jaccard}。',
  'similarity.open': '批改 {name} 的报告',
  'similarity.openOf': '批改 {name} 的报告',
} as const;

export type AdminReportKey = keyof typeof adminReportTexts;

/**
 * A 实验报告 console text, placeholders filled.
 * @example
 * reportT('queue.releaseAllDone', { n: 12 });
 */
export function reportT(key: AdminReportKey, params?: Record<string, string | number>): string {
  const text: string = adminReportTexts[key];
  return fillPlaceholders(text, params);
}
