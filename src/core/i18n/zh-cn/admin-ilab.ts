/**
 * Texts of the console's 实验空间 (ilab-x) screen and of the ilab fields of the experiments registry
 * (zh-CN). Only console code imports this module: it never reaches a portal or embed chunk.
 */
import { fillPlaceholders } from '../fill-placeholders';

export const adminIlabTexts = {
  'ilab.heading': '实验空间对接',
  'ilab.hint':
    '实验空间（ilab-x.com）国家虚拟仿真实验教学课程共享平台 v2 接口：从实验空间进入的用户完成实验后，成绩和步骤自动上传。',
  'ilab.off':
    '尚未配置：请在服务器环境变量中设置 ILAB_BASE_URL、ILAB_APPID 和 ILAB_SECRET 后重启服务（见 README「实验空间」）。',
  'ilab.settings': '对接设置',
  'ilab.baseUrl': '平台地址',
  'ilab.appid': 'appid',
  'ilab.connection': '连接检查',
  'ilab.connectionOk': '正常',
  'ilab.connectionFailed': '失败',
  'ilab.queue': '上传队列',
  'ilab.waiting': '等待上传',
  'ilab.failed': '上传失败',
  'ilab.sent': '已上传',
  'ilab.lastSuccess': '最近成功：{time}',
  'ilab.titleShown': '实验空间：{title}',
  'ilab.never': '暂无',
  'ilab.refresh': '刷新',
  'ilab.problems': '失败与重试中的记录',
  'ilab.noProblems': '没有失败的上传记录',
  'ilab.experiment': '实验',
  'ilab.user': '实验空间用户',
  'ilab.originId': '记录编号（originId）',
  'ilab.state': '状态',
  'ilab.state.waiting': '等待重试',
  'ilab.state.sending': '正在上传',
  'ilab.state.failed': '失败',
  'ilab.state.sent': '已上传',
  'ilab.attempts': '尝试次数',
  'ilab.message': '实验空间的说明',
  'ilab.updatedAt': '时间',
  'ilab.retry': '重试',
  'ilab.retryOne': '重试：{originId}',
  'ilab.retryAll': '全部重试',
  'ilab.retried': '已重新加入上传队列：{count} 条',
  'ilab.fieldsAction': '实验空间',
  'ilab.fieldsOf': '实验空间项目：{title}',
  'ilab.fieldsHeading': '实验空间项目：{title}',
  'ilab.fieldsHint':
    '填写该实验在实验空间登记的项目名称与子项目名称；填写项目名称后，从实验空间进入的用户完成该实验时会自动上传成绩。留空则不上传。',
  'ilab.title': '实验空间项目名称',
  'ilab.childTitle': '实验空间子项目名称',
  'ilab.launchAddress': '在实验空间登记的实验地址：{url}',
  'ilab.saved': '已保存实验空间项目：{title}',
  'ilab.notSet': '未对接',
} as const;

export type AdminIlabKey = keyof typeof adminIlabTexts;

/**
 * A 实验空间 console text with its `{name}` placeholders filled.
 * @example
 * ilabT('ilab.retried', { count: 3 }); // '已重新加入上传队列：3 条'
 */
export function ilabT(key: AdminIlabKey, params?: Record<string, string | number>): string {
  const text: string = adminIlabTexts[key];
  return fillPlaceholders(text, params);
}
