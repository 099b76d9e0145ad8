/**
 * Input the schemas cannot see. Two rules for every call, whatever its schema:
 * - no NUL character (`\0`) in any string or key of the query or the body (PostgreSQL cannot store
 *   one, and it is never meant): checked before validation, on the raw input;
 * - no non-finite number (Infinity, -Infinity, NaN): JSON such as `1e999` parses to Infinity, and
 *   the query string's type coercion turns `Infinity` or `1e999` into a number that passes
 *   integer, minimum and maximum checks. Checked on the raw body and again on the coerced query.
 * Numeric query fields must also be written in plain decimal (`12`, `-3`, `0.5`): the coercion
 * would take `0x10`, `1e2` or ` 7 ` too.
 * Either answers `参数错误：<field> …` naming the field; nothing reaches a handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';
import { numberRule } from './validation-message';

interface Found {
  path: string;
  /** `not-number`: text that is no number at all (`abc`), told as a type error. */
  problem: 'nul' | 'non-finite' | 'not-number';
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** The first NUL character or non-finite number inside a parsed value. */
function findBadValue(value: unknown, path: string, depth = 0): Found | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, problem: 'nul' } : null;
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : { path, problem: 'non-finite' };
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadValue(item, join(path, index), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000'))
      return { path: join(path, key.replaceAll('\u0000', '\\0')), problem: 'nul' };
    const found = findBadValue(item, join(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

/** The schema of one top-level field of a request part, if the route declares it. */
function fieldSchema(
  request: FastifyRequest,
  part: 'querystring' | 'body',
  field: string,
): { type?: string } {
  const schema = request.routeOptions.schema?.[part] as
    { properties?: Record<string, { type?: string }> } | undefined;
  return schema?.properties?.[field.split(/[.[]/)[0] ?? field] ?? {};
}

function refusal(request: FastifyRequest, part: 'querystring' | 'body', found: Found): ApiError {
  const label = found.path || (part === 'body' ? '请求体' : '查询参数');
  if (found.problem === 'nul') return new ApiError(`参数错误：${label} 不能包含空字符（\\0）`);
  const schema = fieldSchema(request, part, found.path);
  const rule =
    found.problem === 'not-number' ? numberRule({ type: schema.type }) : numberRule(schema);
  return new ApiError(`参数错误：${label} ${rule}`);
}

/** A plain decimal number as text (`12`, `-3`, `0.5`); `1.5` for an integer is the schema's to refuse. */
const DECIMAL = /^[+-]?[0-9]{1,20}(\.[0-9]{1,20})?$/;
const NUMERIC_TYPES = ['integer', 'number'];

/** The first declared numeric query field whose text is not a plain decimal number. */
function findNonDecimal(request: FastifyRequest): Found | null {
  const schema = request.routeOptions.schema?.querystring as
    { properties?: Record<string, { type?: unknown }> } | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!schema?.properties || !query) return null;
  for (const [name, field] of Object.entries(schema.properties)) {
    const value = query[name];
    if (
      NUMERIC_TYPES.includes(String(field.type)) &&
      typeof value === 'string' &&
      !DECIMAL.test(value)
    ) {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return { path: name, problem: Number.isNaN(number) ? 'not-number' : 'non-finite' };
    }
  }
  return null;
}

/** The first rule the request's query or body breaks, as the error to answer with. */
function firstRefusal(request: FastifyRequest): ApiError | undefined {
  const query = findBadValue(request.query, '');
  if (query) return refusal(request, 'querystring', query);
  const nonDecimal = findNonDecimal(request);
  if (nonDecimal) return refusal(request, 'querystring', nonDecimal);
  const body = findBadValue(request.body, '');
  return body ? refusal(request, 'body', body) : undefined;
}

/** Installs the rules on every route of the app. */
export function installInputGuard(app: FastifyInstance): void {
  // callback hooks, not async ones: they run on every request, and a promise per request costs
  app.addHook('preValidation', (request, _reply, done) => done(firstRefusal(request)));
  // After validation: what the query string's coercion made of the text.
  app.addHook('preHandler', (request, _reply, done) => {
    const query = findBadValue(request.query, '');
    done(query ? refusal(request, 'querystring', query) : undefined);
  });
}
