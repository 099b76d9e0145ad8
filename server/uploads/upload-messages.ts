/** The upload endpoint's refusals: the Chinese sentence (response body) and its code (header). */
import type { MediaKind, UploadErrorCode } from '../../src/core/api/admin-contract';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import { MSG_MUST_CHANGE_PASSWORD } from '../auth/require-login';

export const KIND_NAMES: Record<MediaKind, string> = {
  video: '视频',
  image: '图片',
  document: '文档',
};

const ACCEPTED: Record<MediaKind, string> = {
  video: 'MP4、WebM',
  image: 'PNG、JPEG、GIF、WebP',
  document: 'PDF、Word、Excel、PowerPoint（.docx/.xlsx/.pptx）',
};

/** `1024 MB`, `10 MB`, `512 KB`. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A refusal of the upload endpoint: HTTP status, code and the sentence to show. */
export class UploadRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly code: UploadErrorCode,
    readonly body: string,
  ) {
    super(body);
  }
}

export const refusals = {
  notLoggedIn: () => new UploadRefusal(401, 'not-logged-in', MSG_NOT_LOGGED_IN),
  forbidden: () => new UploadRefusal(403, 'forbidden', MSG_FORBIDDEN),
  mustChangePassword: () => new UploadRefusal(403, 'forbidden', MSG_MUST_CHANGE_PASSWORD),
  badKind: () =>
    new UploadRefusal(400, 'bad-metadata', '参数错误：kind 必须是 video、image 或 document'),
  badName: () =>
    new UploadRefusal(400, 'bad-metadata', '参数错误：filename 不能为空，且不超过 200 个字符'),
  lengthRequired: () =>
    new UploadRefusal(400, 'bad-metadata', '参数错误：上传前须声明文件大小（Upload-Length）'),
  emptyFile: () => new UploadRefusal(400, 'bad-metadata', '参数错误：文件是空的'),
  tooLarge: (kind: MediaKind, maxBytes: number) =>
    new UploadRefusal(
      413,
      'too-large',
      `文件过大：${KIND_NAMES[kind]}不能超过 ${sizeText(maxBytes)}`,
    ),
  wrongType: (kind: MediaKind) =>
    new UploadRefusal(
      415,
      'wrong-type',
      `文件类型不符：所选类型为${KIND_NAMES[kind]}，仅支持 ${ACCEPTED[kind]}（按文件内容判断，与文件名无关）`,
    ),
  unreadableVideo: () =>
    new UploadRefusal(422, 'unreadable', '无法读取视频时长，文件可能不完整或已损坏'),
  notFound: () => new UploadRefusal(404, 'not-found', '上传不存在或已过期，请重新选择文件上传'),
  badReplaces: () =>
    new UploadRefusal(400, 'bad-metadata', '参数错误：replaces 必须是媒体库中文件的编号'),
  replacedGone: () =>
    new UploadRefusal(404, 'not-found', '要替换的文件不存在（可能已被删除），请刷新媒体库'),
  replaceOthers: () =>
    new UploadRefusal(403, 'forbidden', '只能替换自己上传的文件；替换他人的文件请联系内容编辑'),
  replaceKind: (kind: MediaKind) =>
    new UploadRefusal(415, 'wrong-type', `文件类型不符：替换文件须与原文件同为${KIND_NAMES[kind]}`),
  replaceFormat: (extension: string) =>
    new UploadRefusal(
      415,
      'wrong-type',
      `文件格式不符：替换文件须与原文件格式相同（.${extension}），地址才能保持不变（按文件内容判断）`,
    ),
  unavailable: () => new UploadRefusal(503, 'unavailable', '服务暂时不可用，请稍后再试'),
  tooManyUnfinished: (limit: number) =>
    new UploadRefusal(
      429,
      'too-many-unfinished',
      `未完成的上传已有 ${limit} 个：请先完成或取消其中的上传，再开始新的上传`,
    ),
};
