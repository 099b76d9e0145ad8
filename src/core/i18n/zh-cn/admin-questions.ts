/**
 * Texts of the console's 题库 screens (zh-CN: the console is for the centre's staff). Only console
 * code imports this module: it never reaches a portal or embed chunk.
 */
import { fillPlaceholders } from '../fill-placeholders';

export const adminQuestionTexts = {
  'questions.heading': '题库',
  'questions.course': '课程',
  'questions.courseOption': '{title}（{n} 题）',
  'questions.noCourses':
    '你还没有可以维护题库的课程：题库属于课程，课程的负责教师和它的教学班的协同教师可以维护。',
  'questions.new': '新建题目',
  'questions.import': '导入题目',
  'questions.exportXlsx': '导出 Excel',
  'questions.exportGift': '导出 GIFT',
  'questions.exportSkipped': '已导出；有 {n} 题 GIFT 无法表示，没有写入文件：{list}',
  'questions.exportWarnings': '已导出；请注意文件中的 {n} 题：{list}',
  'questions.stem': '题干',
  'questions.type': '题型',
  'questions.allTypes': '全部题型',
  'questions.difficulty': '难度',
  'questions.allDifficulties': '全部难度',
  'questions.tags': '知识点',
  'questions.allTags': '全部知识点',
  'questions.score': '分值',
  'questions.updated': '最后修改',
  'questions.updatedBy': '{time} · {name}',
  'questions.edit': '编辑',
  'questions.editLabel': '编辑题目：{stem}',
  'questions.copy': '复制',
  'questions.copyLabel': '复制题目：{stem}',
  'questions.copied': '已复制为新题目，可以在这里修改',
  'questions.delete': '删除',
  'questions.deleteLabel': '删除题目：{stem}',
  'questions.deleteTitle': '删除题目',
  'questions.deleteConfirm': '删除题目“{stem}”？删除后不能恢复（操作日志中保留删除前的内容）。',
  'questions.deleted': '已删除',
  'questions.search': '搜索题干',
  'questions.noMatch':
    '没有符合筛选条件的题目。可以换一个关键词，或把题型、难度、知识点改回“全部”。',
  'questions.empty': '这门课程的题库还没有题目。可以新建题目，或下载模板后批量导入。',
  'questions.type.single': '单选',
  'questions.type.multiple': '多选',
  'questions.type.judge': '判断',
  'questions.type.fill': '填空',
  'questions.type.essay': '简答',
  'questions.difficulty.easy': '易',
  'questions.difficulty.medium': '中',
  'questions.difficulty.hard': '难',
  'questions.back': '返回题库',
  'questions.newHeading': '新建题目',
  'questions.editHeading': '编辑题目',
  'questions.save': '保存',
  'questions.created': '题目已创建',
  'questions.saved': '已保存',
  'questions.options': '选项',
  'questions.optionLabel': '选项{letter}',
  'questions.optionRight': '{letter} 是正确答案',
  'questions.addOption': '添加选项',
  'questions.removeOption': '删除选项{letter}',
  'questions.optionsHint': '勾选正确答案。单选题只能有一个正确答案。',
  'questions.judgeAnswer': '正确答案',
  'questions.judgeTrue': '正确',
  'questions.judgeFalse': '错误',
  'questions.blanks': '填空答案',
  'questions.blanksHint':
    '在题干中用 ___（三个下划线）标出每个空的位置，按顺序填写每个空的答案。一个空有几种写法都算对时，每行写一种；数值答案写作 9.8±0.05。',
  'questions.blankLabel': '第 {n} 空',
  'questions.blankKind': '第 {n} 空的答案类型',
  'questions.blankText': '文字',
  'questions.blankNumber': '数值',
  'questions.blankAnswers': '第 {n} 空的答案（每行一个）',
  'questions.blankNumbers': '第 {n} 空的数值答案（每行一个，写作 数值±误差，误差为 0 时只写数值）',
  'questions.blankNumberExample': '如 9.8±0.05',
  'questions.addBlank': '添加一个空',
  'questions.removeBlank': '删除第 {n} 空',
  'questions.reference': '参考答案',
  'questions.referenceHint': '简答题由教师批改，参考答案只给批改的教师看。',
  'questions.analysis': '解析',
  'questions.stemPreview': '题干预览（$…$ 之间的 LaTeX 显示为公式）',
  'questions.analysisPreview': '解析预览（$…$ 之间的 LaTeX 显示为公式）',
  'questions.tagsHint': '多个知识点用逗号或顿号分开，如：单摆、周期',
  'questions.scoreHint': '组卷时的默认分值，0.5 的整数倍',
  'questions.need.options': '至少要有 {n} 个选项',
  'questions.need.optionText': '选项{letter}不能为空',
  'questions.need.single': '请勾选一个正确答案',
  'questions.need.multiple': '请至少勾选一个正确答案',
  'questions.need.judge': '请选择正确或错误',
  'questions.need.blank': '第 {n} 空还没有答案',
  'questions.need.number': '第 {n} 空的数值或误差不是数字（写作 9.8±0.05）',
  'questions.need.tolerance': '第 {n} 空的误差不能为负',
  'questions.need.marks': '题干用 ___ 标出了 {marks} 个空，答案有 {blanks} 个',
  'questions.need.stem': '请填写题干',
  'questions.need.score': '分值要大于 0、不超过 {max}，且是 0.5 的整数倍',
  'import.heading': '导入题目',
  'import.headingOf': '导入题目到“{title}”',
  'import.hint':
    '先预检：逐题检查文件，列出每题的问题（行号和字段），这时不保存。全部通过后再确认导入。',
  'import.format': '文件格式',
  'import.formatXlsx': 'Excel 模板（.xlsx）',
  'import.formatGift': 'GIFT 文本（Moodle，.txt）',
  'import.file': '选择文件',
  'import.chooseFile': '请先选择文件',
  'import.check': '预检',
  'import.template': '下载 Excel 模板',
  'import.plan': '共 {total} 题：{valid} 题可以导入，{invalid} 题有问题。',
  'import.fixFirst': '请按下表修改文件后重新预检；有问题时整批都不会导入。',
  'import.line': '行号',
  'import.result': '检查结果',
  'import.ok': '可以导入',
  'import.rows': '预检结果',
  'import.confirm': '确认导入 {n} 题',
  'import.done': '已导入 {n} 题',
  'import.giftNote':
    'GIFT 支持单选、多选、判断、填空（简答题 {} 为空）；匹配题等其他题型不能导入。难度、知识点和分值写在题目前一行的注释中：// 难度: 中; 知识点: 单摆; 分值: 2',
} as const;

export type AdminQuestionKey = keyof typeof adminQuestionTexts;

/**
 * A 题库 screen text, placeholders filled.
 * @example
 * questionT('import.done', { n: 12 });
 */
export function questionT(key: AdminQuestionKey, params?: Record<string, string | number>): string {
  const text: string = adminQuestionTexts[key];
  return fillPlaceholders(text, params);
}
