/**
 * Texts of the console's media library (zh-CN: the console is for the centre's staff). Only
 * console code imports this module: it never reaches a portal or embed chunk.
 */
export const adminMediaTexts = {
  'media.heading': '媒体库',
  'media.uploadHeading': '上传文件',
  'media.kind': '文件类型',
  'media.kind.video': '视频',
  'media.kind.image': '图片',
  'media.kind.document': '文档',
  'media.kind.all': '全部类型',
  'media.file': '选择文件',
  'media.limit': '{kind}不超过 {size}，支持 {formats}',
  'media.formats.video': 'MP4、WebM',
  'media.formats.image': 'PNG、JPEG、GIF、WebP',
  'media.formats.document': 'PDF、Word、Excel、PowerPoint',
  'media.start': '开始上传',
  'media.pause': '暂停',
  'media.resume': '继续',
  'media.cancel': '取消上传',
  'media.progressLabel': '上传进度',
  'media.progress': '已上传 {percent}%（{sent} / {total}）',
  'media.speed': '速度 {speed}/秒',
  'media.paused': '已暂停，点击“继续”从断点接着上传',
  'media.retrying': '网络连接中断，正在自动重连（第 {n} 次）…',
  'media.offline': '网络已断开，恢复后将自动继续上传',
  'media.resumed': '找到了这个文件上次未完成的上传，从中断的位置继续',
  'media.finishing': '正在校验文件…',
  'media.done': '上传完成：{name}',
  'media.unfinished': '有未完成的上传：{names}。重新选择同一文件即可从断点继续。',
  'media.chooseFirst': '请先选择要上传的文件',
  'media.error.tooLarge': '文件过大：{kind}不能超过 {size}',
  'media.error.empty': '文件是空的，请重新选择',
  'media.error.wrongType':
    '文件类型不符：所选类型为{kind}，仅支持 {formats}（按文件内容判断，与文件名无关）',
  'media.error.forbidden': '无权限：当前账号不能上传文件',
  'media.error.notLoggedIn': '未登录或登录超时，请重新登录后再上传（已上传的部分会保留）',
  'media.error.expired': '这次上传已过期，请重新选择文件上传',
  'media.error.unreadable': '无法读取视频时长，文件可能不完整或已损坏',
  'media.error.network': '网络连接失败，已多次重试仍未成功，请检查网络后点击“继续”',
  'media.error.other': '上传失败：{reason}',
  'media.search': '搜索',
  'media.keyword': '文件名',
  'media.filters': '筛选媒体文件',
  'media.listHeading': '已上传的文件',
  'media.loading': '正在加载..',
  'media.empty': '暂无数据',
  'media.loadFailed': '加载失败，点击重试',
  'media.col.name': '文件名',
  'media.col.kind': '类型',
  'media.col.size': '大小',
  'media.col.duration': '时长',
  'media.col.uploader': '上传者',
  'media.col.time': '上传时间',
  'media.col.url': '地址',
  'media.copy': '复制地址',
  'media.copyName': '复制地址：{name}',
  'media.copied': '已复制',
  'media.copyFailed': '复制失败，请手动选择地址复制',
  'media.total': '共 {n} 条',
  'media.prev': '上一页',
  'media.next': '下一页',
  'media.page': '第 {page} / {pages} 页',
  'media.pager': '分页',
  'media.noDuration': '—',
  'picker.title': '从媒体库选择{kind}',
  'picker.kindAny': '文件',
  'picker.choose': '从媒体库选择',
  'picker.chooseMark': '选择：',
  'picker.cancel': '取消',
  'picker.upload': '上传新文件',
  'picker.hideUpload': '收起上传',
  'picker.noPreview': '无预览',
  'picker.uploadedPicked': '已上传并选中：{name}',
  'picker.preview': '{label}预览',
  'picker.clear': '清除',
  'picker.clearName': '清除{label}',
  'picker.picked': '已选择：{name}',
} as const;

export type AdminMediaKey = keyof typeof adminMediaTexts;

/**
 * A media library text with its `{name}` placeholders filled.
 * @example
 * mediaT('media.total', { n: 12 }); // '共 12 条'
 */
export function mediaT(key: AdminMediaKey, params?: Record<string, string | number>): string {
  const text: string = adminMediaTexts[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
