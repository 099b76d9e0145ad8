/**
 * The input rules of every other call, applied to the parts of a tus request that no schema sees:
 * the upload id in the address, the tus headers and the decoded Upload-Metadata. A broken rule is
 * a 4xx with a Chinese sentence naming the field, before tus or the file store is reached (a NUL
 * in an id or a file name used to reach the file system and end in a 500).
 */
import type { FastifyRequest } from 'fastify';
import { UploadRefusal, refusals } from './upload-messages';

/** The ids the file store gives out (hex); anything else names no upload. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
const WHOLE_NUMBER = /^[0-9]{1,16}$/;
const METADATA_KEY = /^[\x21-\x2b\x2d-\x7e]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const OCTET_STREAM = 'application/offset+octet-stream';

const badInput = (sentence: string) =>
  new UploadRefusal(400, 'bad-metadata', `参数错误：${sentence}`);
const nulIn = (field: string) => badInput(`${field} 不能包含空字符（\\0）`);

/** Upload-Metadata as tus defines it (`key base64,key2 base64`), or null when it is malformed. */
export function parseUploadMetadata(text: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  for (const pair of text.split(',')) {
    const [key = '', value = '', ...rest] = pair.trim().split(' ');
    if (rest.length > 0 || !METADATA_KEY.test(key) || !BASE64.test(value) || pairs.has(key))
      return null;
    pairs.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  return pairs;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function checkWholeNumber(request: FastifyRequest, name: string, label: string): void {
  const value = header(request, name);
  if (value !== undefined && !WHOLE_NUMBER.test(value.trim()))
    throw badInput(`${label} 必须是不带符号的整数字节数`);
}

/**
 * Throws the refusal for the first rule the request breaks.
 * @example
 * checkUploadRequest(request); // before tus handles it
 */
export function checkUploadRequest(request: FastifyRequest): void {
  const id = (request.params as { id?: string }).id;
  if (id !== undefined) {
    if (id.includes('\u0000')) throw nulIn('上传编号');
    if (!UPLOAD_ID.test(id)) throw refusals.notFound();
  }
  if (header(request, 'upload-concat') !== undefined)
    throw badInput('Upload-Concat 不受支持（请关闭客户端的分段并行上传）');
  checkWholeNumber(request, 'upload-length', 'Upload-Length');
  checkWholeNumber(request, 'upload-offset', 'Upload-Offset');
  if (request.method === 'PATCH') {
    const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== OCTET_STREAM) throw badInput(`Content-Type 必须是 ${OCTET_STREAM}`);
    if (header(request, 'upload-offset') === undefined) throw badInput('Upload-Offset 不能为空');
  }
  const metadata = header(request, 'upload-metadata');
  if (request.method === 'POST' && metadata !== undefined && metadata.trim() !== '') {
    const pairs = parseUploadMetadata(metadata);
    if (!pairs) throw badInput('Upload-Metadata 格式不正确（键值对以逗号分隔，值须为 Base64）');
    for (const [key, value] of pairs) if (value.includes('\u0000')) throw nulIn(key);
  }
}
