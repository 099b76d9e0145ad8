/**
 * Every failure becomes the envelope `{code: 500, msg}`: HTTP 200, except unknown path 404,
 * body too large 413 and rate limited 429. Unexpected errors are logged here and answered
 * `服务器内部错误` — never with their message or stack; a database that cannot be reached is
 * answered `服务暂时不可用，请稍后再试`. The log gets `loggableError` (under `error`, past pino's
 * err serializer): a failed query's parameters — token hashes, password hashes — stay out of it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import {
  ApiError,
  failure,
  MSG_BAD_REQUEST,
  MSG_BAD_URL,
  MSG_INTERNAL_ERROR,
  MSG_MALFORMED_JSON,
  MSG_NOT_FOUND,
  MSG_NOT_JSON,
  MSG_SERVICE_UNAVAILABLE,
  tooManyRequestsMessage,
} from './envelope';
import { loggableError } from './loggable-error';
import { setBaselineSecurityHeaders } from './security';
import { formatValidationError } from './validation-message';

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>页面不存在</title></head>
<body><h1>404 页面不存在</h1><p><a href="/PC/">返回门户首页</a></p></body></html>
`;

const ERROR_TITLES: Record<number, string> = {
  400: '请求无效',
  404: '页面不存在',
  405: '不支持的请求方法',
  416: '请求的范围无法满足',
};

/** A small HTML page for an HTTP error outside /api/. */
export function errorPage(status: number): string {
  if (status === 404) return NOT_FOUND_PAGE;
  const title = ERROR_TITLES[status] ?? '请求无效';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${status} ${title}</h1><p><a href="/PC/">返回门户首页</a></p></body></html>
`;
}

/** Whether a request is an API call (answered with the envelope) rather than a page or file. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function bodyLimitMessage(limit: number): string {
  const size =
    limit >= 1_048_576
      ? `${Math.round((limit / 1_048_576) * 10) / 10} MB`
      : `${Math.round(limit / 1024)} KB`;
  return `请求体过大，不能超过 ${size}`;
}

/** The limit of the call the body was sent to (the import takes more than the global limit). */
function routeBodyLimit(request: FastifyRequest, globalLimit: number): number {
  return request.routeOptions.bodyLimit ?? globalLimit;
}

/**
 * Errors the router raises before any hook runs (a malformed address such as `/%ZZ`): a clean
 * 400 with the security headers — the envelope under /api/, a small page elsewhere.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setBaselineSecurityHeaders(reply);
  if (error.code !== 'FST_ERR_BAD_URL') request.log.info({ code: error.code }, 'bad request');
  if (isApiUrl(request.url)) {
    void reply.code(400).send(failure(MSG_BAD_URL));
    return;
  }
  void reply.code(400).type('text/html; charset=utf-8').send(errorPage(400));
}

export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(200).send(failure(error.message));
    }
    if (error.validation) {
      return reply
        .code(200)
        .send(failure(formatValidationError(error.validation, error.validationContext)));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(200).send(failure(MSG_MALFORMED_JSON));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(200).send(failure(MSG_NOT_JSON));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(failure(bodyLimitMessage(routeBodyLimit(request, bodyLimit))));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // the wait: from the error (per-account throttles) or the rate limiter's retry-after
      const own = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof own === 'number' && own > 0) reply.header('retry-after', String(Math.ceil(own)));
      const seconds = Number(reply.getHeader('retry-after'));
      return reply.code(429).send(failure(tooManyRequestsMessage(seconds)));
    }
    if (status === 413) {
      return reply.code(413).send(failure(bodyLimitMessage(routeBodyLimit(request, bodyLimit))));
    }
    if (status >= 400 && status < 500 && !isApiUrl(request.url)) {
      // pages and files get real HTTP errors; a directory (no listing) is simply not found
      const code = status === 403 ? 404 : status;
      const range = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (code === 416 && range) reply.header('content-range', range);
      return reply.code(code).type('text/html; charset=utf-8').send(errorPage(code));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, 'bad request');
      return reply.code(200).send(failure(MSG_BAD_REQUEST));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ error: loggableError(error) }, 'database unavailable');
      return reply.code(200).send(failure(MSG_SERVICE_UNAVAILABLE));
    }
    request.log.error({ error: loggableError(error) }, 'unexpected error');
    return reply.code(200).send(failure(MSG_INTERNAL_ERROR));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) {
      return reply.code(404).send(failure(MSG_NOT_FOUND));
    }
    return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  });
}
